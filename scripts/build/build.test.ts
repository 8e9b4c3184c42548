import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildAll, type BuildReport } from './build.ts';
import { sriOf, type BuildRecord } from '../../server/src/host/build-contract/build-record.ts';
import { findReactCopy } from './react-copies.ts';

const root = resolve(import.meta.dirname, '..', '..');
const distA = mkdtempSync(join(tmpdir(), 'arena-build-a-'));
const distB = mkdtempSync(join(tmpdir(), 'arena-build-b-'));
let first: BuildReport;
let second: BuildReport;

const filesOf = (dist: string, m: BuildReport['modules'][number]) =>
  m.files.map((path) => ({ path, contents: readFileSync(join(dist, m.urlBase.slice('/dist/'.length), path), 'utf8') }));

beforeAll(async () => {
  first = await buildAll({ root, distRoot: distA, importMapFile: false });
  second = await buildAll({ root, distRoot: distB, importMapFile: false });
}, 120_000);

afterAll(() => {
  rmSync(distA, { recursive: true, force: true });
  rmSync(distB, { recursive: true, force: true });
});

describe('build', () => {
  it('no app, shell, root config or shared library bundle contains a copy of React', () => {
    const own = first.modules.filter((m) => m.kind !== 'vendor');
    expect(own.map((m) => m.specifier)).toEqual(expect.arrayContaining(['@arena/root-config', '@arena/shell', '@arena/betting', '@arena/office', '@arena/event-bus']));
    for (const m of own) expect(findReactCopy(m.inputs, filesOf(distA, m)), m.specifier).toBeNull();
  });

  it('the React detector does find React where it is bundled (the vendor module)', () => {
    const react = first.modules.find((m) => m.specifier === 'react-dom/client')!;
    expect(findReactCopy(react.inputs, filesOf(distA, react))).not.toBeNull();
  });

  it('react, react-dom and friends are built once, in one vendor version folder', () => {
    const vendorBases = new Set(first.modules.filter((m) => m.kind === 'vendor').map((m) => m.urlBase));
    expect(vendorBases.size).toBe(1);
    for (const s of ['react', 'react-dom', 'react-dom/client', 'react/jsx-runtime', 'single-spa', 'rxjs', 'i18next']) {
      expect(first.importMap.imports[s], s).toMatch(/^\/dist\/vendor\/[0-9a-f]{12}\/[\w-]+\.js$/);
    }
  });

  it('every module is System.register output under dist/<module>/<content-hash>/', () => {
    for (const m of first.modules) {
      expect(m.url).toMatch(/^\/dist\/[\w-]+\/[0-9a-f]{12}\/[\w-]+\.js$/);
      const entry = filesOf(distA, m).find((f) => m.url.endsWith(`/${f.path}`))!;
      expect(entry.contents.startsWith('System.register(')).toBe(true);
    }
  });

  it('the vendor is shaped by use: each ESM library exports exactly the names the modules import, nothing more', () => {
    const recordOf = (url: string) => JSON.parse(readFileSync(join(distA, url.slice('/dist/'.length, url.lastIndexOf('/')), 'build.json'), 'utf8')) as BuildRecord;
    const own = first.modules.filter((m) => m.kind !== 'vendor');
    const uses = own.map((m) => recordOf(m.url).uses as Record<string, string[]>);
    for (const library of ['rxjs', 'single-spa', 'single-spa-react', 'i18next']) {
      const imported = [...new Set(uses.flatMap((u) => u[library] ?? []))].sort();
      const vendorUrl = first.importMap.imports[library]!;
      const exported = recordOf(vendorUrl).entries[vendorUrl.split('/').pop()!]!.exports;
      expect(exported, library).toEqual(imported);
    }
    // rxjs has well over a hundred exports; the apps use a handful.
    expect(recordOf(first.importMap.imports.rxjs!).entries['rxjs.js']!.exports.length).toBeLessThan(30);
  });

  it('a module importing a name the live vendor lacks is refused, with the missing names', async () => {
    const { vendorMisfit } = await import('../../server/src/host/build-contract/vendor-fit.ts');
    expect(vendorMisfit(first.importMap, distA)).toBeNull();
    const rxjs = first.importMap.imports.rxjs!;
    const recordFile = join(distA, rxjs.slice('/dist/'.length, rxjs.lastIndexOf('/')), 'build.json');
    const record = JSON.parse(readFileSync(recordFile, 'utf8')) as BuildRecord;
    const { writeFileSync } = await import('node:fs');
    const shaved = { ...record, entries: { ...record.entries, 'rxjs.js': { ...record.entries['rxjs.js']!, exports: record.entries['rxjs.js']!.exports.slice(1) } } };
    writeFileSync(recordFile, JSON.stringify(shaved));
    try {
      expect(vendorMisfit(first.importMap, distA)).toMatch(new RegExp(`imports what the vendor in this map does not export \\(rxjs: ${record.entries['rxjs.js']!.exports[0]}\\)`));
    } finally {
      writeFileSync(recordFile, JSON.stringify(record));
    }
  });

  it('the same source builds to the same URLs twice', () => {
    expect(second.importMap).toEqual(first.importMap);
  });

  it('depcache lists what each entry imports, so SystemJS can fetch dependencies in parallel', () => {
    const betting = first.importMap.imports['@arena/betting']!;
    expect(first.importMap.depcache?.[betting]).toEqual(expect.arrayContaining(['@arena/ui-kit', 'react/jsx-runtime']));
  });

  it('build.json names each entry\'s specifier, kind and exports (lifecycles for the shell and apps) and the sha384 of every script', () => {
    for (const m of first.modules) {
      const record = JSON.parse(readFileSync(join(distA, m.urlBase.slice('/dist/'.length), 'build.json'), 'utf8')) as BuildRecord;
      const file = m.url.slice(m.urlBase.length);
      expect(record.entries[file]?.specifier, m.specifier).toBe(m.specifier);
      expect(record.kind).toBe(m.kind);
      if (m.kind === 'app' || m.kind === 'shell') expect(record.entries[file]!.exports, m.specifier).toEqual(expect.arrayContaining(['bootstrap', 'mount', 'unmount']));
      for (const f of filesOf(distA, m).filter((x) => x.path.endsWith('.js'))) expect(record.integrity[f.path], `${m.specifier} ${f.path}`).toBe(sriOf(f.contents));
    }
  });

  it('the operator page (@arena/ops) is its own bundle beside the import map, never a module of it', () => {
    expect(first.modules.map((m) => m.specifier)).not.toContain('@arena/ops');
    expect(JSON.stringify(first.importMap)).not.toMatch(/@arena\/ops|\/dist\/ops-page\//);
    const [version, ...more] = readdirSync(join(distA, 'ops-page')).filter((name) => !name.startsWith('.'));
    expect(more).toEqual([]);
    const record = JSON.parse(readFileSync(join(distA, 'ops-page', version!, 'build.json'), 'utf8')) as BuildRecord;
    expect(record.kind).toBe('ops-page');
    // It bundles what it shares with the apps (UI kit, i18n) but not the map's runtime: no single-spa.
    expect(readFileSync(join(distA, 'ops-page', version!, 'index.js'), 'utf8')).not.toContain('singleSpaNavigate');
  });
});
