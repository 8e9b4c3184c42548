import { readFileSync, writeFileSync } from 'node:fs';
import { buildAll } from '../../../scripts/build/build.ts';
import { ROOT } from '../../support/arena-server.ts';
import { signInViaApi } from '../../support/auth.ts';
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
