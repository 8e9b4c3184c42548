import { randomBytes, randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { COHORT_COOKIE } from '../canary/cohort.ts';
import { createPageTokens, PAGE_TOKEN_COOKIE } from '../canary/page-token.ts';
import { createTelemetryGate, knownCanaryVersions } from '../canary/telemetry-gate.ts';
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
/** A host with the telemetry endpoint wired to its canary check and page tokens, as host-part.ts wires them. */
async function host(): Promise<FastifyInstance> {
  const telemetry = new TelemetryAggregator();
  const pageTokens = createPageTokens(randomBytes(32));
  const app = await ws.start({ telemetry, canaryPolicy: POLICY, pageTokens }, async (a) => {
    const gate = createTelemetryGate(pageTokens, () => knownCanaryVersions(a.deployService));
    await a.register(telemetryPlugin, { aggregator: telemetry, gate, onReport: () => void a.deployService?.checkCanary() });
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
    const setCookie = [page.headers['set-cookie']].flat().find((c) => String(c).startsWith(COHORT_COOKIE))!;
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

/** A player's page load from its own address: the version it runs and the page token it reports with. */
let addresses = 0;
interface Visit {
  version: string;
  headers: { cookie: string };
  remoteAddress: string;
  sessionId: string;
}
async function visit(app: FastifyInstance, wanted?: string): Promise<Visit> {
  for (;;) {
    addresses += 1;
    const remoteAddress = `10.${(addresses >> 16) & 255}.${(addresses >> 8) & 255}.${addresses & 255}`;
    const page = await app.inject({ url: '/ru/', headers: cookieOf(randomUUID()), remoteAddress });
    const token = [page.headers['set-cookie']].flat().find((c) => String(c).startsWith(`${PAGE_TOKEN_COOKIE}=`));
    const version = mapVersionOf(page.body)!;
    if (token && (!wanted || version === wanted)) return { version, headers: { cookie: String(token).split(';')[0]! }, remoteAddress, sessionId: `session-${addresses}` };
  }
}

/** A report from that page (its token cookie, its address). */
const report = (app: FastifyInstance, path: 'sessions' | 'errors', from: Visit, message = 'mount failed') =>
  app.inject({
    method: 'POST',
    url: `/telemetry-api/${path}`,
    headers: from.headers,
    remoteAddress: from.remoteAddress,
    payload: path === 'sessions' ? { sessionId: from.sessionId, mapVersion: from.version } : { sessionId: from.sessionId, mapVersion: from.version, kind: 'single-spa', app: '@arena/office', message },
  });

describe('canary: automatic abort', () => {

  it('aborts by itself when the canary error rate exceeds stable by the margin over the minimum of sessions, and says why', async () => {
    const app = await host();
    await startCanary(app);
    for (let i = 0; i < 20; i += 1) await report(app, 'sessions', await visit(app, '1'));
    // Below the minimum of sessions the canary keeps running, however bad.
    for (let i = 0; i < POLICY.minSessions - 1; i += 1) await report(app, 'errors', await visit(app, '1.canary-1'));
    expect((await app.inject({ url: '/ops-api/canary', headers: VIEWER })).json().running).toMatchObject({ candidate: { sessions: 9, sessionsWithErrors: 9 } });
    await report(app, 'errors', await visit(app, '1.canary-1'));
    await vi.waitFor(async () => expect((await app.inject({ url: '/ops-api/canary', headers: VIEWER })).json().running).toBeNull());
    const [canary] = (await app.inject({ url: '/ops-api/canary', headers: VIEWER })).json().recent;
    expect(canary.end).toMatchObject({ outcome: 'aborted', operator: 'system' });
    expect(canary.end.reason).toMatch(/canary error rate 100\.0 % \(10 of 10 sessions\) exceeds stable 0\.0 %/);
    expect(await officeServedTo(app, randomUUID())).toBe(ws.officeV1);
  });

  it('a healthy canary within the margin keeps running', async () => {
    const app = await host();
    await startCanary(app);
    const sessions = [];
    for (let i = 0; i < 20; i += 1) sessions.push(await visit(app, '1.canary-1'));
    for (const session of sessions) await report(app, 'sessions', session);
    await report(app, 'errors', sessions[0]!); // 5 %: within 10 points of stable's 0 %
    expect((await app.inject({ url: '/ops-api/canary', headers: VIEWER })).json().running).toMatchObject({ candidate: { sessions: 20, sessionsWithErrors: 1, errorRate: 0.05 } });
  });
});

describe('issue 29 finding 3: only real pages move a canary', () => {
  const forged = (app: FastifyInstance, path: 'sessions' | 'errors', mapVersion: string, i: number, cookie?: string) =>
    app.inject({
      method: 'POST',
      url: `/telemetry-api/${path}`,
      remoteAddress: `192.168.${i >> 8}.${i & 255}`,
      headers: cookie ? { cookie } : {},
      payload: path === 'sessions' ? { sessionId: `forged-session-${i}`, mapVersion } : { sessionId: `forged-session-${i}`, mapVersion, kind: 'runtime', message: 'forged' },
    });
  const running = async (app: FastifyInstance) => (await app.inject({ url: '/ops-api/canary', headers: VIEWER })).json().running;

  it('reports without a page token, with a forged or foreign one, or for made-up versions change no counter and abort nothing', async () => {
    const app = await host();
    await startCanary(app);
    for (let i = 0; i < 25; i += 1) await forged(app, 'errors', '1.canary-1', i);
    for (let i = 0; i < 20; i += 1) await forged(app, 'errors', '1', i);
    const real = await visit(app, '1.canary-1');
    const [payload] = real.headers.cookie.split('=')[1]!.split('.');
    const otherHostToken = createPageTokens(randomBytes(32)).issue('1.canary-1', 'canary');
    for (let i = 0; i < 5; i += 1) await forged(app, 'errors', '1.canary-1', 100 + i, `${PAGE_TOKEN_COOKIE}=${payload}.${'A'.repeat(43)}`);
    for (let i = 0; i < 5; i += 1) await forged(app, 'errors', '1.canary-1', 200 + i, `${PAGE_TOKEN_COOKIE}=${otherHostToken}`);
    // A real page's token names its own version: it cannot speak for another one.
    await forged(app, 'errors', '1', 300, real.headers.cookie);
    for (let i = 0; i < 210; i += 1) await forged(app, 'sessions', `made-up-${i}`, 400 + i, real.headers.cookie);
    const progress = await running(app);
    expect(progress).toMatchObject({ stable: { sessions: 0, sessionsWithErrors: 0 }, candidate: { sessions: 0, sessionsWithErrors: 0 } });
  });

  it('one page token counts as one session however often it reports, and one address adds at most 10 sessions per version', async () => {
    const app = await host();
    await startCanary(app);
    const page = await visit(app, '1.canary-1');
    for (let i = 0; i < 30; i += 1) await report(app, 'errors', page, `error ${i}`);
    // The same token speaking for other browser sessions is ignored.
    for (let i = 0; i < 5; i += 1) await report(app, 'errors', { ...page, sessionId: `invented-${i}` });
    expect(await running(app)).toMatchObject({ candidate: { sessions: 1, sessionsWithErrors: 1, errors: 20 } });
    // Fresh page loads, all from one address.
    for (let i = 0; i < 15; i += 1) {
      const again = await visit(app, '1.canary-1');
      await report(app, 'sessions', { ...again, remoteAddress: '172.16.0.1' });
    }
    expect((await running(app)).candidate.sessions).toBe(11);
  });

  it('50 broken sessions on a 50 % canary, each reporting once, abort it', async () => {
    const app = await host();
    await startCanary(app);
    for (let i = 0; i < 25; i += 1) await report(app, 'sessions', await visit(app, '1'));
    for (let i = 0; i < 25; i += 1) await report(app, 'errors', await visit(app, '1.canary-1'));
    await vi.waitFor(async () => expect(await running(app)).toBeNull());
  });
});
