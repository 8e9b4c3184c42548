/**
 * Issue 29, finding 7: environments. Two hosts on one import-map folder, one serving staging
 * (ARENA_ENVIRONMENT=staging) and one production. A deploy to staging reaches only staging's players;
 * the operator promotes it from the operator page (confirming from, version, to and why) and the
 * production player gets it on the next load.
 */
import { expect, test } from '@playwright/test';
import { signInViaApi } from '../../support/auth.ts';
import { buildCandidate } from '../../support/candidate-build.ts';
import type { ArenaServer } from '../../support/arena-server.ts';
import { DEPLOYER_TOKEN, opsHeaders, startOpsServer } from './deploy-support.ts';

let production: ArenaServer;
let staging: ArenaServer;
test.beforeAll(async () => {
  test.setTimeout(90_000);
  production = await startOpsServer();
  staging = await startOpsServer({ ARENA_IMPORTMAP: production.importMapFile, ARENA_ENVIRONMENT: 'staging' });
});
test.afterAll(async () => {
  await staging?.stop();
  await production?.stop();
});

test('a staging deploy promoted from the operator page reaches a production player', async ({ browser, page, request }) => {
  const candidate = await buildCandidate('@arena/office', 'env-promote-v2');
  const players = await Promise.all(
    [production, staging].map(async (server) => {
      const context = await browser.newContext({ baseURL: server.url });
      const player = await context.newPage();
      await signInViaApi(player);
      await player.goto('/ru/office/account');
      await expect(player.getByTestId('app-office')).toHaveAttribute('data-build-label', '');
      return { context, player };
    }),
  );
  const [onProduction, onStaging] = players.map((p) => p.player);

  // Deployed to staging through the staging host (no ?env: the environment it serves).
  const head = await request.get(`${staging.url}/ops-api/importmap`, { headers: opsHeaders });
  const deployed = await request.patch(`${staging.url}/ops-api/importmap`, {
    headers: { ...opsHeaders, 'if-match': head.headers()['etag']! },
    data: { changes: { '@arena/office': candidate.url }, reason: 'office v2 on staging' },
  });
  expect(deployed.status()).toBe(200);
  const stagingVersion = (await deployed.json()).version as number;
  await expect(async () => {
    await onStaging!.reload();
    await expect(onStaging!.getByTestId('app-office')).toHaveAttribute('data-build-label', 'env-promote-v2', { timeout: 1000 });
    await expect(onStaging!.locator('meta[name="arena-map-version"]')).toHaveAttribute('content', `staging-${stagingVersion}`, { timeout: 1000 });
  }).toPass({ timeout: 10_000 });
  await onProduction!.reload();
  await expect(onProduction!.getByTestId('app-office')).toHaveAttribute('data-build-label', '');

  // The operator promotes staging to production on the production host's operator page.
  await page.goto(`${production.url}/ops/?lang=en`);
  await page.getByTestId('ops-token').fill(DEPLOYER_TOKEN);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByTestId('ops-environment-staging')).toContainText(`version ${stagingVersion}`);
  await page.getByTestId('ops-reason').fill('staging looked good');
  const question = page.waitForEvent('dialog');
  const click = page.getByTestId('ops-environment-staging').getByRole('button', { name: 'Promote staging → production' }).click();
  const dialog = await question;
  expect(dialog.message()).toBe(`Promote staging version ${stagingVersion} to production: its whole import map becomes the live map of production. Reason: staging looked good`);
  await dialog.accept();
  await click;
  await expect(page.getByTestId('ops-outcome')).toHaveText('production: version 2 is live.');

  await expect(async () => {
    await onProduction!.reload();
    await expect(onProduction!.getByTestId('app-office')).toHaveAttribute('data-build-label', 'env-promote-v2', { timeout: 1000 });
    // The page's version tag is withheld (never stale) until the host's next refresh names the new head.
    await expect(onProduction!.locator('meta[name="arena-map-version"]')).toHaveAttribute('content', '2', { timeout: 1000 });
  }).toPass({ timeout: 10_000 });
  const history = await request.get(`${production.url}/ops-api/history?env=production`, { headers: opsHeaders });
  expect((await history.json()).versions[0]).toMatchObject({ version: 2, reason: `promoted from staging version ${stagingVersion}: staging looked good` });
  await Promise.all(players.map((p) => p.context.close()));
});
