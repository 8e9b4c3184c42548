import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fakeDist } from './fake-dist.ts';
import { registeredDependencies, unresolvedImport } from './importmap-imports.ts';
import { validateImportMap } from './importmap-validation.ts';

let distRoot: string;
beforeEach(() => void (distRoot = mkdtempSync(join(tmpdir(), 'arena-imports-'))));
afterEach(() => rmSync(distRoot, { recursive: true, force: true }));

const app = (deps: string[]) => `System.register(${JSON.stringify(deps)},function(e){return{execute(){e({bootstrap(){},mount(){},unmount(){}})}}});`;

describe('module imports resolving in the map', () => {
  it('reads the System.register dependency list', () => {
    fakeDist(distRoot).write('office/aaaa/index.js', { contents: app(['react', './chunk-1.js']) });
    expect(registeredDependencies(distRoot, '/dist/office/aaaa/index.js')).toEqual(['react', './chunk-1.js']);
  });

  it('refuses a module importing a specifier the map lacks, through its chunks too; accepts scopes', () => {
    const dist = fakeDist(distRoot);
    const office = dist.write('office/aaaa/index.js', { contents: app(['react', './chunk-1.js']) });
    dist.write('office/aaaa/chunk-1.js', { contents: 'System.register(["@arena/ui-kit"],function(){return{execute(){}}});', entryOf: null });
    const map = { imports: { react: '/dist/vendor/x/react.js', '@arena/office': office } };
    expect(unresolvedImport(map, '@arena/office', office, distRoot)).toContain('imports "@arena/ui-kit", which the map does not provide');
    expect(unresolvedImport({ ...map, imports: { ...map.imports, '@arena/ui-kit': '/dist/ui-kit/y/index.js' } }, '@arena/office', office, distRoot)).toBeNull();
    expect(unresolvedImport({ ...map, scopes: { '/dist/office/': { '@arena/ui-kit': '/dist/ui-kit/y/index.js' } } }, '@arena/office', office, distRoot)).toBeNull();
  });

  it('refuses a module whose static chunk is missing', () => {
    const office = fakeDist(distRoot).write('office/aaaa/index.js', { contents: app(['./chunk-gone.js']) });
    expect(unresolvedImport({ imports: { '@arena/office': office } }, '@arena/office', office, distRoot)).toContain('chunk-gone.js, which is not a built file');
  });

  it('is part of the shared validation (hand edits and the ops API alike)', () => {
    const office = fakeDist(distRoot).write('office/aaaa/index.js', { contents: app(['@arena/nowhere']) });
    const result = validateImportMap(JSON.stringify({ imports: { '@arena/office': office } }), { distRoot, allowedOrigins: [], required: [] });
    expect(result).toEqual({ ok: false, reason: `"@arena/office" → ${office} imports "@arena/nowhere", which the map does not provide` });
  });
});
