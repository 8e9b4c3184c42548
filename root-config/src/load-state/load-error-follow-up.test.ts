/**
 * A navigation back to an app within single-spa's 200 ms LOAD_ERROR guard gets one more routing once the
 * guard has passed (load-error-follow-up.ts); later navigations are single-spa's own business.
 */
import { describe, expect, it } from 'vitest';
import { createLoadErrorFollowUp, SINGLE_SPA_LOAD_ERROR_GUARD_MS } from './load-error-follow-up.ts';

function harness() {
  let now = 1_000;
  const scheduled: number[] = [];
  let reroutes = 0;
  const followUp = createLoadErrorFollowUp({
    now: () => now,
    schedule: (run, ms) => {
      scheduled.push(ms);
      run();
    },
    reroute: () => (reroutes += 1),
  });
  return { followUp, scheduled, reroutes: () => reroutes, advance: (ms: number) => (now += ms) };
}

describe('load error follow-up', () => {
  it('routes again after the guard when the failed app is navigated to inside it', () => {
    const h = harness();
    h.followUp.gaveUp('@arena/info');
    h.advance(60);
    h.followUp.navigating('@arena/info');
    expect(h.reroutes()).toBe(1);
    expect(h.scheduled[0]).toBeGreaterThanOrEqual(SINGLE_SPA_LOAD_ERROR_GUARD_MS - 60);
  });

  it('leaves a navigation after the guard, another app, and a loaded app alone', () => {
    const h = harness();
    h.followUp.gaveUp('@arena/info');
    h.followUp.navigating('@arena/betting');
    h.followUp.navigating(null);
    h.advance(SINGLE_SPA_LOAD_ERROR_GUARD_MS + 100);
    h.followUp.navigating('@arena/info');
    h.followUp.gaveUp('@arena/casino');
    h.followUp.loaded('@arena/casino');
    h.followUp.navigating('@arena/casino');
    expect(h.reroutes()).toBe(0);
  });
});
