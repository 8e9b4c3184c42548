import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { AREA_APPS } from '@arena/routes';
import { fakeDist } from './fake-dist.ts';
import { requiredModulesOf, type RequiredModule } from './importmap-requirements.ts';
import { validateImportMap } from './importmap-validation.ts';

const root = resolve(import.meta.dirname, '..', '..', '..');
let distRoot: string;
let write: ReturnType<typeof fakeDist>['write'];
const required: RequiredModule[] = [
  { specifier: '@arena/root-config', kind: 'root-config' },
  { specifier: '@arena/shell', kind: 'shell' },
  { specifier: '@arena/betting', kind: 'app' },
  { specifier: 'react', kind: 'vendor' },
];
const validate = (map: object) => validateImportMap(JSON.stringify(map), { distRoot, allowedOrigins: ['https://cdn.example'], required });
const reasonOf = (map: object) => {
  const result = validate(map);
  return result.ok ? 'accepted' : result.reason;
};
const goodImports = () => ({
  '@arena/root-config': write('root-config/111111111111/index.js'),
  '@arena/shell': write('shell/222222222222/index.js'),
  '@arena/betting': write('betting/333333333333/index.js'),
  react: write('vendor/444444444444/react.js'),
});

beforeEach(() => {
  distRoot = mkdtempSync(join(tmpdir(), 'arena-map-'));
  write = fakeDist(distRoot).write;
});
afterEach(() => rmSync(distRoot, { recursive: true, force: true }));

describe('import map validation: a map that would not boot is refused', () => {
  it('accepts a map of real built entries with every required specifier', () => {
    expect(reasonOf({ imports: goodImports() })).toBe('accepted');
  });

  it('refuses a map missing a required specifier, naming every missing one', () => {
    const { react: _r, '@arena/betting': _b, ...rest } = goodImports();
    expect(reasonOf({ imports: rest })).toMatch(/"@arena\/betting", "react" are missing/);
  });

  it('refuses an app or the shell whose entry exports no single-spa lifecycles', () => {
    const imports = goodImports();
    imports['@arena/betting'] = write('betting/555555555555/index.js', { contents: 'System.register([],function(e){return{execute(){e("BettingPage",1)}}});', exports: ['BettingPage'] });
    expect(reasonOf({ imports })).toMatch(/does not export single-spa lifecycles in its code \(missing bootstrap, mount, unmount\)/);
    // The build.json's claim does not count: the code is read (issue 29, finding 2).
    const shell = { ...goodImports(), '@arena/shell': write('shell/666666666666/index.js', { contents: 'System.register([],function(e){return{execute(){e("bootstrap",1)}}});' }) };
    expect(reasonOf({ imports: shell })).toMatch(/missing mount, unmount/);
  });

  it('refuses a chunk, a file of a folder without build.json, and a vendor file for another specifier', () => {
    expect(reasonOf({ imports: { ...goodImports(), '@arena/betting': write('betting/333333333333/chunk-A.js') } })).toMatch(/is not an entry of the betting build/);
    const stray = write('betting/777777777777/index.js');
    rmSync(join(distRoot, 'betting/777777777777/build.json'));
    expect(reasonOf({ imports: { ...goodImports(), '@arena/betting': stray } })).toMatch(/has no build.json/);
    expect(reasonOf({ imports: { ...goodImports(), react: write('vendor/444444444444/single-spa.js') } })).toMatch(/is the built entry of single-spa, not of react/);
  });

  it('refuses an allowed-origin URL that is a folder or a source map, accepts a .js file there', () => {
    expect(reasonOf({ imports: { ...goodImports(), '@arena/betting': 'https://cdn.example/betting/' } })).toMatch(/is a folder/);
    expect(reasonOf({ imports: { ...goodImports(), '@arena/betting': 'https://cdn.example/betting/index.js.map' } })).toMatch(/source map/);
    expect(reasonOf({ imports: { ...goodImports(), '@arena/betting': 'https://cdn.example/betting/index.js' } })).toBe('accepted');
  });

  it('refuses a depcache naming a chunk that was never built or a specifier the map lacks', () => {
    const imports = goodImports();
    expect(reasonOf({ imports, depcache: { [imports['@arena/betting']]: ['./chunk-missing.js'] } })).toMatch(/needs .\/chunk-missing.js, which is not a built file/);
    expect(reasonOf({ imports, depcache: { [imports['@arena/betting']]: ['rxjs'] } })).toMatch(/needs "rxjs", which is missing/);
  });

  it('gives every file of every referenced build its integrity; the operator cannot override a /dist/ digest', () => {
    const imports = goodImports();
    const chunk = write('betting/333333333333/chunk-A.js', { contents: 'System.register([],function(){return{execute(){}}});' });
    const result = validate({ imports, integrity: { [chunk]: 'sha384-AAAA', 'https://cdn.example/x.js': 'sha384-BBBB' } });
    expect(result.ok).toBe(true);
    const integrity = result.ok ? result.map.integrity! : {};
    expect(Object.keys(integrity)).toEqual(expect.arrayContaining([...Object.values(imports), chunk, 'https://cdn.example/x.js']));
    expect(integrity[chunk]).not.toBe('sha384-AAAA');
    expect(reasonOf({ imports, integrity: { [chunk]: 'md5-nope' } })).toMatch(/"integrity" must map URLs/);
  });
});

describe('required specifiers come from the workspace, not a hand-kept list', () => {
  it('vendor specifiers, root config, shell, every shared library and every route-table app, each with its kind', async () => {
    const modules = await requiredModulesOf(root, () => undefined);
    const kindOf = new Map(modules.map((m) => [m.specifier, m.kind]));
    for (const s of ['react', 'react-dom/client', 'single-spa', 'single-spa-react', 'rxjs']) expect(kindOf.get(s), s).toBe('vendor');
    expect(kindOf.get('@arena/root-config')).toBe('root-config');
    expect(kindOf.get('@arena/shell')).toBe('shell');
    for (const s of ['@arena/ui-kit', '@arena/event-bus', '@arena/session', '@arena/i18n', '@arena/routes']) expect(kindOf.get(s), s).toBe('shared-lib');
    for (const app of AREA_APPS) expect(kindOf.get(app), app).toBe('app');
  });
});
