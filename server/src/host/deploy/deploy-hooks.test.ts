/**
 * Issue 29, finding 7 (imd #150): deploy hooks. A local receiver gets a signed JSON body for every
 * deploy, rollback, canary start, promotion and abort; a failing receiver is retried with back-off; the
 * deliveries are listed through the API; hook URLs are validated and bad input never answers 500.
 */
import { createServer, type Server } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { hookUrlProblem, signBody } from './deploy-hooks.ts';
import { MAX_HOOKS } from './ops-hook-routes.ts';
import { createOpsWorkspace, DEPLOYER, VIEWER, type OpsWorkspace } from './ops-fixture.ts';

const SECRET = 'hook-secret-5a8d1f4g7h2j9k3l';

interface Received {
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/** A local receiver answering the statuses of `plan` in turn (then 204). */
function receiver(plan: number[] = []): Promise<{ url: string; received: Received[]; server: Server }> {
  const received: Received[] = [];
  const server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    request.on('end', () => {
      received.push({ headers: request.headers, body });
      response.statusCode = plan.shift() ?? 204;
      response.end();
    });
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      resolve({ url: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/hook`, received, server });
    }),
  );
}

let ws: OpsWorkspace;
const servers: Server[] = [];
beforeEach(() => {
  ws = createOpsWorkspace();
});
afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => new Promise((resolve) => s.close(resolve))));
  ws.remove();
});

const start = (allowLocalHooks = true) => ws.start({ allowLocalHooks, hookRetryDelaysMs: [50, 100, 200] });
const register = (host: FastifyInstance, payload: Record<string, unknown>) => host.inject({ method: 'POST', url: '/ops-api/hooks', headers: DEPLOYER, payload });
const deliveries = async (host: FastifyInstance) => (await host.inject({ url: '/ops-api/hooks/deliveries', headers: VIEWER })).json().deliveries as { event: string; state: string; attempts: number; lastStatus: number | null }[];

describe('deploy hooks', () => {
  it('every deploy, rollback, canary start, promotion and abort, and promotion between environments reaches the receiver, signed', async () => {
    const { url, received, server } = await receiver();
    servers.push(server);
    const host = await start();
    const registered = await register(host, { url, secret: SECRET });
    expect(registered.statusCode).toBe(201);
    expect(registered.json().hook).toMatchObject({ url, operator: 'anna', events: ['deploy', 'rollback', 'canary_start', 'canary_promote', 'canary_abort', 'promote'] });
    expect(JSON.stringify((await host.inject({ url: '/ops-api/hooks', headers: VIEWER })).json())).not.toContain(SECRET);

    const office = (to: string, version: number) =>
      host.inject({ method: 'PATCH', url: '/ops-api/importmap', headers: { ...DEPLOYER, 'if-match': `"${version}"` }, payload: { changes: { '@arena/office': to }, reason: `office ${to}` } });
    expect((await office(ws.officeV2, 1)).statusCode).toBe(200);
    expect((await host.inject({ method: 'POST', url: '/ops-api/rollback', headers: DEPLOYER, payload: { version: 1, reason: 'back' } })).statusCode).toBe(200);
    const canary = (version: number) => host.inject({ method: 'POST', url: '/ops-api/canary', headers: { ...DEPLOYER, 'if-match': `"${version}"` }, payload: { changes: { '@arena/office': ws.officeV2 }, percent: 10, reason: 'try' } });
    expect((await canary(3)).statusCode).toBe(200);
    expect((await host.inject({ method: 'POST', url: '/ops-api/canary/abort', headers: DEPLOYER, payload: { reason: 'no' } })).statusCode).toBe(200);
    expect((await canary(3)).statusCode).toBe(200);
    expect((await host.inject({ method: 'POST', url: '/ops-api/canary/promote', headers: DEPLOYER, payload: { reason: 'yes' } })).statusCode).toBe(200);
    expect((await host.inject({ method: 'POST', url: '/ops-api/promote', headers: DEPLOYER, payload: { from: 'production', to: 'staging', reason: 'staging follows' } })).statusCode).toBe(200);

    await expect.poll(() => received.length, { timeout: 5000 }).toBe(7);
    const bodies = received.map((r) => JSON.parse(r.body) as Record<string, unknown>);
    expect(bodies.map((b) => b.event).sort()).toEqual(['canary_abort', 'canary_promote', 'canary_start', 'canary_start', 'deploy', 'promote', 'rollback']);
    for (const { headers, body } of received) {
      expect(headers['x-arena-signature-256']).toBe(signBody(SECRET, body));
      expect(headers['content-type']).toBe('application/json');
      expect(headers['x-arena-event']).toBe(JSON.parse(body).event);
    }
    expect(bodies.find((b) => b.event === 'deploy')).toMatchObject({ environment: 'production', operator: 'anna', version: 2, changes: [{ specifier: '@arena/office', before: ws.officeV1, after: ws.officeV2 }] });
    expect(bodies.find((b) => b.event === 'promote')).toMatchObject({ environment: 'staging', from: { environment: 'production', version: 4 } });
    expect(bodies.find((b) => b.event === 'canary_promote')).toMatchObject({ canary: 2, version: 4 });
    await expect.poll(async () => (await deliveries(host)).filter((d) => d.state === 'delivered').length, { timeout: 5000 }).toBe(7);
    await host.close();
  });

  it('a failing receiver is retried with back-off; the deliveries say how it went', async () => {
    const { url, received, server } = await receiver([500, 503]);
    servers.push(server);
    const host = await start();
    await register(host, { url, secret: SECRET, events: ['deploy'] });
    await host.inject({ method: 'PATCH', url: '/ops-api/importmap', headers: { ...DEPLOYER, 'if-match': '"1"' }, payload: { changes: { '@arena/office': ws.officeV2 }, reason: 'v2' } });
    await expect.poll(() => received.length, { timeout: 5000 }).toBe(3);
    expect(new Set(received.map((r) => r.headers['x-arena-delivery'])).size).toBe(1); // one delivery, three attempts
    await expect.poll(async () => (await deliveries(host))[0], { timeout: 5000 }).toMatchObject({ event: 'deploy', state: 'delivered', attempts: 3, lastStatus: 204 });

    // A receiver that never answers well ends as failed after the last attempt.
    server.close();
    servers.splice(0);
    await host.inject({ method: 'POST', url: '/ops-api/rollback', headers: DEPLOYER, payload: { version: 1, reason: 'back' } });
    await host.inject({ method: 'PATCH', url: '/ops-api/importmap', headers: { ...DEPLOYER, 'if-match': '"3"' }, payload: { changes: { '@arena/office': ws.officeV2 }, reason: 'v2 again' } });
    await expect.poll(async () => (await deliveries(host))[0], { timeout: 5000 }).toMatchObject({ event: 'deploy', state: 'failed', attempts: 4, lastStatus: null });
    await host.close();
  });

  it('hook URLs are validated; bad input is a 4xx with a reason, never a 500', async () => {
    const host = await start(false);
    for (const url of ['http://localhost:9/hook', 'http://example.com/hook', 'ftp://example.com/x', 'not a url', 'https://user:pass@example.com/x', 'file:///etc/passwd']) {
      const refused = await register(host, { url, secret: SECRET });
      expect([refused.statusCode, refused.json().code]).toEqual([422, 'hook_url_refused']);
    }
    for (const payload of [{}, { url: 'https://hooks.example/x' }, { url: 'https://hooks.example/x', secret: 'short' }, { url: 'https://hooks.example/x', secret: SECRET, events: ['launch'] }, { url: 'https://hooks.example/x', secret: SECRET, events: [] }]) {
      expect((await register(host, payload)).statusCode).toBe(400);
    }
    expect((await host.inject({ method: 'POST', url: '/ops-api/hooks', headers: { ...DEPLOYER, 'content-type': 'application/json' }, payload: '{"url":' })).statusCode).toBe(400);
    expect((await host.inject({ method: 'POST', url: '/ops-api/hooks', headers: VIEWER, payload: { url: 'https://hooks.example/x', secret: SECRET } })).statusCode).toBe(403);
    const added = await register(host, { url: 'https://hooks.example/x', secret: SECRET });
    expect(added.statusCode).toBe(201);
    const id = added.json().hook.id as string;
    expect((await host.inject({ method: 'DELETE', url: `/ops-api/hooks/${id}`, headers: DEPLOYER })).statusCode).toBe(200);
    expect((await host.inject({ method: 'DELETE', url: `/ops-api/hooks/${id}`, headers: DEPLOYER })).json()).toMatchObject({ code: 'hook_not_found' });
    expect((await host.inject({ url: '/ops-api/hooks/deliveries?limit=0', headers: VIEWER })).statusCode).toBe(400);
    // A bounded list: every change calls every hook.
    for (let i = 0; i < MAX_HOOKS; i++) expect((await register(host, { url: `https://hooks.example/${i}`, secret: SECRET })).statusCode).toBe(201);
    const tooMany = await register(host, { url: 'https://hooks.example/one-more', secret: SECRET });
    expect([tooMany.statusCode, tooMany.json().message]).toEqual([422, `The hook URL was refused: at most ${MAX_HOOKS} hooks may be registered: remove one first`]);
    await host.close();
  });

  it('plain http is accepted only for this machine, and only where local receivers are allowed', () => {
    expect(hookUrlProblem('https://hooks.example/deploy', false)).toBeNull();
    expect(hookUrlProblem('http://127.0.0.1:8080/x', true)).toBeNull();
    expect(hookUrlProblem('http://127.0.0.1:8080/x', false)).toMatch(/only for a local receiver/);
    expect(hookUrlProblem('http://10.0.0.1/x', true)).toMatch(/must be https/);
  });
});
