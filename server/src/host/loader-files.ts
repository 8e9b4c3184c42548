/**
 * The files every page loads besides the import map: SystemJS, import-map-overrides and the page's own
 * loader steps (browser/*.js), and the stylesheets of the map's shared modules.
 */
import { transformSync } from 'esbuild';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { cacheResponse, type CachedResponse } from './cached-response.ts';
import type { LoaderUrls } from './index-html.ts';
import type { ImportMapDocument } from './importmap-validation.ts';

/**
 * A file's text without its trailing source-map link: the host serves neither these packages' maps nor a
 * map for a file it joins from several (the link would point the first part at the second's map).
 */
export const withoutSourceMapLink = (text: string) => text.replace(/\n?\/\/# sourceMappingURL=[^\n]*\s*$/, '');

interface LoaderFile {
  url: string;
  body: CachedResponse;
}

/** The page's own loader steps (browser/*.js). */
export const OWN_LOADER_STEPS = ['overrides-loader.js', 'override-guard.js', 'boot.js', 'early-clicks.js'] as const;

/**
 * One of the page's own loader steps (browser/<file>) exactly as the host serves it: minified once when the
 * host starts. The sources keep their comments (they explain each step's why), which were most of the bytes
 * on every painted page's critical path (early-clicks.js, parser-blocking: 2.7 KB brotli as written, issue
 * 26). Their unit tests run this text, so what is tested is what is shipped.
 */
export function shippedLoaderStep(file: string): string {
  const source = readFileSync(join(import.meta.dirname, 'browser', file), 'utf8');
  return transformSync(source, { loader: 'js', minify: true, legalComments: 'none', sourcefile: file }).code;
}

/**
 * SystemJS and import-map-overrides, served from node_modules under their version, and the page's own
 * loader steps (browser/*.js: served files instead of inline scripts, for the CSP) under their content
 * hash; so all are immutable.
 */
export function loaderFiles(root: string): Map<string, LoaderFile> & { urls: LoaderUrls } {
  const files = new Map<string, LoaderFile>();
  /** `parts` of `pkg` served as one file, named after the first (`tag` marks a join in the URL). */
  const add = (pkg: string, parts: string[], tag = '') => {
    // npm workspaces hoist these to the root; their package.json is not in their "exports".
    const pkgDir = join(root, 'node_modules', pkg);
    const version = (JSON.parse(readFileSync(join(pkgDir, 'package.json'), 'utf8')) as { version: string }).version;
    const text = parts.map((part) => withoutSourceMapLink(readFileSync(join(pkgDir, part), 'utf8'))).join('\n');
    const url = `/loader/${pkg}@${version}${tag}/${parts[0]!.split('/').pop()}`;
    files.set(url, { url, body: cacheResponse(`${text}\n`, 'application/javascript; charset=utf-8') });
    return url;
  };
  const addOwn = (file: (typeof OWN_LOADER_STEPS)[number]) => {
    const text = shippedLoaderStep(file);
    const url = `/loader/arena@${createHash('sha256').update(text).digest('hex').slice(0, 12)}/${file}`;
    files.set(url, { url, body: cacheResponse(text, 'application/javascript; charset=utf-8') });
    return url;
  };
  const urls: LoaderUrls = {
    // The full loader, not s.min.js: recovering a broken app needs System.delete (the registry API).
    // With its named-register extra: the first-paint shared libraries arrive as one file of registrations
    // named by their URLs (first-paint-bundle.ts). ~0.5 KB brotli, no request.
    systemjs: add('systemjs', ['dist/system.min.js', 'dist/extras/named-register.min.js'], '+named-register'),
    overridesApi: add('import-map-overrides', ['dist/import-map-overrides-api.js']),
    overridesFull: add('import-map-overrides', ['dist/import-map-overrides.js']),
    overridesLoader: addOwn('overrides-loader.js'),
    overridesGuard: addOwn('override-guard.js'),
    boot: addOwn('boot.js'),
    earlyClicks: addOwn('early-clicks.js'),
  };
  return Object.assign(files, { urls });
}

/** A module's stylesheet, when its version folder has one (esbuild emits index.css next to index.js). */
export function stylesheetsOf(map: ImportMapDocument, distRoot: string): string[] {
  return ['@arena/ui-kit', '@arena/shell']
    .map((s) => map.imports[s])
    .filter((url): url is string => typeof url === 'string' && url.startsWith('/dist/') && url.endsWith('/index.js'))
    .map((url) => url.replace(/index\.js$/, 'index.css'))
    .filter((url) => existsSync(join(distRoot, url.slice('/dist/'.length))));
}
