/**
 * The render-memory figure's failures (ssr-throughput.ts): each request that did not answer 2xx counts
 * once, and the report says what failed. The 2026-11-28 run reported "32 of 984 renders failed" for 16
 * requests that timed out: autocannon counts a timeout in `errors` as well as in `timeouts`, and the old
 * sum (non2xx + errors + timeouts) counted each twice.
 */
import { describe, expect, it } from 'vitest';
import { describeFailures, renderFailures, RENDER_TIMEOUT_S } from './ssr-throughput.ts';

const run = (total: number, extra: { non2xx?: number; errors?: number; timeouts?: number; statusCodeStats?: Record<string, { count: number }> } = {}) => ({
  requests: { total },
  non2xx: extra.non2xx ?? 0,
  errors: extra.errors ?? 0,
  timeouts: extra.timeouts ?? 0,
  statusCodeStats: extra.statusCodeStats ?? { 200: { count: total - (extra.non2xx ?? 0) } },
});

describe('render failures', () => {
  it('counts a timed-out request once (autocannon also counts it as an error)', () => {
    const { failed, failures } = renderFailures([run(492, { errors: 8, timeouts: 8 }), run(492, { errors: 8, timeouts: 8 })]);
    expect(failed).toBe(16);
    expect(failures).toEqual({ statuses: {}, errors: 16, timeouts: 16 });
    expect(describeFailures(failures)).toBe(`16 timed out after ${RENDER_TIMEOUT_S} s`);
  });

  it('names the status codes other than 2xx and the connection errors that were not timeouts', () => {
    const { failed, failures } = renderFailures([
      run(500, { non2xx: 3, statusCodeStats: { 200: { count: 497 }, 500: { count: 2 }, 503: { count: 1 } } }),
      run(499, { errors: 2, timeouts: 1 }),
    ]);
    expect(failed).toBe(5);
    expect(describeFailures(failures)).toBe(`2 answered 500, 1 answered 503, 1 timed out after ${RENDER_TIMEOUT_S} s, 1 connection errors`);
  });

  it('nothing failed: zero', () => {
    expect(renderFailures([run(500), run(500)]).failed).toBe(0);
  });
});
