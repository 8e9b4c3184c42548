/**
 * The host apart from the backend (`npm run host` + `npm run api`): the host reads the site facts over HTTP
 * and forwards the backend's paths to ARENA_API_URL; with the backend gone, its calls fail (5xx) while
 * pages are still served. And no host route lies under a backend prefix (api/backend-paths.test.ts checks
 * the other side), so forwarding by prefix never hides a host route.
 */
import { createServer } from 'node:net';
import Fastify, { type FastifyInstance, type RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer } from '../build-app.ts';
import { processWorkspace } from '../process-test-support.ts';
import { isBackendPath } from '../platform/backend-paths.ts';
import { readEnv } from '../platform/env.ts';
import { platformPlugin } from '../platform/platform-plugin.ts';
import { SITE_FACTS } from '../platform/site-facts.ts';
import { hostPart, hostSecurityHeaders } from './host-part.ts';

/** The host needs a built import map: a copy of the checkout's (built first when there is none). */
let importMapFile = '';
beforeAll(async () => {
  importMapFile = (await processWorkspace()).importMapFile;
}, 300_000);
const hostEnv = (extra: Record<string, string> = {}) => readEnv({ ARENA_DB: ':memory:', ARENA_IMPORTMAP: importMapFile, ...extra });

/** A port nothing listens on (taken, then released). */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

describe('the host and the backend as two servers', () => {
  let api: FastifyInstance;
  let host: FastifyInstance;
  let hostUrl: string;

  beforeAll(async () => {
    const env = readEnv({ ARENA_DB: ':memory:', ARENA_TEST_CONTROLS: '1', LOG_LEVEL: 'warn' });
    api = await buildServer(env, false, 'api');
    const apiUrl = await api.listen({ port: 0, host: '127.0.0.1' });
    host = await buildServer(hostEnv({ ARENA_API_URL: apiUrl }), false, 'host');
    hostUrl = await host.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await host?.close();
    await api?.close();
  });

  it('forwards the backend calls (with their cookies) and answers an unknown backend path 404 not_found', async () => {
    const session = await fetch(`${hostUrl}/web-api/session`);
    expect(session.status).toBe(200);
    expect(await session.json()).toEqual({ ok: true });
    // The host's security headers are on forwarded answers too.
    expect(session.headers.get('x-content-type-options')).toBe('nosniff');
    const token = await fetch(`${hostUrl}/web-api/user/gettoken?force_refresh=true`);
    expect(token.status).toBe(200);
    expect(token.headers.get('set-cookie')).toMatch(/user_token=/);
    const unknown = await fetch(`${hostUrl}/web-api/no-such-call`);
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toMatchObject({ code: 'not_found' });
  });

  it('takes page redirects and content statuses from the backend over HTTP', async () => {
    const redirect = await fetch(`${hostUrl}/ru/bonus/slot_first_deposit?x=1`, { redirect: 'manual' });
    expect(redirect.status).toBe(301);
    expect(redirect.headers.get('location')).toBe('/ru/casino/slot-first-deposit?x=1');
    expect((await fetch(`${hostUrl}/ru/blog/no-such-article`)).status).toBe(404);
    expect((await fetch(`${hostUrl}/ru/blog/how-odds-work`)).status).toBe(200);
  });

  it("writes the page's head from the backend's answer over HTTP (issue 26)", async () => {
    const html = await (await fetch(`${hostUrl}/en/blog/how-odds-work`)).text();
    expect(html).toContain('<title>How bookmaker odds work — probability and margin — Arena</title>');
    expect(html).toContain(`<link rel="canonical" href="${hostUrl}/en/blog/how-odds-work" data-arena-seo>`);
    expect(html).toContain('<script type="application/ld+json" data-arena-seo>');
    const unknown = await fetch(`${hostUrl}/ru/no-such-page-xyz`);
    expect(unknown.status).toBe(404);
    expect(await unknown.text()).toContain('<meta name="robots" content="noindex, nofollow" data-arena-seo>');
  });

  it('the backend answers the site facts with their schema (and refuses a path that is not one)', async () => {
    const facts = await fetch(`${hostUrl}/site-api/page-facts?path=${encodeURIComponent('/ru/promo/cashback')}`);
    expect(await facts.json()).toEqual({ status: 200, redirect: { location: '/ru/promotions/cashback', status: 301 } });
    expect((await fetch(`${hostUrl}/site-api/page-facts?path=no-slash`)).status).toBe(400);
    const languages = (await (await fetch(`${hostUrl}/site-api/interface-languages`)).json()) as { languages: string[] };
    expect(languages.languages).toEqual(expect.arrayContaining(['ru', 'en']));
    const head = await fetch(`${hostUrl}/site-api/page-head?path=${encodeURIComponent('/ua/live')}&lang=ua&origin=${encodeURIComponent('https://arena.example')}`);
    expect(await head.json()).toMatchObject({ facts: { status: 200, redirect: null }, routeId: 'betting-section', routeTitle: expect.any(String), seo: { title: 'Лайв — ставки під час гри' } });
    expect((await fetch(`${hostUrl}/site-api/page-head?path=/ru/&lang=ru&origin=${encodeURIComponent('https://a.example/x?y')}`)).status).toBe(400);
  });
});

describe('the host with its backend unreachable', () => {
  it('fails the backend calls with a 5xx and still serves pages', async () => {
    const host = await buildServer(hostEnv({ ARENA_API_URL: `http://127.0.0.1:${await closedPort()}` }), false, 'host');
    try {
      const call = await host.inject({ url: '/web-api/session' });
      expect(call.statusCode).toBeGreaterThanOrEqual(500);
      const page = await host.inject({ url: '/ru/bonus/slot_first_deposit' });
      expect(page.statusCode).toBe(200);
      // Without its SEO data the page keeps the generic head.
      expect(page.body).toContain('<title>Arena — sports betting and casino</title>');
    } finally {
      await host.close();
    }
  });
});

describe('host routes', () => {
  it('none lies under a backend prefix', async () => {
    const app = Fastify({ logger: false });
    const urls: string[] = [];
    app.addHook('onRoute', (route: RouteOptions) => void urls.push(route.url));
    await app.register(platformPlugin, { env: hostEnv() });
    await app.register(hostSecurityHeaders);
    await app.register(
      fp(async (scope) => {
        scope.decorate(SITE_FACTS, { pageFacts: () => ({ status: 200, redirect: null }), interfaceLanguages: () => ['ru'], pageHead: () => Promise.reject(new Error('unused')) });
      }),
    );
    await app.register(hostPart);
    await app.ready();
    expect(urls).toContain('/importmap.json');
    expect(urls.filter((url) => isBackendPath(url))).toEqual([]);
    await app.close();
  });

  it('the host part refuses to start without the site facts', async () => {
    const app = Fastify({ logger: false });
    await app.register(platformPlugin, { env: hostEnv() });
    await app.register(hostSecurityHeaders);
    await expect(app.register(hostPart).ready()).rejects.toThrow(/siteFacts/);
    await app.close();
  });
});
