import { cpSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildAll } from '../../../scripts/build/build.ts';
import { ROOT } from '../../support/arena-server.ts';
import { signInViaApi } from '../../support/auth.ts';
import { pointImportMap } from '../../support/candidate-build.ts';
import { expect, test } from '../../support/fixtures.ts';

test('an operator edit of the import map changes what loads after reload, without a restart; an invalid edit keeps the old map', async ({ page, arena, request }) => {
  const original = readFileSync(arena.importMapFile, 'utf8');
  try {
    // A second, distinguishable build of the office app, next to the first one in dist/.
    const candidate = await buildAll({ root: ROOT, only: ['@arena/office'], label: 'operator-v2', importMapFile: false });
    const v2 = candidate.modules[0]!.url;
    const map = JSON.parse(original) as { imports: Record<string, string> };
    expect(map.imports['@arena/office']).not.toBe(v2);

    await signInViaApi(page); // the office is for signed-in players
    await page.goto('/ru/office');
    await expect(page.getByTestId('app-office')).toHaveAttribute('data-build-label', '');

    writeFileSync(arena.importMapFile, JSON.stringify({ ...map, imports: { ...map.imports, '@arena/office': v2 } }, null, 2));
    await expect.poll(async () => ((await (await request.get('/importmap.json')).json()) as typeof map).imports['@arena/office']).toBe(v2);
    await page.reload();
    await expect(page.getByTestId('app-office')).toHaveAttribute('data-build-label', 'operator-v2');

    writeFileSync(arena.importMapFile, '{ "imports": { "@arena/office": ');
    await expect.poll(() => arena.logs.join('')).toContain('importmap: refused the edit');
    expect(((await (await request.get('/importmap.json')).json()) as typeof map).imports['@arena/office']).toBe(v2);
    await page.reload();
    await expect(page.getByTestId('app-office')).toHaveAttribute('data-build-label', 'operator-v2');
  } finally {
    writeFileSync(arena.importMapFile, original);
  }
});

test('edits that would break every page are refused, and the site keeps booting on the last valid map', async ({ page, arena, request, mountedApps }) => {
  const original = readFileSync(arena.importMapFile, 'utf8');
  const map = JSON.parse(original) as { imports: Record<string, string> };
  const folderOf = (url: string) => url.slice(0, url.lastIndexOf('/') + 1);
  const { react: _react, ...withoutReact } = map.imports;
  const edits: Array<[string, Record<string, string>, RegExp]> = [
    ['react removed', withoutReact, /"react" is missing from "imports"/],
    ['the shell pointed at an app bundle', { ...map.imports, '@arena/shell': map.imports['@arena/betting']! }, /is the built entry of @arena\/betting, not of @arena\/shell/],
    ['a URL ending in /', { ...map.imports, '@arena/office': folderOf(map.imports['@arena/office']!) }, /is a folder, not a module file/],
    ['build.json as a module', { ...map.imports, '@arena/office': `${folderOf(map.imports['@arena/office']!)}build.json` }, /is build metadata, not a module/],
    ['a source map as a module', { ...map.imports, '@arena/office': `${map.imports['@arena/office']!}.map` }, /is a source map, not a module/],
  ];
  // The server logs JSON lines: unescape the quotes so the reasons read as the operator sees them.
  const refusals = () => arena.logs.join('').replace(/\\"/g, '"').split('importmap: refused the edit');
  try {
    for (const [name, imports, reason] of edits) {
      const refusalsBefore = refusals().length;
      writeFileSync(arena.importMapFile, JSON.stringify({ ...map, imports }, null, 2));
      await expect.poll(() => refusals().length, { message: name }).toBeGreaterThan(refusalsBefore);
      expect(refusals().slice(refusalsBefore).join(''), name).toMatch(reason);
      expect(((await (await request.get('/importmap.json')).json()) as typeof map).imports, name).toEqual(map.imports);
    }
    await page.goto('/ru/line');
    await expect.poll(mountedApps).toContain('@arena/betting');
  } finally {
    writeFileSync(arena.importMapFile, original);
  }
});

test('a bundle changed on disk after the map was accepted is refused by the browser (Subresource Integrity), not run', async ({ page, arena, request, mountedApps }) => {
  const map = JSON.parse(readFileSync(arena.importMapFile, 'utf8')) as { imports: Record<string, string>; integrity?: Record<string, string> };
  const entry = map.imports['@arena/info']!;
  // A copy of the info build under its own folder, so nothing other tests load is touched.
  const source = join(ROOT, entry.slice(1, entry.lastIndexOf('/')));
  const copyName = `e2e-tampered-${process.pid}-${Date.now()}`;
  const copy = join(source, '..', copyName);
  cpSync(source, copy, { recursive: true });
  const copiedEntry = `${entry.slice(0, entry.lastIndexOf('/', entry.lastIndexOf('/') - 1))}/${copyName}/index.js`;
  const restoreMap = await pointImportMap(arena.importMapFile, request, '@arena/info', copiedEntry);
  try {
    const served = (await (await request.get('/importmap.json')).json()) as typeof map;
    expect(served.integrity?.[copiedEntry]).toMatch(/^sha384-/);
    // The attack: after the map was accepted, the file on disk is replaced (and its precompressed copies dropped).
    const tampered = 'System.register([],function(e){return{execute:function(){window.__arenaTampered=true;e({bootstrap:function(){return Promise.resolve()},mount:function(){document.body.setAttribute("data-tampered","yes");return Promise.resolve()},unmount:function(){return Promise.resolve()}})}}});';
    writeFileSync(join(copy, 'index.js'), tampered);
    rmSync(join(copy, 'index.js.br'), { force: true });
    rmSync(join(copy, 'index.js.gz'), { force: true });

    const integrityErrors: string[] = [];
    page.on('console', (message) => /integrity/i.test(message.text()) && integrityErrors.push(message.text()));
    await page.goto('/ru/about');
    await expect.poll(() => integrityErrors.length, { timeout: 15_000 }).toBeGreaterThan(0);
    expect(await page.evaluate(() => (window as unknown as { __arenaTampered?: boolean }).__arenaTampered)).toBeUndefined();
    expect(await mountedApps()).not.toContain('@arena/info');
    await expect(page.locator('body')).not.toHaveAttribute('data-tampered', 'yes');
  } finally {
    restoreMap();
    rmSync(copy, { recursive: true, force: true });
  }
});
