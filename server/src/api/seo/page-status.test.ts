import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { readEnv } from '../../platform/env.ts';
import { apiPlugin } from '../index.ts';
import { pageStatusFor } from './page-status.ts';

describe('page status for the host (index.html of content URLs)', () => {
  it('404 for a content URL with an unknown slug or category, 200 for known items and every other page', async () => {
    const env = readEnv({ ARENA_DB: ':memory:' });
    const app = Fastify({ logger: false });
    await app.register(apiPlugin, { env });
    await app.ready();
    expect(pageStatusFor(env, '/ru/blog/how-odds-work')).toBe(200);
    expect(pageStatusFor(env, '/en/blog/how-odds-work/')).toBe(200);
    expect(pageStatusFor(env, '/ru/blog/no-such-article')).toBe(404);
    expect(pageStatusFor(env, '/ru/news/no-such-news')).toBe(404);
    expect(pageStatusFor(env, '/ru/blog/categories/cooking')).toBe(404);
    expect(pageStatusFor(env, '/ru/news')).toBe(200);
    expect(pageStatusFor(env, '/ru/live')).toBe(200);
    expect(pageStatusFor(env, '/ru/some/unknown/page')).toBe(200);
    await app.close();
  });
});
