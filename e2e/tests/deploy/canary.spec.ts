import { expect } from '@playwright/test';
import { DEPLOYER_TOKEN, newVisitor, opsHeaders, opsTest, writeBrokenBettingBuild } from './deploy-support.ts';

const test = opsTest;

const versionOf = (html: string) => /<meta name="arena-map-version" content="([^"]+)">/.exec(html)?.[1];

test('a canary at 50 % of a broken @arena/betting is aborted by itself once errors reach the threshold, and players end on the stable version', async ({ browser, request, ops, page }) => {
  test.setTimeout(120_000);
  const broken = writeBrokenBettingBuild();
  try {
    const head = await request.get('/ops-api/importmap', { headers: opsHeaders });
    const started = await request.post('/ops-api/canary', {
      headers: { ...opsHeaders, 'if-match': head.headers()['etag']! },
      data: { changes: { '@arena/betting': broken.url }, percent: 50, reason: 'betting 9.9 to half of the players' },
    });
    expect(started.status()).toBe(200);
    const label = `${(await head.json()).version}.canary-${(await started.json()).canary.id}`;

    // Visitors arrive, each with a fresh cookie: about half get the broken build and their pages report it.
    type Progress = { sessions: number; sessionsWithErrors: number };
    const status = async () =>
      ((await (await request.get('/ops-api/canary', { headers: opsHeaders })).json()) as { running: { stable: Progress; candidate: Progress } | null }).running;
    const running = async () => (await status()) !== null;
    let canaryVisitor: Awaited<ReturnType<typeof newVisitor>> | null = null;
    let canaryVisits = 0;
    let stableVisits = 0;
    for (let visit = 0; visit < 40 && (await running()); visit += 1) {
      const visitor = await newVisitor(browser, ops.url);
      const tab = await visitor.newPage();
      const answer = await tab.goto('/ru/');
      if (versionOf((await answer?.text()) ?? '') === label) {
        canaryVisits += 1;
        // The broken mount reaches the telemetry endpoint, tagged with the canary's version.
        await expect.poll(async () => { const now = await status(); return now === null || now.candidate.sessionsWithErrors >= canaryVisits; }).toBe(true);
        if (!canaryVisitor) {
          canaryVisitor = visitor;
          continue;
        }
      } else {
        stableVisits += 1;
        await expect(tab.getByTestId('app-betting')).toBeVisible();
        await expect.poll(async () => { const now = await status(); return now === null || now.stable.sessions >= stableVisits; }).toBe(true);
      }
      await visitor.close();
    }

    await expect.poll(running, { timeout: 15_000 }).toBe(false);
    const { recent } = (await (await request.get('/ops-api/canary', { headers: opsHeaders })).json()) as { recent: Array<{ end: { outcome: string; operator: string; reason: string } }> };
    expect(recent[0]!.end).toMatchObject({ outcome: 'aborted', operator: 'system' });
    expect(recent[0]!.end.reason).toMatch(/canary error rate .* exceeds stable/);

    // A visitor of the canary cohort (same cookie) now gets the stable map, and the betting app mounts.
    expect(canaryVisitor, 'at least one visitor was in the canary cohort').not.toBeNull();
    const again = await canaryVisitor!.newPage();
    const reload = await again.goto('/ru/');
    expect(versionOf((await reload?.text()) ?? '')).not.toBe(label);
    await expect(again.getByTestId('app-betting')).toBeVisible();
    await canaryVisitor!.close();

    // The operator page tells what happened.
    await page.goto('/ops/?lang=ru');
    await page.getByTestId('ops-token').fill(DEPLOYER_TOKEN);
    await page.getByRole('button', { name: 'Войти' }).click();
    await expect(page.getByTestId('ops-canary')).toContainText('отменена: system');
    await expect(page.getByTestId('ops-canary')).toContainText('Канареечный выпуск не идёт.');
  } finally {
    broken.remove();
  }
});
