/**
 * Issue 29, finding 7 on the PostgreSQL host store: environments keep their own history and canary in
 * the shared database (hosts on two "machines", one serving production, one staging), a promotion made
 * on one host reaches the other's players, hooks and their deliveries are shared, and a database from
 * before environments keeps its history as the primary environment's.
 */
import { createServer, type Server } from 'node:http';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startTestCluster, type TestCluster } from '../../platform/throwaway-pg-cluster.ts';
import { createOpsWorkspace, DEPLOYER, VIEWER, type OpsWorkspace } from '../deploy/ops-fixture.ts';
import { MIGRATIONS } from './pg-migrations.ts';
import { openPgHostStore, type PgHostStore } from './pg-host-store.ts';

const LIST = [
  { name: 'production', aliases: ['prod'] },
  { name: 'staging', aliases: ['stage'] },
];

let cluster: TestCluster;
beforeAll(async () => {
  cluster = await startTestCluster();
}, 60_000);
afterAll(() => cluster?.destroy());

const opened: PgHostStore[] = [];
const workspaces: OpsWorkspace[] = [];
const hosts: FastifyInstance[] = [];
const servers: Server[] = [];
beforeEach(async () => {
  const admin = new pg.Client({ connectionString: cluster.url });
  await admin.connect();
  await admin.query('DROP SCHEMA public CASCADE; CREATE SCHEMA public');
  await admin.end();
});
afterEach(async () => {
  await Promise.all(hosts.splice(0).map((h) => h.close()));
  await Promise.all(opened.splice(0).map((s) => s.close()));
  await Promise.all(servers.splice(0).map((s) => new Promise((resolve) => s.close(resolve))));
  workspaces.splice(0).forEach((w) => w.remove());
});

/** A host on its own machine serving `served`, sharing the cluster. */
async function host(served: string): Promise<FastifyInstance> {
  const ws = createOpsWorkspace();
  workspaces.push(ws);
  const store = await openPgHostStore(cluster.url, { log: () => undefined });
  opened.push(store);
  const app = await ws.start({ hostStore: store, telemetry: store.telemetry, environments: { list: LIST, served }, allowLocalHooks: true, hookRetryDelaysMs: [50] });
  hosts.push(app);
  return app;
}

const officeOn = async (app: FastifyInstance) => JSON.parse((await app.inject({ url: '/importmap.json' })).body).imports['@arena/office'] as string;

describe('environments on the PostgreSQL host store', () => {
  it('each environment has its own history and canary; a promotion on one host reaches the other host', async () => {
    const production = await host('production');
    const staging = await host('staging');
    const officeV1 = await officeOn(production);
    const officeV2 = workspaces[0]!.officeV2;

    const deployed = await production.inject({ method: 'PATCH', url: '/ops-api/importmap?env=staging', headers: { ...DEPLOYER, 'if-match': '"1"' }, payload: { changes: { '@arena/office': officeV2 }, reason: 'v2 on staging' } });
    expect(deployed.statusCode).toBe(200);
    await expect.poll(() => officeOn(staging), { timeout: 5000 }).toBe(officeV2);
    expect(await officeOn(production)).toBe(officeV1);
    const heads = async (app: FastifyInstance) => Promise.all(['production', 'staging'].map(async (env) => (await app.inject({ url: `/ops-api/importmap?env=${env}`, headers: VIEWER })).json().version as number));
    expect(await heads(staging)).toEqual([1, 2]);

    // A canary in staging does not stop production, and production's head moves on its own numbering.
    const canary = await staging.inject({ method: 'POST', url: '/ops-api/canary', headers: { ...DEPLOYER, 'if-match': '"2"' }, payload: { changes: { '@arena/office': officeV1 }, percent: 10, reason: 'back on staging?' } });
    expect(canary.statusCode).toBe(200);
    expect((await production.inject({ url: '/ops-api/canary', headers: VIEWER })).json().running).toBeNull();
    expect((await staging.inject({ method: 'POST', url: '/ops-api/canary/abort', headers: DEPLOYER, payload: { reason: 'no' } })).statusCode).toBe(200);

    const promoted = await staging.inject({ method: 'POST', url: '/ops-api/promote', headers: { ...DEPLOYER, 'if-match': '"1"' }, payload: { from: 'staging', to: 'prod', reason: 'good on staging' } });
    expect(promoted.statusCode).toBe(200);
    await expect.poll(() => officeOn(production), { timeout: 5000 }).toBe(officeV2);
    expect(await heads(production)).toEqual([2, 2]);
  });

  it('hooks registered on one host fire for changes made on another; deliveries are listed everywhere', async () => {
    const received: string[] = [];
    const server = createServer((request, response) => {
      request.resume();
      request.on('end', () => {
        received.push(String(request.headers['x-arena-event']));
        response.statusCode = 204;
        response.end();
      });
    });
    servers.push(server);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const address = server.address();
    const url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/hook`;

    const a = await host('production');
    const b = await host('staging');
    expect((await a.inject({ method: 'POST', url: '/ops-api/hooks', headers: DEPLOYER, payload: { url, secret: 'hook-secret-5a8d1f4g7h2j9k3l' } })).statusCode).toBe(201);
    expect((await b.inject({ url: '/ops-api/hooks', headers: VIEWER })).json().hooks).toHaveLength(1);
    await b.inject({ method: 'PATCH', url: '/ops-api/importmap', headers: { ...DEPLOYER, 'if-match': '"1"' }, payload: { changes: { '@arena/office': workspaces[1]!.officeV2 }, reason: 'v2 on staging' } });
    await expect.poll(() => received, { timeout: 5000 }).toEqual(['deploy']);
    await expect.poll(async () => (await a.inject({ url: '/ops-api/hooks/deliveries', headers: VIEWER })).json().deliveries, { timeout: 5000 }).toMatchObject([{ event: 'deploy', environment: 'staging', state: 'delivered', attempts: 1 }]);
  });

  it("a database from before environments keeps its versions and canaries as the primary environment's", async () => {
    const admin = new pg.Client({ connectionString: cluster.url });
    await admin.connect();
    await admin.query('CREATE TABLE host_schema_migrations (version integer PRIMARY KEY, name text NOT NULL, applied_at timestamptz NOT NULL DEFAULT now())');
    for (const migration of MIGRATIONS.filter((m) => m.version <= 3)) {
      await admin.query(migration.sql);
      await admin.query('INSERT INTO host_schema_migrations (version, name) VALUES ($1, $2)', [migration.version, migration.name]);
    }
    const ws = createOpsWorkspace();
    workspaces.push(ws);
    const map = { imports: { '@arena/root-config': '/dist/root-config/aaaaaaaaaaaa/index.js', '@arena/shell': '/dist/shell/bbbbbbbbbbbb/index.js', '@arena/office': ws.officeV2, react: '/dist/vendor/dddddddddddd/react.js' } };
    for (const [version, reason] of [[1, 'first'], [2, 'office v2 before environments']] as const) {
      await admin.query('INSERT INTO importmap_versions (version, record) VALUES ($1, $2::jsonb)', [version, JSON.stringify({ map, operator: 'anna', at: new Date().toISOString(), reason, changes: [] })]);
    }
    await admin.end();

    const production = await host('production');
    expect((await production.inject({ url: '/ops-api/importmap', headers: VIEWER })).json()).toMatchObject({ version: 2, reason: 'office v2 before environments' });
    expect((await production.inject({ url: '/ops-api/importmap?env=staging', headers: VIEWER })).json()).toMatchObject({ version: 1, operator: 'initial' });
  });
});
