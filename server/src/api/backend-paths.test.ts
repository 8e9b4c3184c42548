/**
 * The host forwards exactly platform/backend-paths.ts's prefixes to a backend that runs apart: every route
 * of the backend (test controls included) must lie under one of them, or it would be unreachable through
 * the host. host/host-parts.test.ts checks the other side (no host route lies under one).
 */
import Fastify, { type RouteOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import { BACKEND_PREFIXES, isBackendPath } from '../platform/backend-paths.ts';
import { readEnv } from '../platform/env.ts';
import { apiPlugin } from './index.ts';

describe('backend paths', () => {
  it('every backend route is under a prefix the host forwards, and every prefix has a route', async () => {
    const app = Fastify({ logger: false });
    const urls: string[] = [];
    app.addHook('onRoute', (route: RouteOptions) => void urls.push(route.url));
    await app.register(apiPlugin, { env: readEnv({ ARENA_DB: ':memory:', ARENA_TEST_CONTROLS: '1' }) });
    await app.ready();
    expect(urls.length).toBeGreaterThan(40);
    expect(urls.filter((url) => !isBackendPath(url))).toEqual([]);
    expect(BACKEND_PREFIXES.filter((prefix) => !urls.some((url) => url === prefix || url.startsWith(`${prefix}/`)))).toEqual([]);
    await app.close();
  });

  it('a prefix is a whole path segment', () => {
    expect(isBackendPath('/web-api/session')).toBe(true);
    expect(isBackendPath('/web-api')).toBe(true);
    expect(isBackendPath('/web-apis/x')).toBe(false);
    expect(isBackendPath('/fingerprint/fp.js')).toBe(true);
    expect(isBackendPath('/fingerprints')).toBe(false);
    expect(isBackendPath('/ru/web-api/session')).toBe(false);
  });
});
