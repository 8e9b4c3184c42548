/**
 * Issue 32, finding 8: production defaults. A page served by `npm start` without configuration ran
 * import-map overrides from http://localhost:* (and its CSP named localhost), and the sitemap, robots.txt
 * and JSON-LD took their URLs from the request's Host header. Now overrides exist only where
 * ARENA_OVERRIDE_ORIGINS is configured (`npm run dev` configures the local servers), and public URLs come
 * from ARENA_PUBLIC_ORIGIN, else from the origin the server listens on.
 */
import { get } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildServer } from './build-app.ts';
import { LOCAL_OVERRIDE_ORIGINS, readEnv } from './platform/env.ts';
import { processWorkspace } from './process-test-support.ts';

let importMapFile = '';
beforeAll(async () => {
  importMapFile = (await processWorkspace()).importMapFile;
}, 300_000);

let app: FastifyInstance | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});
const production = (extra: Record<string, string> = {}) => readEnv({ ARENA_DB: ':memory:', ARENA_IMPORTMAP: importMapFile, NODE_ENV: 'production', ...extra });

describe('developer overrides', () => {
  it('are off by default: no override origin, the page switches import-map-overrides off, the CSP names no localhost', async () => {
    expect(readEnv({}).overrideOrigins).toEqual([]);
    app = await buildServer(production(), false);
    const page = await app.inject({ url: '/ru/' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-security-policy']).not.toMatch(/localhost|127\.0\.0\.1/);
    expect(page.body).toContain('<meta name="import-map-overrides-domains" content="denylist:*">');
  });

  it('work from the origins an operator configures, and `npm run dev` configures the local servers', async () => {
    expect(readEnv({ ARENA_OVERRIDE_ORIGINS: LOCAL_OVERRIDE_ORIGINS }).overrideOrigins).toEqual(['http://localhost:*', 'http://127.0.0.1:*']);
    app = await buildServer(production({ ARENA_OVERRIDE_ORIGINS: 'http://127.0.0.1:9001' }), false);
    const page = await app.inject({ url: '/ru/' });
    expect(page.headers['content-security-policy']).toMatch(/script-src 'self' http:\/\/127\.0\.0\.1:9001/);
    expect(page.body).not.toContain('import-map-overrides-domains');
  });
});

describe('public URLs', () => {
  it('ARENA_PUBLIC_ORIGIN must be an origin; a trailing slash is dropped, a path or another scheme stops the start', () => {
    expect(readEnv({ ARENA_PUBLIC_ORIGIN: 'https://arena.example/' }).publicOrigin).toBe('https://arena.example');
    expect(readEnv({}).publicOrigin).toBeNull();
    for (const bad of ['arena.example', 'https://arena.example/ru', 'ftp://arena.example', 'https://arena.example?x=1']) {
      expect(() => readEnv({ ARENA_PUBLIC_ORIGIN: bad }), bad).toThrow(/ARENA_PUBLIC_ORIGIN/);
    }
  });

  it('come from the configured origin whatever Host the request names (sitemap, robots.txt, JSON-LD)', async () => {
    app = await buildServer(production({ ARENA_PUBLIC_ORIGIN: 'https://arena.example' }), false);
    const hostile = { host: 'evil.example' };
    expect((await app.inject({ url: '/robots.txt', headers: hostile })).body).toContain('Sitemap: https://arena.example/sitemap.xml');
    const sitemap = (await app.inject({ url: '/sitemap.xml', headers: hostile })).body;
    expect(sitemap).toContain('<loc>https://arena.example/ru');
    expect(sitemap).not.toContain('evil.example');
    const seo = (await app.inject({ url: '/seo-api/page-data?path=/en/blog/how-odds-work&lang=en', headers: hostile })).json<{ jsonLd: string[] }>();
    expect(seo.jsonLd.join('')).toContain('https://arena.example/en/blog/how-odds-work');
    expect(seo.jsonLd.join('')).not.toContain('evil.example');
  });

  it('without one configured, come from the origin the server listens on, not from Host', async () => {
    app = await buildServer(production(), false);
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    const robots = await new Promise<string>((resolve, reject) => {
      get(`${address}/robots.txt`, { headers: { host: 'evil.example' } }, (response) => {
        let text = '';
        response.on('data', (chunk: Buffer) => (text += chunk.toString()));
        response.on('end', () => resolve(text));
      }).once('error', reject);
    });
    expect(robots).toContain(`Sitemap: ${address}/sitemap.xml`);
  });
});
