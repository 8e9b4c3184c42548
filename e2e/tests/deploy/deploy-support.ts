/**
 * A server of its own for the deploy journeys: operator tokens configured (so /ops and /ops-api exist),
 * a canary abort policy small enough for a test (4 sessions, 20 points), its own import map copy.
 */
import { createHash } from 'node:crypto';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { test as base, type Browser, type BrowserContext } from '@playwright/test';
import { fakeDist } from '../../../server/src/host/fake-dist.ts';
import { ROOT, startArenaServer, type ArenaServer } from '../../support/arena-server.ts';

export const DEPLOYER_TOKEN = 'e2e-deployer-token-4n7b2v9c5x1z8m3q';
const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');

export function startOpsServer(extraEnv: Record<string, string> = {}, part: 'all' | 'host' = 'all'): Promise<ArenaServer> {
  return startArenaServer({
    ARENA_OPS_TOKENS: JSON.stringify([{ sha256: sha256(DEPLOYER_TOKEN), operator: 'e2e-operator', role: 'deployer' }]),
    ARENA_CANARY_MIN_SESSIONS: '4',
    ARENA_CANARY_MARGIN: '0.2',
    // Every visitor of a test run comes from 127.0.0.1: the per-address cap of canary sessions would stop the sample.
    ARENA_TELEMETRY_SESSIONS_PER_ADDRESS: '1000',
    ...extraEnv,
  }, part);
}

export const opsHeaders = { authorization: `Bearer ${DEPLOYER_TOKEN}` };

/** A fresh visitor: own cookies, so the host draws a new canary cohort for it. */
export const newVisitor = (browser: Browser, baseURL: string): Promise<BrowserContext> => browser.newContext({ baseURL });

/**
 * A deliberately broken build of @arena/betting in the real dist/: it loads and exports lifecycles (so
 * every check of the map passes), but its mount fails, as a bad release would. Removed by the returned undo.
 */
export function writeBrokenBettingBuild(): { url: string; remove: () => void } {
  const version = `b0rken${process.pid.toString(16).padStart(6, '0').slice(-6)}`;
  const url = fakeDist(join(ROOT, 'dist')).write(`betting/${version}/index.js`, {
    contents:
      'System.register([],function(e){return{execute:function(){e({bootstrap:function(){return Promise.resolve()},' +
      "mount:function(){return Promise.reject(new Error('deliberately broken build: mount fails'))},unmount:function(){return Promise.resolve()}})}}});",
  });
  return { url, remove: () => rmSync(join(ROOT, 'dist', 'betting', version), { recursive: true, force: true }) };
}

/** Playwright's test with one ops-enabled server per worker as `ops` and the base URL pointing at it. */
export const opsTest = base.extend<object, { ops: ArenaServer }>({
  ops: [
    async ({}, use) => {
      const server = await startOpsServer();
      await use(server);
      await server.stop();
    },
    { scope: 'worker', timeout: 60_000 },
  ],
  baseURL: async ({ ops }, use) => use(ops.url),
});
