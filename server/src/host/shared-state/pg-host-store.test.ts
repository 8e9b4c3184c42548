/**
 * The PostgreSQL host store against a real cluster (started for this file, as a non-root user, removed
 * after): two hosts = two host processes on two "machines" (each its own workspace and live file) and
 * one database. Never skipped: without PostgreSQL the cluster helper fails with a clear message.
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { readFileSync, writeFileSync } from 'node:fs';
import pg from 'pg';
import Fastify from 'fastify';
import { telemetryPlugin } from '../canary/telemetry-plugin.ts';
import { startTestCluster, type TestCluster } from '../../platform/throwaway-pg-cluster.ts';
import { createOpsWorkspace, DEPLOYER, type OpsWorkspace } from '../deploy/ops-fixture.ts';
import { errorRate } from '../canary/abort-decision.ts';
import { MIGRATIONS, migrate } from './pg-migrations.ts';
import { openPgHostStore, type PgHostStore } from './pg-host-store.ts';

let cluster: TestCluster;
beforeAll(async () => {
  cluster = await startTestCluster();
}, 60_000);
afterAll(() => cluster?.destroy());

const opened: PgHostStore[] = [];
const workspaces: OpsWorkspace[] = [];
const hosts: FastifyInstance[] = [];
const logged: string[] = [];
const openStore = async () => {
  const store = await openPgHostStore(cluster.url, { log: (m) => logged.push(m) });
  opened.push(store);
  return store;
};
beforeEach(async () => {
  // Each test starts from an empty database (the store migrates it again).
  const admin = new pg.Client({ connectionString: cluster.url });
  await admin.connect();
  await admin.query('DROP SCHEMA public CASCADE; CREATE SCHEMA public');
  await admin.end();
});
afterEach(async () => {
  if (!(await clusterUp())) cluster.start();
  await Promise.all(hosts.splice(0).map((h) => h.close()));
  await Promise.all(opened.splice(0).map((s) => s.close()));
  workspaces.splice(0).forEach((w) => w.remove());
});
async function clusterUp(): Promise<boolean> {
  const probe = new pg.Client({ connectionString: cluster.url });
  try {
    await probe.connect();
    await probe.end();
    return true;
  } catch {
    return false;
  }
}

/** A host on its own machine (workspace and live file), sharing the cluster. */
async function host(): Promise<{ app: FastifyInstance; ws: OpsWorkspace; store: PgHostStore }> {
  const ws = createOpsWorkspace();
  workspaces.push(ws);
  const store = await openStore();
  const app = await ws.start({ hostStore: store, telemetry: store.telemetry });
  hosts.push(app);
  return { app, ws, store };
}

const patch = (app: FastifyInstance, ifMatch: string, url: string, reason = 'office v2') =>
  app.inject({ method: 'PATCH', url: '/ops-api/importmap', headers: { ...DEPLOYER, 'if-match': ifMatch }, payload: { changes: { '@arena/office': url }, reason } });

describe('PostgreSQL host store', () => {
  it('migrations run once, in order, even when hosts start together', async () => {
    const [a, b, c] = await Promise.all([openStore(), openStore(), openStore()]);
    await Promise.all([migrate(a!.pool), migrate(b!.pool), migrate(c!.pool)]);
    const { rows } = await a!.pool.query<{ version: number }>('SELECT version FROM host_schema_migrations ORDER BY version');
    expect(rows.map((r) => r.version)).toEqual(MIGRATIONS.map((m) => m.version));
  });

  it('the store itself: 50 concurrent commits on version 1 from two stores → exactly one becomes version 2', async () => {
    const wsA = createOpsWorkspace();
    const wsB = createOpsWorkspace();
    workspaces.push(wsA, wsB);
    const [one, two] = [await (await openStore()).openDeploy(wsA.mapFile, 'production'), await (await openStore()).openDeploy(wsB.mapFile, 'production')];
    const base = await one!.store.head();
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, i) => (i % 2 ? one! : two!).store.commit(1, { map: { ...base.map, imports: { ...base.map.imports, '@arena/office': wsA.officeV2 } }, operator: `writer-${i}`, reason: 'race' })),
    );
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    for (const lost of results.filter((r) => !r.ok)) expect(lost.ok ? 0 : lost.current.version).toBe(2);
    expect((await two!.store.history()).map((v) => v.version)).toEqual([2, 1]);
    expect(readFileSync(results.some((r, i) => r.ok && i % 2) ? wsA.mapFile : wsB.mapFile, 'utf8')).toContain(wsA.officeV2);
  });

  it('a host hears of a version committed on another host at once (LISTEN/NOTIFY), without waiting for its refresh', async () => {
    const ws = createOpsWorkspace();
    workspaces.push(ws);
    const [writer, listener] = [await openStore(), await openStore()];
    let heard = 0;
    listener!.onStateChange(() => (heard += 1));
    const { store } = await writer!.openDeploy(ws.mapFile, 'production');
    const base = await store.head();
    expect((await store.commit(base.version, { map: { ...base.map, imports: { ...base.map.imports, '@arena/office': ws.officeV2 } }, operator: 'anna', reason: 'v2' })).ok).toBe(true);
    await expect.poll(() => heard).toBeGreaterThan(0);
  });

  it("a hand edit of one host's copy is not a version: the head is written back over it", async () => {
    const { app, ws } = await host();
    const edited = JSON.parse(readFileSync(ws.mapFile, 'utf8')) as { imports: Record<string, string> };
    writeFileSync(ws.mapFile, JSON.stringify({ ...edited, imports: { ...edited.imports, '@arena/office': ws.officeV2 } }));
    await expect.poll(() => JSON.parse(readFileSync(ws.mapFile, 'utf8')).imports['@arena/office'], { timeout: 8000 }).toBe(ws.officeV1);
    expect((await app.inject({ url: '/ops-api/importmap', headers: DEPLOYER })).headers.etag).toBe('"1"');
  });

  it('compare-and-swap across two hosts: 50 concurrent deploys with the same If-Match → 1 applied, 49 × 412; every host reads the new head next', async () => {
    const a = await host();
    const b = await host();
    const answers = await Promise.all(Array.from({ length: 50 }, (_, i) => patch(i % 2 === 0 ? a.app : b.app, '"1"', a.ws.officeV2, `racer ${i}`)));
    const statuses = answers.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 412)).toHaveLength(49);
    for (const loser of answers.filter((r) => r.statusCode === 412)) expect(loser.json()).toMatchObject({ code: 'version_stale', version: 2 });

    // Both hosts read version 2 on their next read; the history holds exactly two versions.
    for (const { app } of [a, b]) {
      const head = await app.inject({ url: '/ops-api/importmap', headers: DEPLOYER });
      expect(head.headers.etag).toBe('"2"');
      expect(head.json().map.imports['@arena/office']).toBe(a.ws.officeV2);
    }
    const history = await b.app.inject({ url: '/ops-api/history', headers: DEPLOYER });
    expect(history.json().versions.map((v: { version: number }) => v.version)).toEqual([2, 1]);

    // Host B's local copy follows the head and B serves the new map (its refresh, every 2 s).
    await expect.poll(() => readFileSync(b.ws.mapFile, 'utf8'), { timeout: 8000 }).toContain(a.ws.officeV2);
    await expect.poll(async () => JSON.parse((await b.app.inject({ url: '/importmap.json' })).body).imports['@arena/office'], { timeout: 8000 }).toBe(a.ws.officeV2);
  }, 30_000);

  it("a canary's error rate is the same whichever host got the report", async () => {
    const a = await host();
    const b = await host();
    // Sessions of the canary version: 6 reach host A (2 with errors), 4 reach host B (2 with errors, one of them also seen by A).
    for (let i = 0; i < 6; i++) a.store.telemetry.sessionStarted('1.canary-1', `s${i}`);
    a.store.telemetry.errorReported('1.canary-1', 's0', { kind: 'runtime', app: 'office', message: 'boom' });
    a.store.telemetry.errorReported('1.canary-1', 's1', { kind: 'runtime', app: 'office', message: 'boom' });
    for (let i = 6; i < 10; i++) b.store.telemetry.sessionStarted('1.canary-1', `s${i}`);
    b.store.telemetry.errorReported('1.canary-1', 's6', { kind: 'load', app: 'office', message: 'chunk' });
    b.store.telemetry.errorReported('1.canary-1', 's1', { kind: 'load', app: 'office', message: 'again' });
    await Promise.all([a.store.telemetry.settled(), b.store.telemetry.settled()]);
    await Promise.all([a.store.telemetry.pull(['1.canary-1']), b.store.telemetry.pull(['1.canary-1'])]);
    const seenByA = a.store.telemetry.countsFor('1.canary-1');
    const seenByB = b.store.telemetry.countsFor('1.canary-1');
    expect({ ...seenByA, recentErrors: [] }).toEqual({ sessions: 10, sessionsWithErrors: 3, errors: 4, serverRenderFallbacks: 0, recentErrors: [] });
    expect(errorRate(seenByB)).toBe(errorRate(seenByA));
    expect(errorRate(seenByA)).toBeCloseTo(0.3);
  }, 30_000);

  it('canaries are shared: one runs at a time on every host, and a promotion racing an abort on another host ends it once', async () => {
    const a = await host();
    const b = await host();
    const start = (app: FastifyInstance) =>
      app.inject({ method: 'POST', url: '/ops-api/canary', headers: { ...DEPLOYER, 'if-match': '"1"' }, payload: { changes: { '@arena/office': a.ws.officeV2 }, percent: 20, reason: 'office v2 to 20 %' } });
    const [first, second] = await Promise.all([start(a.app), start(b.app)]);
    expect([first!.statusCode, second!.statusCode].sort()).toEqual([200, 409]);
    expect((await b.app.inject({ url: '/ops-api/canary', headers: DEPLOYER })).json().running).toMatchObject({ canary: { id: 1, percent: 20, end: null } });
    expect((await patch(b.app, '"1"', a.ws.officeV2)).json().code).toBe('canary_running');

    const [promoted, aborted] = await Promise.all([
      a.app.inject({ method: 'POST', url: '/ops-api/canary/promote', headers: DEPLOYER, payload: { reason: 'looks good' } }),
      b.app.inject({ method: 'POST', url: '/ops-api/canary/abort', headers: DEPLOYER, payload: { reason: 'second thoughts' } }),
    ]);
    expect([promoted!.statusCode, aborted!.statusCode].sort()).toEqual([200, 409]);
    const head = (await b.app.inject({ url: '/ops-api/importmap', headers: DEPLOYER })).headers.etag;
    // A promotion is version 2 on every host; an abort leaves version 1.
    expect(head).toBe(promoted!.statusCode === 200 ? '"2"' : '"1"');
    expect((await a.app.inject({ url: '/ops-api/canary', headers: DEPLOYER })).json().running).toBeNull();
  }, 30_000);

  it('the ops token-guessing limit counts wrong tokens on every host together', async () => {
    const a = await host();
    const b = await host();
    const wrong = (app: FastifyInstance) => app.inject({ url: '/ops-api/importmap', headers: { authorization: 'Bearer not-a-token' }, remoteAddress: '203.0.113.9' });
    for (let i = 0; i < 20; i++) expect((await wrong(i % 2 === 0 ? a.app : b.app)).statusCode).toBe(401);
    const blocked = await wrong(a.app);
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect((await b.app.inject({ url: '/ops-api/importmap', headers: DEPLOYER, remoteAddress: '203.0.113.9' })).statusCode).toBe(429);
  }, 30_000);

  it("the telemetry endpoint's per-address limit counts reports on every host together", async () => {
    const limits = { sessions: { max: 6, windowMs: 60_000 }, errors: { max: 6, windowMs: 60_000 } };
    const endpoint = async () => {
      const store = await openStore();
      const app = Fastify({ logger: false });
      await app.register(telemetryPlugin, { aggregator: store.telemetry, limits, rateLimitStore: store.rateLimitStore });
      hosts.push(app);
      return app;
    };
    const [a, b] = [await endpoint(), await endpoint()];
    const report = (app: FastifyInstance, i: number) =>
      app.inject({ method: 'POST', url: '/telemetry-api/sessions', remoteAddress: '198.51.100.4', payload: { sessionId: `session-${String(i).padStart(8, '0')}`, mapVersion: '7' } });
    for (let i = 0; i < 6; i++) expect((await report(i % 2 ? a : b, i)).statusCode).toBe(204);
    const refused = await report(a, 6);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // Another address has its own window.
    expect((await b.inject({ method: 'POST', url: '/telemetry-api/sessions', remoteAddress: '198.51.100.5', payload: { sessionId: 'session-99999999', mapVersion: '7' } })).statusCode).toBe(204);
  }, 30_000);

  it('database down: deploys answer 503 with Retry-After and a clear message; pages and the map are still served; back up, deploys work again', async () => {
    const a = await host();
    cluster.stop();
    const refused = await patch(a.app, '"1"', a.ws.officeV2);
    expect(refused.statusCode).toBe(503);
    expect(refused.headers['retry-after']).toBe('5');
    expect(refused.json()).toEqual({ code: 'store_unavailable', message: expect.stringContaining('unreachable') });
    expect(refused.body).not.toContain('ECONNREFUSED');
    const map = await a.app.inject({ url: '/importmap.json' });
    expect(map.statusCode).toBe(200);
    expect(JSON.parse(map.body).imports['@arena/office']).toBe(a.ws.officeV1);
    expect((await a.app.inject({ url: '/ru/office' })).statusCode).toBe(200);

    cluster.start();
    await expect.poll(async () => (await patch(a.app, '"1"', a.ws.officeV2)).statusCode, { timeout: 10_000 }).toBe(200);
  }, 40_000);

  it('a host starts while PostgreSQL is down: it serves its last local map and pages, deploys answer 503 with Retry-After; the database back, it catches up', async () => {
    // The host ran before and followed version 2 into its local copy (the live file), then stopped.
    const first = await host();
    expect((await patch(first.app, '"1"', first.ws.officeV2)).statusCode).toBe(200);
    await first.app.close();
    cluster.stop();

    const store = await openStore(); // used to fail: the migration could not reach the database
    const app = await first.ws.start({ hostStore: store, telemetry: store.telemetry });
    hosts.push(app);
    expect(JSON.parse((await app.inject({ url: '/importmap.json' })).body).imports['@arena/office']).toBe(first.ws.officeV2);
    expect((await app.inject({ url: '/ru/office' })).statusCode).toBe(200);
    const refused = await patch(app, '"2"', first.ws.officeV1, 'back to v1');
    expect(refused.statusCode).toBe(503);
    expect(refused.headers['retry-after']).toBe('5');
    expect(refused.json()).toMatchObject({ code: 'store_unavailable' });

    // Back up: another host deploys version 3, and this host follows it without a restart.
    cluster.start();
    const other = await host();
    expect((await patch(other.app, '"2"', first.ws.officeV1, 'back to v1')).statusCode).toBe(200);
    await expect.poll(async () => JSON.parse((await app.inject({ url: '/importmap.json' })).body).imports['@arena/office'], { timeout: 10_000 }).toBe(first.ws.officeV1);
    expect((await app.inject({ url: '/ops-api/importmap', headers: DEPLOYER })).headers.etag).toBe('"3"');
  }, 40_000);
});
