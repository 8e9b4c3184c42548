import { describe, expect, it } from 'vitest';
import { decideCanaryAbort } from './abort-decision.ts';

const policy = { minSessions: 20, margin: 0.05 };

describe('canary auto-abort decision', () => {
  it('never aborts below the minimum number of canary sessions, however bad', () => {
    const decision = decideCanaryAbort({ sessions: 500, sessionsWithErrors: 0 }, { sessions: 19, sessionsWithErrors: 19 }, policy);
    expect(decision.abort).toBe(false);
    expect(decision.reason).toContain('19 of 20');
  });

  it('keeps a canary whose error rate is within the margin of stable', () => {
    // stable 10 %, canary 15 %: exactly at the limit is not over it
    const decision = decideCanaryAbort({ sessions: 100, sessionsWithErrors: 10 }, { sessions: 20, sessionsWithErrors: 3 }, policy);
    expect(decision).toMatchObject({ abort: false, canaryRate: 0.15, stableRate: 0.1 });
  });

  it('aborts a canary over the margin and says why', () => {
    const decision = decideCanaryAbort({ sessions: 100, sessionsWithErrors: 2 }, { sessions: 20, sessionsWithErrors: 10 }, policy);
    expect(decision.abort).toBe(true);
    expect(decision.reason).toBe('canary error rate 50.0 % (10 of 20 sessions) exceeds stable 2.0 % (2 of 100) by more than 5.0 %');
  });

  it('treats a stable version without sessions yet as error-free', () => {
    expect(decideCanaryAbort({ sessions: 0, sessionsWithErrors: 0 }, { sessions: 20, sessionsWithErrors: 2 }, policy).abort).toBe(true);
    expect(decideCanaryAbort({ sessions: 0, sessionsWithErrors: 0 }, { sessions: 20, sessionsWithErrors: 1 }, policy).abort).toBe(false);
  });
});
