/**
 * Two hosts on one PostgreSQL (ARENA_HOST_STORE, issue 28) and one reference backend, each host a process
 * of its own in front of it (ARENA_API_URL), as `npm run multi-host` runs them: an operator deploys through
 * host A, a player on host B gets the new build on the next load; a live price changed through host A
 * reaches the page of a player on host B through B's live relay within one tick. The cluster is a
 * throwaway one in a temporary folder.
 */
import { expect, test } from '@playwright/test';
import { randomBytes } from 'node:crypto';
import { startTestCluster, type TestCluster } from '../../../server/src/platform/throwaway-pg-cluster.ts';
import { signInViaApi } from '../../support/auth.ts';
import { buildCandidate } from '../../support/candidate-build.ts';
import type { ArenaServer } from '../../support/arena-server.ts';
import { startArenaServer } from '../../support/arena-server.ts';
import { gamePath, games, winnerOutcome } from '../betting/betting-support.ts';
import { opsHeaders, startOpsServer } from './deploy-support.ts';

/** The live feed's tick (server/src/api/betting/README.md, "Live feed"). */
const LIVE_TICK_MS = 4000;

let cluster: TestCluster;
let backend: ArenaServer;
let hostA: ArenaServer;
let hostB: ArenaServer;
test.beforeAll(async () => {
  test.setTimeout(90_000);
  cluster = await startTestCluster();
  // The hosts relay the live feed: only with the backend's relay token.
  const relayToken = randomBytes(24).toString('hex');
  backend = await startArenaServer({ ARENA_TRUSTED_PROXIES: '127.0.0.1', ARENA_LIVE_RELAY_TOKEN: relayToken }, 'api');
  // Same store, backend and telemetry secret: a report may reach the other host than its page.
  const shared = { ARENA_HOST_STORE: cluster.url, ARENA_API_URL: backend.url, ARENA_TELEMETRY_SECRET: randomBytes(24).toString('hex'), ARENA_LIVE_RELAY_TOKEN: relayToken };
  hostA = await startOpsServer(shared, 'host');
  hostB = await startOpsServer(shared, 'host');
});
test.afterAll(async () => {
  await Promise.all([hostA?.stop(), hostB?.stop()]);
  await backend?.stop();
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

test('a live price changed through host A reaches a player on host B within one tick, without a reload', async ({ browser, request }) => {
  const player = await browser.newContext({ baseURL: hostB.url });
  const page = await player.newPage();
  const live = (await games(page.request, 'section=live')).sort((x, y) => x.secondsOfPlay - y.secondsOfPlay)[0]!;
  const outcome = winnerOutcome(live);
  const force = async (coef: number) => {
    const forced = await request.post(`${hostA.url}/test-api/betting/game`, { data: { gameId: live.id, isBlocked: false, coefs: { [outcome.id]: coef } } });
    expect(forced.status()).toBe(200);
  };
  await force(2);
  await page.goto(gamePath(live));
  const button = page.getByTestId(`odds-${outcome.id}`);
  await expect(button).toHaveAttribute('data-coef', '2');

  await force(3.35);
  await expect(button).toHaveAttribute('data-coef', '3.35', { timeout: LIVE_TICK_MS + 2000 });
  await request.delete(`${hostA.url}/test-api/betting/overrides`);
  await player.close();
});
