/**
 * Issue 32, finding 8: production defaults. A page served by `npm start` without configuration ran
 * import-map overrides from http://localhost:* (and its CSP named localhost). Now overrides exist only where
 * ARENA_OVERRIDE_ORIGINS is configured (`npm run dev` configures the local servers).
 */
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
