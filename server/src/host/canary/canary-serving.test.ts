import { describe, expect, it } from 'vitest';
import { canaryVerdict, mapChoiceFor, type ActiveCanary } from './canary-serving.ts';
import { TelemetryAggregator } from './telemetry-aggregator.ts';

const canary: ActiveCanary = { id: 'canary-12', percent: 50, stableVersion: '11', canaryVersion: '12' };

describe('canary serving', () => {
  it('serves stable without a cookie when no canary runs', () => {
    expect(mapChoiceFor(undefined, null, { secure: false })).toEqual({ serve: 'stable', setCookie: null });
    expect(mapChoiceFor(undefined, { ...canary, percent: 0 }, { secure: false })).toEqual({ serve: 'stable', setCookie: null });
  });

  it('gives a new visitor a cohort cookie and the same map on every reload', () => {
    const first = mapChoiceFor(undefined, canary, { secure: true });
    expect(first.setCookie).toMatch(/^arena_cohort=.*HttpOnly; SameSite=Lax; Secure$/);
    const cookie = first.setCookie!.split(';')[0];
    for (let i = 0; i < 20; i += 1) expect(mapChoiceFor(cookie, canary, { secure: true })).toEqual({ serve: first.serve, setCookie: null });
  });

  it('splits new visitors near the percent and aborts on injected errors', () => {
    const served = Array.from({ length: 10_000 }, () => mapChoiceFor(undefined, canary, { secure: false }).serve);
    expect(Math.abs(served.filter((s) => s === 'canary').length / 100 - 50)).toBeLessThanOrEqual(3);

    const telemetry = new TelemetryAggregator();
    for (let i = 0; i < 30; i += 1) {
      telemetry.sessionStarted('11', `stable-${i}`);
      telemetry.sessionStarted('12', `canary-${i}`);
    }
    expect(canaryVerdict(telemetry, canary).abort).toBe(false);
    for (let i = 0; i < 10; i += 1) telemetry.errorReported('12', `canary-${i}`, { kind: 'load', app: '@arena/office', message: '404' });
    const verdict = canaryVerdict(telemetry, canary, { minSessions: 20, margin: 0.05 });
    expect(verdict.abort).toBe(true);
    expect(verdict.reason).toContain('10 of 30 sessions');
  });
});
