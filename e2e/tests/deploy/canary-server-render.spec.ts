/**
 * Issue 26: the host renders each visitor's page with the import map that visitor gets. While a canary
 * runs, its cohort's pages are rendered by the canary's server builds and everyone else's by the stable
 * ones; once the canary ends, every page is the stable render again.
 */
import { expect } from '@playwright/test';
import { writeFileSync } from 'node:fs';
import { buildCandidate } from '../../support/candidate-build.ts';
import { newVisitor, opsHeaders, opsTest } from './deploy-support.ts';

const test = opsTest;
const versionOf = (html: string) => /<meta name="arena-map-version" content="([^"]+)">/.exec(html)?.[1];

test("a canary visitor gets the canary's server render, the stable cohort the stable one", async ({ browser, request, ops }) => {
  test.setTimeout(120_000);
  // A new promotions build whose server side renders a mark of its own, so a page tells which build rendered it.
  const candidate = await buildCandidate('@arena/promotions', 'canary-server-render');
  writeFileSync(
    `${candidate.dir}/server/index.mjs`,
    "import { createElement } from 'react';\nexport const serverRender = async () => () => ({ element: createElement('p', { 'data-testid': 'canary-render' }, 'canary build'), dispose() {} });\n",
  );
  const head = await request.get('/ops-api/importmap', { headers: opsHeaders });
  const started = await request.post('/ops-api/canary', {
    headers: { ...opsHeaders, 'if-match': head.headers()['etag']! },
    data: { changes: { '@arena/promotions': candidate.url }, percent: 50, reason: 'promotions with a new server render to half of the visitors' },
  });
  expect(started.status()).toBe(200);
  const label = `${(await head.json()).version}.canary-${(await started.json()).canary.id}`;
  try {
    const seen = { canary: 0, stable: 0 };
    for (let visit = 0; visit < 30 && (seen.canary === 0 || seen.stable === 0); visit += 1) {
      // A fresh visitor each time: the cohort cookie decides, and the same cookie keeps its cohort.
      const visitor = await newVisitor(browser, ops.url);
      const html = await (await visitor.request.get('/ru/promotions')).text();
      if (versionOf(html) === label) {
        seen.canary += 1;
        expect(html).toContain('<p data-testid="canary-render">canary build</p>');
        expect(html).not.toContain('data-testid="promotions-grid"');
        // Its next page is the canary's render too.
        expect(await (await visitor.request.get('/ru/promotions')).text()).toContain('data-testid="canary-render"');
      } else {
        seen.stable += 1;
        expect(html).not.toContain('canary-render');
        // The stable build renders the promotions grid. On a loaded machine a render can miss its 50 ms
        // budget and leave the app to the browser (an empty slot, by design): the next render has it.
        await expect.poll(async () => (await visitor.request.get('/ru/promotions')).text(), { timeout: 15_000 }).toContain('data-testid="promotions-grid"');
      }
      await visitor.close();
    }
    expect(seen.canary, 'some visitors were in the canary cohort').toBeGreaterThan(0);
    expect(seen.stable, 'some visitors were in the stable cohort').toBeGreaterThan(0);
  } finally {
    await request.post('/ops-api/canary/abort', { headers: opsHeaders, data: { reason: 'test over' } });
  }
  // Ended: every visitor gets the stable render.
  const after = await newVisitor(browser, ops.url);
  await expect.poll(async () => (await (await after.request.get('/ru/promotions')).text()).includes('data-testid="promotions-grid"')).toBe(true);
  await after.close();
});
