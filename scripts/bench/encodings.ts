/**
 * What the byte levers are worth, computed from the files themselves: the home page's static module
 * graph (what index.html preloads for /ru/) as raw, gzip and brotli bytes, and the loader variants
 * (system.min.js / s.min.js / s.js, the API-only import-map-overrides build vs the full one).
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import { PRELOADED_SPECIFIERS, staticGraphOf } from '../../server/src/host/index-html.ts';
import type { ImportMapDocument } from '../../server/src/host/importmap-validation.ts';

export interface EncodedSize {
  raw: number;
  gzip: number;
  brotli: number;
}

export interface EncodingFigures {
  homeGraph: EncodedSize & { files: number };
  loaders: Record<string, EncodedSize>;
}

function sizes(file: string): EncodedSize {
  const raw = readFileSync(file);
  // The build's precompressed siblings when present (that is what the host serves), else the same settings.
  const gzip = existsSync(`${file}.gz`) ? readFileSync(`${file}.gz`).length : gzipSync(raw, { level: 9 }).length;
  const brotli = existsSync(`${file}.br`) ? readFileSync(`${file}.br`).length : brotliCompressSync(raw, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } }).length;
  return { raw: raw.length, gzip, brotli };
}

export function encodingFigures(root: string, importMapFile: string, homeApp: string): EncodingFigures {
  const map = JSON.parse(readFileSync(importMapFile, 'utf8')) as ImportMapDocument;
  const files = staticGraphOf(map, [...PRELOADED_SPECIFIERS, homeApp]).filter((u) => u.startsWith('/dist/') && u.endsWith('.js'));
  const homeGraph = { files: files.length, raw: 0, gzip: 0, brotli: 0 };
  for (const url of files) {
    const s = sizes(join(root, url.slice(1)));
    homeGraph.raw += s.raw;
    homeGraph.gzip += s.gzip;
    homeGraph.brotli += s.brotli;
  }
  const loader = (pkg: string, file: string) => sizes(join(root, 'node_modules', pkg, 'dist', file));
  return {
    homeGraph,
    loaders: {
      'systemjs system.min.js (full loader, with the registry API)': loader('systemjs', 'system.min.js'),
      'systemjs s.min.js (minimal loader)': loader('systemjs', 's.min.js'),
      'systemjs s.js (unminified)': loader('systemjs', 's.js'),
      'import-map-overrides API-only': loader('import-map-overrides', 'import-map-overrides-api.js'),
      'import-map-overrides full (UI)': loader('import-map-overrides', 'import-map-overrides.js'),
    },
  };
}
