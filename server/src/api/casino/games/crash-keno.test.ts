/** Crash and keno payouts, and provably-fair verification. */
import { describe, expect, it } from 'vitest';
import { CRASH_RTP, crashPointOf, msToReach, multiplierAt, settleCrash } from './crash-engine.ts';
import { KENO_PAYS, kenoDraw, kenoHitProbability, kenoOutcome, kenoPicksProblem, kenoRtp } from './keno-engine.ts';
import { outcomeOf, verifyRound } from './engines.ts';
import { hashServerSeed, newServerSeed, roundFloats } from './provably-fair.ts';

describe('crash', () => {
  it('the crash point is 0.99 / (1 − u) floored to cents, never below 1.00', () => {
    expect(crashPointOf(0)).toBe(1);
    expect(crashPointOf(0.5)).toBe(1.98);
    expect(crashPointOf(0.9)).toBe(9.9);
  });

  it('P(crash point ≥ m) = 0.99 / m, so cashing out at any m > 1 returns 99 %', () => {
    for (const m of [1.01, 1.5, 2, 10, 100]) {
      // u at which the crash point first reaches m: 0.99 / (1 − u) = m.
      const threshold = 1 - CRASH_RTP / m;
      expect(crashPointOf(threshold + 1e-12)).toBeGreaterThanOrEqual(m);
      expect(crashPointOf(threshold - 1e-9)).toBeLessThan(m);
      expect(m * (1 - threshold)).toBeCloseTo(CRASH_RTP, 12);
    }
  });

  it('the curve starts at 1.00× and doubles after ~11.6 s', () => {
    expect(multiplierAt(0)).toBe(1);
    expect(multiplierAt(msToReach(2))).toBe(2);
    expect(multiplierAt(msToReach(2) - 50)).toBeLessThan(2);
  });

  it('a cash-out below the crash point pays the shown multiplier; at or after the crash it loses', () => {
    expect(settleCrash(3, msToReach(2), null)).toEqual({ cashedOut: true, multiplier: 2 });
    expect(settleCrash(1.5, msToReach(2), null)).toEqual({ cashedOut: false, crashPoint: 1.5 });
    expect(settleCrash(1, 0, null)).toEqual({ cashedOut: false, crashPoint: 1 });
  });

  it('an auto cash-out target reached pays exactly the target', () => {
    expect(settleCrash(5, msToReach(4), 2.5)).toEqual({ cashedOut: true, multiplier: 2.5 });
    expect(settleCrash(2.4, msToReach(4), 2.5)).toEqual({ cashedOut: false, crashPoint: 2.4 });
  });
});

describe('keno', () => {
  it('draws 20 distinct numbers of 1..80', () => {
    const drawn = kenoDraw(roundFloats({ serverSeed: 'a', clientSeed: 'b', nonce: 1 }, 20));
    expect(drawn).toHaveLength(20);
    expect(new Set(drawn).size).toBe(20);
    expect(drawn.every((n) => n >= 1 && n <= 80)).toBe(true);
  });

  it('pays by picks and hits from the published table', () => {
    const floats = roundFloats({ serverSeed: 's', clientSeed: 'c', nonce: 7 }, 20);
    const drawn = kenoDraw(floats);
    const picks = [...drawn.slice(0, 3), ...Array.from({ length: 80 }, (_, i) => i + 1).filter((n) => !drawn.includes(n)).slice(0, 2)];
    const outcome = kenoOutcome(picks, floats);
    expect(outcome.hits).toHaveLength(3);
    expect(outcome.multiplier).toBe(KENO_PAYS[5]![3]);
  });

  it('refuses bad picks', () => {
    expect(kenoPicksProblem([])).toBe('picks_count');
    expect(kenoPicksProblem(Array.from({ length: 11 }, (_, i) => i + 1))).toBe('picks_count');
    expect(kenoPicksProblem([0, 5])).toBe('picks_range');
    expect(kenoPicksProblem([81])).toBe('picks_range');
    expect(kenoPicksProblem([5, 5])).toBe('picks_duplicate');
    expect(kenoPicksProblem([1, 80])).toBeNull();
  });

  it('hit probabilities are hypergeometric and every pick count returns 93–97 %', () => {
    for (let picks = 1; picks <= 10; picks++) {
      let sum = 0;
      for (let k = 0; k <= picks; k++) sum += kenoHitProbability(picks, k);
      expect(sum).toBeCloseTo(1, 12);
      expect(kenoRtp(picks)).toBeGreaterThan(0.93);
      expect(kenoRtp(picks)).toBeLessThan(0.97);
    }
    expect(kenoHitProbability(1, 1)).toBeCloseTo(0.25, 12);
  });
});

describe('provably fair', () => {
  it('the same seed pair always gives the same outcome; another nonce another', () => {
    const seeds = { serverSeed: newServerSeed(), clientSeed: 'player', nonce: 1 };
    expect(outcomeOf('slot', seeds)).toEqual(outcomeOf('slot', seeds));
    expect(outcomeOf('slot', { ...seeds, nonce: 2 })).not.toEqual(outcomeOf('slot', seeds));
  });

  it('HMAC-SHA256 floats match a known vector (so any third-party tool reproduces them)', () => {
    // HMAC-SHA256(key "server", "client:1:0") first 4 bytes, computed independently with openssl.
    const [first] = roundFloats({ serverSeed: 'server', clientSeed: 'client', nonce: 1 }, 1);
    expect(first).toBe(0x88dbb41b / 2 ** 32);
  });

  it('verify: the revealed seed matches its hash and recomputes the round; a swapped seed is caught', () => {
    const serverSeed = newServerSeed();
    const serverSeedHash = hashServerSeed(serverSeed);
    const played = outcomeOf('keno', { serverSeed, clientSeed: 'x', nonce: 3 }, { picks: [1, 2, 3] });
    const verified = verifyRound({ engine: 'keno', serverSeed, serverSeedHash, clientSeed: 'x', nonce: 3, picks: [1, 2, 3] });
    expect(verified.seedMatchesHash).toBe(true);
    expect(verified.outcome).toEqual(played);
    expect(verifyRound({ engine: 'keno', serverSeed: newServerSeed(), serverSeedHash, clientSeed: 'x', nonce: 3, picks: [1, 2, 3] }).seedMatchesHash).toBe(false);
  });
});
