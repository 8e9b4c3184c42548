/**
 * Two hosts on one PostgreSQL (ARENA_HOST_STORE, issue 28): an operator deploys through host A, a player
 * on host B gets the new build on the next load. The cluster is a throwaway one in a temporary folder.
 */
import { expect, test } from '@playwright/test';
import { randomBytes } from 'node:crypto';
import { startTestCluster, type TestCluster } from '../../../server/src/platform/throwaway-pg-cluster.ts';
import { signInViaApi } from '../../support/auth.ts';
import { buildCandidate } from '../../support/candidate-build.ts';
import type { ArenaServer } from '../../support/arena-server.ts';
import { opsHeaders, startOpsServer } from './deploy-support.ts';

let cluster: TestCluster;
let hostA: ArenaServer;
let hostB: ArenaServer;
test.beforeAll(async () => {
  test.setTimeout(90_000);
  cluster = await startTestCluster();
  // Same store and the same telemetry secret: a report may reach the other host than its page.
  const shared = { ARENA_HOST_STORE: cluster.url, ARENA_TELEMETRY_SECRET: randomBytes(24).toString('hex') };
  hostA = await startOpsServer(shared);
  hostB = await startOpsServer(shared);
});
test.afterAll(async () => {
  await Promise.all([hostA?.stop(), hostB?.stop()]);
  cluster?.destroy();
});

test('an operator deploys @arena/office on host A; a player on host B gets it on the next load', async ({ browser, request }) => {
  const candidate = await buildCandidate('@arena/office', 'multi-host-v2');
  const player = await browser.newContext({ baseURL: hostB.url });
  const playerPage = await player.newPage();
  await signInViaApi(playerPage);
  await playerPage.goto('/ru/office/account');
  const office = playerPage.getByTestId('app-office');
  await expect(office).toHaveAttribute('data-build-label', '');

  const head = await request.get(`${hostA.url}/ops-api/importmap`, { headers: opsHeaders });
  const deployed = await request.patch(`${hostA.url}/ops-api/importmap`, {
    headers: { ...opsHeaders, 'if-match': head.headers()['etag']! },
    data: { changes: { '@arena/office': candidate.url }, reason: 'office v2 through host A' },
  });
  expect(deployed.status()).toBe(200);
  const version = (await deployed.json()).version as number;

  // Host B reads the new head at once, and its next page carries the new map.
  const onB = await request.get(`${hostB.url}/ops-api/importmap`, { headers: opsHeaders });
  expect(onB.headers()['etag']).toBe(`"${version}"`);
  await expect(async () => {
    await playerPage.reload();
    await expect(office).toHaveAttribute('data-build-label', 'multi-host-v2', { timeout: 1000 });
  }).toPass({ timeout: 10_000 });
  expect(await playerPage.locator('meta[name="arena-map-version"]').getAttribute('content')).toBe(String(version));

  // A stale deploy through host B is refused like one on host A (one history).
  const stale = await request.patch(`${hostB.url}/ops-api/importmap`, {
    headers: { ...opsHeaders, 'if-match': head.headers()['etag']! },
    data: { changes: { '@arena/office': candidate.url }, reason: 'stale' },
  });
  expect(stale.status()).toBe(412);
  await player.close();
});
