import { afterAll, describe, expect, it } from 'vitest';
import { buildServer } from '../../build-app.ts';
import { readEnv } from '../../platform/env.ts';

describe('telemetry endpoint in the whole server (app.ts)', () => {
  const server = buildServer(readEnv({ ARENA_DB: ':memory:' }), false);
  afterAll(async () => (await server).close());

  it('is registered, answers 204 and keeps the security headers', async () => {
    const app = await server;
    const response = await app.inject({
      method: 'POST',
      url: '/telemetry-api/errors',
      headers: { 'content-type': 'text/plain;charset=UTF-8' },
      payload: JSON.stringify({ sessionId: 'abcdefgh12', mapVersion: 'unknown', kind: 'unhandled', message: 'boom' }),
    });
    expect(response.statusCode).toBe(204);
    expect(response.headers['content-security-policy']).toBeTruthy();
    const session = await app.inject({ method: 'POST', url: '/telemetry-api/sessions', payload: { sessionId: 'abcdefgh12', mapVersion: 'unknown' } });
    expect(session.statusCode).toBe(204);
  });
});
