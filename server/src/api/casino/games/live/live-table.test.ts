/** The live table's round clock as a pure state machine, driven by a test clock (issue 30, live casino). */
import { describe, expect, it } from 'vitest';
import { hashServerSeed } from '../provably-fair.ts';
import { LiveTable, RECENT_RESULTS, WATCH_MS, type TableTimings } from './live-table.ts';

const timings: TableTimings = { bettingMs: 1000, drawingMs: 200, resultMs: 300 };

function tableWithLog() {
  const log: string[] = [];
  let seeds = 0;
  const table = new LiveTable(7, 'table-test', {
    draw: (round) => {
      log.push(`draw ${round.number}`);
      return { n: round.number };
    },
    // What a listener sees after each change: the phase and whether the result is already there.
    changed: (phase, round) => log.push(`${phase} ${round.number}${round.result ? ' with result' : ''}`),
  }, () => `seed-${++seeds}`);
  return { table, log };
}

describe('live table clock', () => {
  it('Rule: a round is committed before its window opens: the hash of its seed is known at betting, the seed is the one drawn with', () => {
    const { table } = tableWithLog();
    table.touch(0, timings);
    expect(table.phase).toBe('betting');
    expect(table.round).toMatchObject({ number: 1, serverSeed: 'seed-1', serverSeedHash: hashServerSeed('seed-1'), opensAt: 0, closesAt: 1000, drawsAt: 1200, endsAt: 1500, result: null });
  });

  it('runs betting → drawing → result → the next betting on the clock, each change announced once it is made (the result with it)', () => {
    const { table, log } = tableWithLog();
    table.touch(0, timings);
    table.advance(999, timings, 1);
    expect(table.phase).toBe('betting');
    table.advance(1000, timings, 1);
    expect(table.phase).toBe('drawing');
    table.advance(1200, timings, 1);
    expect([table.phase, table.round!.result, table.recent]).toEqual(['result', { n: 1 }, [{ n: 1 }]]);
    table.advance(1500, timings, 1);
    expect([table.phase, table.round!.number, table.round!.opensAt]).toEqual(['betting', 2, 1500]);
    expect(log).toEqual(['betting 1', 'drawing 1', 'draw 1', 'result 1 with result', 'betting 2']);
  });

  it('Rule: a table nobody watches sleeps after its round, and a look opens a fresh round at once', () => {
    const { table, log } = tableWithLog();
    table.touch(0, timings);
    table.advance(WATCH_MS + 10_000, timings, 0);
    expect(table.phase).toBe('sleeping');
    expect(log.at(-1)).toBe('sleeping 1 with result');
    table.touch(WATCH_MS + 20_000, timings);
    expect(table.phase).toBe('betting');
    expect(table.round!.opensAt).toBe(WATCH_MS + 20_000);
  });

  it('an open stream keeps the table running; catching up after a long pause does not replay missed windows', () => {
    const { table } = tableWithLog();
    table.touch(0, timings);
    table.advance(10 * WATCH_MS, timings, 1);
    expect(table.phase).not.toBe('sleeping');
    // At most a few rounds run in one catch-up, and the round open now ends in the future.
    expect(table.round!.number).toBeLessThanOrEqual(4);
  });

  it('keeps the last RECENT_RESULTS results, newest first', () => {
    const { table } = tableWithLog();
    table.touch(0, timings);
    for (let at = 0; at < 20 * 1500; at += 100) table.advance(at, timings, 1);
    expect(table.recent).toHaveLength(RECENT_RESULTS);
    expect((table.recent[0] as { n: number }).n).toBeGreaterThan((table.recent[1] as { n: number }).n);
  });
});
