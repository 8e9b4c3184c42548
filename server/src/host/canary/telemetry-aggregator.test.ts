import { describe, expect, it } from 'vitest';
import { TelemetryAggregator } from './telemetry-aggregator.ts';

describe('telemetry aggregator', () => {
  it('counts distinct sessions and distinct erroring sessions per map version', () => {
    const telemetry = new TelemetryAggregator(() => 1000);
    telemetry.sessionStarted('v1', 's1');
    telemetry.sessionStarted('v1', 's1');
    telemetry.sessionStarted('v1', 's2');
    telemetry.errorReported('v1', 's2', { kind: 'runtime', app: '@arena/office', message: 'boom' });
    telemetry.errorReported('v1', 's2', { kind: 'unhandled', app: null, message: 'again' });
    telemetry.errorReported('v2', 's3', { kind: 'load', app: '@arena/office', message: 'no entry' });

    expect(telemetry.countsFor('v1')).toMatchObject({ sessions: 2, sessionsWithErrors: 1, errors: 2 });
    expect(telemetry.countsFor('v1').recentErrors[0]).toEqual({ kind: 'unhandled', app: null, message: 'again', at: 1000 });
    // An error without a start beacon still makes a session.
    expect(telemetry.countsFor('v2')).toMatchObject({ sessions: 1, sessionsWithErrors: 1, errors: 1 });
    expect(telemetry.countsFor('never')).toEqual({ sessions: 0, sessionsWithErrors: 0, errors: 0, serverRenderFallbacks: 0, recentErrors: [] });
  });

  it('keeps only the last 20 error samples and forgets a version on reset', () => {
    const telemetry = new TelemetryAggregator();
    for (let i = 0; i < 50; i += 1) telemetry.errorReported('v1', `s${i}`, { kind: 'runtime', app: null, message: `e${i}` });
    expect(telemetry.countsFor('v1').recentErrors).toHaveLength(20);
    expect(telemetry.countsFor('v1').recentErrors[0]!.message).toBe('e49');
    telemetry.reset('v1');
    expect(telemetry.countsFor('v1').sessions).toBe(0);
  });
});

describe('server-render fallbacks (issue 26)', () => {
  it('are counted per map version with a sample for the operator, apart from the browser errors the abort decision reads', () => {
    const telemetry = new TelemetryAggregator(() => 1000);
    telemetry.serverRenderFellBack('v7', '@arena/promotions', 'over its time budget');
    telemetry.serverRenderFellBack('v7', '@arena/promotions', 'broken on purpose');
    expect(telemetry.countsFor('v7')).toMatchObject({ serverRenderFallbacks: 2, errors: 0, sessionsWithErrors: 0 });
    expect(telemetry.countsFor('v7').recentErrors[0]).toEqual({ kind: 'server-render', app: '@arena/promotions', message: 'broken on purpose', at: 1000 });
    expect(telemetry.countsFor('v6').serverRenderFallbacks).toBe(0);
  });
});
