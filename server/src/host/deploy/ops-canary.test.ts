import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { COHORT_COOKIE } from '../canary/cohort.ts';
import { TelemetryAggregator } from '../canary/telemetry-aggregator.ts';
import { telemetryPlugin } from '../canary/telemetry-plugin.ts';
import { createOpsWorkspace, DEPLOYER, VIEWER, type OpsWorkspace } from './ops-fixture.ts';

let ws: OpsWorkspace;
const hosts: FastifyInstance[] = [];
beforeEach(() => {
  ws = createOpsWorkspace();
});
afterEach(async () => {
  await Promise.all(hosts.splice(0).map((h) => h.close()));
  ws.remove();
});

const POLICY = { minSessions: 10, margin: 0.1 };
/** A host with the telemetry endpoint wired to its canary check, as app.ts wires them. */
async function host(): Promise<FastifyInstance> {
  const telemetry = new TelemetryAggregator();
  const app = await ws.start({ telemetry, canaryPolicy: POLICY }, async (a) => {
    await a.register(telemetryPlugin, { aggregator: telemetry, onReport: () => void a.deployService?.checkCanary() });
  });
  hosts.push(app);
  return app;
}

const startCanary = (app: FastifyInstance, percent = 50, ifMatch = '"1"') =>
  app.inject({ method: 'POST', url: '/ops-api/canary', headers: { ...DEPLOYER, 'if-match': ifMatch }, payload: { changes: { '@arena/office': ws.officeV2 }, percent, reason: 'new office, 50 % first' } });
const cookieOf = (cohort: string) => ({ cookie: `${COHORT_COOKIE}=${cohort}` });
const officeServedTo = async (app: FastifyInstance, cohort: string) => JSON.parse((await app.inject({ url: '/importmap.json', headers: cookieOf(cohort) })).body).imports['@arena/office'] as string;
const mapVersionOf = (html: string) => /<meta name="arena-map-version" content="([^"]+)">/.exec(html)?.[1];

describe('canary: serving', () => {
  it('a running canary serves its map to a sticky share of visitors, tagged with its own version', async () => {
    const app = await host();
    const started = await startCanary(app);
    expect(started.statusCode).toBe(200);
    expect(started.json().canary).toMatchObject({ id: 1, baseVersion: 1, percent: 50, operator: 'anna', end: null, changes: [{ specifier: '@arena/office', before: ws.officeV1, after: ws.officeV2 }] });

    const cohorts = Array.from({ length: 200 }, () => randomUUID());
    const served = await Promise.all(cohorts.map((c) => officeServedTo(app, c)));
    const inCanary = served.filter((url) => url === ws.officeV2).length;
    expect(inCanary).toBeGreaterThan(60); // 50 % of 200, far from both ends
    expect(inCanary).toBeLessThan(140);
    // Sticky: the same visitor gets the same map on every load.
    for (const [i, cohort] of cohorts.slice(0, 20).entries()) expect(await officeServedTo(app, cohort)).toBe(served[i]);

    // The page carries the version its telemetry is tagged with; the answer varies by cookie.
    const canaryCohort = cohorts[served.indexOf(ws.officeV2)]!;
    const stableCohort = cohorts[served.indexOf(ws.officeV1)]!;
    const canaryPage = await app.inject({ url: '/ru/office', headers: cookieOf(canaryCohort) });
    expect(mapVersionOf(canaryPage.body)).toBe('1.canary-1');
    expect(canaryPage.headers.vary).toContain('Cookie');
    expect(mapVersionOf((await app.inject({ url: '/ru/office', headers: cookieOf(stableCohort) })).body)).toBe('1');
  });

  it('a first visit gets its cohort cookie with the page, and the map request then follows it', async () => {
    const app = await host();
    await startCanary(app, 99);
    const page = await app.inject({ url: '/ru/' });
    const setCookie = String(page.headers['set-cookie']);
    expect(setCookie).toMatch(new RegExp(`^${COHORT_COOKIE}=[0-9a-f-]{36};`));
    expect(setCookie).toContain('HttpOnly');
    const cohort = setCookie.split(';')[0]!.split('=')[1]!;
    const version = mapVersionOf(page.body);
    expect(await officeServedTo(app, cohort)).toBe(version === '1.canary-1' ? ws.officeV2 : ws.officeV1);
    // Without a canary, no cookie is issued and pages do not vary.
    await app.inject({ method: 'POST', url: '/ops-api/canary/abort', headers: DEPLOYER, payload: { reason: 'done' } });
    const after = await app.inject({ url: '/ru/' });
    expect(after.headers['set-cookie']).toBeUndefined();
    expect(after.headers.vary ?? '').not.toContain('Cookie');
  });
});

describe('canary: operator actions', () => {
  it('only deployers start canaries; one at a time; the stable map cannot change under it', async () => {
    const app = await host();
    const viewer = await app.inject({ method: 'POST', url: '/ops-api/canary', headers: { ...VIEWER, 'if-match': '"1"' }, payload: { changes: { '@arena/office': ws.officeV2 }, percent: 5, reason: 'x' } });
    expect(viewer.statusCode).toBe(403);
    expect((await app.inject({ method: 'POST', url: '/ops-api/canary', headers: DEPLOYER, payload: { changes: { '@arena/office': ws.officeV2 }, percent: 5, reason: 'x' } })).statusCode).toBe(428);
    expect((await startCanary(app, 50, '"7"')).statusCode).toBe(412);
    expect((await startCanary(app, 0)).statusCode).toBe(400);
    expect((await startCanary(app)).statusCode).toBe(200);
    expect((await startCanary(app)).json()).toMatchObject({ code: 'canary_running' });
    const patch = await app.inject({ method: 'PATCH', url: '/ops-api/importmap', headers: { ...DEPLOYER, 'if-match': '"1"' }, payload: { changes: { '@arena/office': ws.officeV2 }, reason: 'bypass' } });
    expect(patch.statusCode).toBe(409);
    const rollback = await app.inject({ method: 'POST', url: '/ops-api/rollback', headers: DEPLOYER, payload: { version: 1, reason: 'bypass' } });
    expect(rollback.statusCode).toBe(409);
  });

  it('a refused candidate map never starts (the shared validation, 422)', async () => {
    const app = await host();
    const bad = await app.inject({ method: 'POST', url: '/ops-api/canary', headers: { ...DEPLOYER, 'if-match': '"1"' }, payload: { changes: { '@arena/office': '/dist/office/ffffffffffff/index.js' }, percent: 10, reason: 'missing build' } });
    expect(bad.statusCode).toBe(422);
    expect((await app.inject({ url: '/ops-api/canary', headers: VIEWER })).json().running).toBeNull();
  });

  it('promote makes the canary map the live version for everyone; the canary records how it ended', async () => {
    const app = await host();
    await startCanary(app);
    const promoted = await app.inject({ method: 'POST', url: '/ops-api/canary/promote', headers: DEPLOYER, payload: { reason: 'error rate fine' } });
    expect(promoted.statusCode).toBe(200);
    expect(promoted.json().canary.end).toMatchObject({ outcome: 'promoted', operator: 'anna', version: 2 });
    const head = (await app.inject({ url: '/ops-api/importmap', headers: VIEWER })).json();
    expect(head).toMatchObject({ version: 2, operator: 'anna', changes: [{ specifier: '@arena/office', after: ws.officeV2 }] });
    for (let i = 0; i < 10; i += 1) expect(await officeServedTo(app, randomUUID())).toBe(ws.officeV2);
    expect((await app.inject({ method: 'POST', url: '/ops-api/canary/promote', headers: DEPLOYER, payload: { reason: 'again' } })).statusCode).toBe(409);
  });

  it('abort returns everyone to the stable map and changes no version', async () => {
    const app = await host();
    await startCanary(app, 99);
    const aborted = await app.inject({ method: 'POST', url: '/ops-api/canary/abort', headers: DEPLOYER, payload: { reason: 'looks wrong' } });
    expect(aborted.json().canary.end).toMatchObject({ outcome: 'aborted', operator: 'anna', reason: 'looks wrong' });
    for (let i = 0; i < 10; i += 1) expect(await officeServedTo(app, randomUUID())).toBe(ws.officeV1);
    expect((await app.inject({ url: '/ops-api/history', headers: VIEWER })).json().versions).toHaveLength(1);
  });

  it('a canary started through one host process is served by another sharing the store', async () => {
    const first = await host();
    const second = await host();
    await startCanary(first, 99);
    const cohorts = Array.from({ length: 30 }, () => randomUUID());
    await vi.waitFor(async () => expect((await Promise.all(cohorts.map((c) => officeServedTo(second, c)))).filter((u) => u === ws.officeV2).length).toBeGreaterThan(20), { timeout: 5000, interval: 200 });
  });
});

describe('canary: automatic abort', () => {
  const report = (app: FastifyInstance, path: 'sessions' | 'errors', sessionId: string, mapVersion: string) =>
    app.inject({ method: 'POST', url: `/telemetry-api/${path}`, payload: path === 'sessions' ? { sessionId, mapVersion } : { sessionId, mapVersion, kind: 'single-spa', app: '@arena/office', message: 'mount failed' } });

  it('aborts by itself when the canary error rate exceeds stable by the margin over the minimum of sessions, and says why', async () => {
    const app = await host();
    await startCanary(app);
    for (let i = 0; i < 20; i += 1) await report(app, 'sessions', `stable-session-${i}`, '1');
    // Below the minimum of sessions the canary keeps running, however bad.
    for (let i = 0; i < POLICY.minSessions - 1; i += 1) await report(app, 'errors', `canary-session-${i}`, '1.canary-1');
    expect((await app.inject({ url: '/ops-api/canary', headers: VIEWER })).json().running).toMatchObject({ candidate: { sessions: 9, sessionsWithErrors: 9 } });
    await report(app, 'errors', 'canary-session-last', '1.canary-1');
    await vi.waitFor(async () => expect((await app.inject({ url: '/ops-api/canary', headers: VIEWER })).json().running).toBeNull());
    const [canary] = (await app.inject({ url: '/ops-api/canary', headers: VIEWER })).json().recent;
    expect(canary.end).toMatchObject({ outcome: 'aborted', operator: 'system' });
    expect(canary.end.reason).toMatch(/canary error rate 100\.0 % \(10 of 10 sessions\) exceeds stable 0\.0 %/);
    expect(await officeServedTo(app, randomUUID())).toBe(ws.officeV1);
  });

  it('a healthy canary within the margin keeps running', async () => {
    const app = await host();
    await startCanary(app);
    for (let i = 0; i < 20; i += 1) await report(app, 'sessions', `canary-${i}`, '1.canary-1');
    await report(app, 'errors', 'canary-0', '1.canary-1'); // 5 %: within 10 points of stable's 0 %
    expect((await app.inject({ url: '/ops-api/canary', headers: VIEWER })).json().running).toMatchObject({ candidate: { sessions: 20, sessionsWithErrors: 1, errorRate: 0.05 } });
  });
});
