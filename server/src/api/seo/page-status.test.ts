import Fastify, { type FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { readEnv } from '../../platform/env.ts';
import { apiPlugin } from '../index.ts';

/** What the host is told about a page path: the site facts' status (GET /site-api/page-facts, platform/site-facts.ts). */
async function pageStatusFor(app: FastifyInstance, path: string) {
  const response = await app.inject({ url: `/site-api/page-facts?path=${encodeURIComponent(path)}` });
  expect(response.statusCode).toBe(200);
  return (JSON.parse(response.body) as { status: number; redirect: { location: string; status: number } | null }).status;
}

describe('page status for the host (index.html of content URLs)', () => {
  it('404 for a content URL with an unknown slug or category, 200 for known items and every other page', async () => {
    const env = readEnv({ ARENA_DB: ':memory:' });
    const app = Fastify({ logger: false });
    await app.register(apiPlugin, { env });
    await app.ready();
    expect(await pageStatusFor(app, '/ru/blog/how-odds-work')).toBe(200);
    expect(await pageStatusFor(app, '/en/blog/how-odds-work/')).toBe(200);
    expect(await pageStatusFor(app, '/ru/blog/no-such-article')).toBe(404);
    expect(await pageStatusFor(app, '/ru/news/no-such-news')).toBe(404);
    expect(await pageStatusFor(app, '/ru/blog/categories/cooking')).toBe(404);
    expect(await pageStatusFor(app, '/ru/news')).toBe(200);
    expect(await pageStatusFor(app, '/ru/live')).toBe(200);
    expect(await pageStatusFor(app, '/ru/some/unknown/page')).toBe(200);
    await app.close();
  });

  it('404 for a cyber discipline that does not exist (the footer once linked cyber/real/dota-2; the slug is dota2)', async () => {
    const app = Fastify({ logger: false });
    await app.register(apiPlugin, { env: readEnv({ ARENA_DB: ':memory:' }) });
    await app.ready();
    expect(await pageStatusFor(app, '/ru/cyber/real/dota-2')).toBe(404);
    expect(await pageStatusFor(app, '/ru/esports/virtual/cs2')).toBe(404);
    expect(await pageStatusFor(app, '/ru/cyber/real/dota2')).toBe(200);
    expect(await pageStatusFor(app, '/ru/cyber/stream/virtual-cs2')).toBe(200);
    expect(await pageStatusFor(app, '/ru/cyber/real')).toBe(200);
    await app.close();
  });
});
