import Fastify from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { decideCanaryAbort } from './abort-decision.ts';
import { TelemetryAggregator } from './telemetry-aggregator.ts';
import { MESSAGE_KEEP, telemetryPlugin, type TelemetryPluginOptions } from './telemetry-plugin.ts';

const apps: ReturnType<typeof Fastify>[] = [];
afterEach(async () => {
  await Promise.all(apps.splice(0).map((app) => app.close()));
});

async function telemetryApp(options: Partial<TelemetryPluginOptions> = {}) {
  const aggregator = options.aggregator ?? new TelemetryAggregator();
  const app = Fastify();
  apps.push(app);
  await app.register(telemetryPlugin, { aggregator, ...options });
  return { app, aggregator };
}

const session = (n: number) => `session-${String(n).padStart(4, '0')}`;

describe('POST /telemetry-api/*', () => {
  it('counts a session start and an error, also sent as text/plain like sendBeacon does', async () => {
    const { app, aggregator } = await telemetryApp();
    const start = await app.inject({ method: 'POST', url: '/telemetry-api/sessions', payload: { sessionId: session(1), mapVersion: '7' } });
    expect(start.statusCode).toBe(204);
    const error = await app.inject({
      method: 'POST',
      url: '/telemetry-api/errors',
      headers: { 'content-type': 'text/plain;charset=UTF-8' },
      payload: JSON.stringify({ sessionId: session(1), mapVersion: '7', kind: 'single-spa', app: '@arena/office', message: 'x'.repeat(1500) }),
    });
    expect(error.statusCode).toBe(204);
    const counts = aggregator.countsFor('7');
    expect(counts).toMatchObject({ sessions: 1, sessionsWithErrors: 1, errors: 1 });
    expect(counts.recentErrors[0]!.message).toHaveLength(MESSAGE_KEEP);
    expect(counts.recentErrors[0]!.app).toBe('@arena/office');
  });

  it('refuses bodies outside the schema with { code, message } and no stack', async () => {
    const { app, aggregator } = await telemetryApp();
    const bad = [
      { sessionId: session(1), mapVersion: '7', kind: 'fatal', message: 'x' },
      { sessionId: 'short', mapVersion: '7', kind: 'load', message: 'x' },
      { sessionId: session(1), mapVersion: '7', kind: 'load', message: 'x'.repeat(2001) },
      { sessionId: session(1), mapVersion: '<v>', kind: 'load', message: 'x' },
    ];
    for (const payload of bad) {
      const response = await app.inject({ method: 'POST', url: '/telemetry-api/errors', payload });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'validation_error' });
      expect(response.body).not.toMatch(/at .*\.ts/);
    }
    const notJson = await app.inject({ method: 'POST', url: '/telemetry-api/errors', headers: { 'content-type': 'text/plain' }, payload: '{nope' });
    expect(notJson.statusCode).toBe(400);
    expect(notJson.json().code).toBe('validation_error');
    expect(aggregator.versionsSeen()).toEqual([]);
  });

  it('rate-limits per client IP with 429 too_many_requests and Retry-After', async () => {
    const { app } = await telemetryApp({ limits: { sessions: { max: 3, windowMs: 60_000 }, errors: { max: 3, windowMs: 60_000 } } });
    const send = (ip: string) =>
      app.inject({ method: 'POST', url: '/telemetry-api/errors', remoteAddress: ip, payload: { sessionId: session(1), mapVersion: '7', kind: 'runtime', message: 'm' } });
    for (let i = 0; i < 3; i += 1) expect((await send('10.0.0.1')).statusCode).toBe(204);
    const limited = await send('10.0.0.1');
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ code: 'too_many_requests' });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect((await send('10.0.0.2')).statusCode).toBe(204);
  });

  it('feeds the abort decision: injected errors on the canary version abort it', async () => {
    const checked: string[] = [];
    const { app, aggregator } = await telemetryApp({ onReport: (version) => checked.push(version) });
    const post = (url: string, payload: object) => app.inject({ method: 'POST', url, payload });
    for (let i = 0; i < 40; i += 1) await post('/telemetry-api/sessions', { sessionId: session(i), mapVersion: i % 2 ? 'stable-3' : 'canary-4' });
    expect(decideCanaryAbort(aggregator.countsFor('stable-3'), aggregator.countsFor('canary-4')).abort).toBe(false);
    for (let i = 0; i < 40; i += 2) await post('/telemetry-api/errors', { sessionId: session(i), mapVersion: 'canary-4', kind: 'load', app: '@arena/office', message: 'entry 404' });
    const decision = decideCanaryAbort(aggregator.countsFor('stable-3'), aggregator.countsFor('canary-4'));
    expect(decision.abort).toBe(true);
    expect(decision.reason).toContain('20 of 20 sessions');
    expect(checked).toHaveLength(60);
  });
});
