/**
 * One live table's shared round clock, as a pure state machine over the time it is given (no timers here:
 * live-tables.ts ticks it and every call catches it up to "now", so a test drives it with its own clock).
 *
 * A round: `betting` (the window: bets accepted) → `drawing` (no more bets; the dealer spins or deals) →
 * `result` (the outcome and the revealed server seed shown) → the next round's `betting`, or `sleeping` when
 * nobody watched the table for WATCH_MS (a stream open, a state read or a bet counts). A sleeping table wakes
 * with a fresh round when someone looks at it. Each round commits to its server seed (sha256 published with the
 * round) before its window opens; the seed is revealed once the round is drawn.
 */
import { hashServerSeed } from '../provably-fair.ts';

export type TablePhase = 'betting' | 'drawing' | 'result' | 'sleeping';

export interface TableTimings {
  bettingMs: number;
  drawingMs: number;
  resultMs: number;
}

/** The house timings: a 15 s betting window, 4 s for the draw, the result shown 6 s. */
export const DEFAULT_TIMINGS: TableTimings = { bettingMs: 15_000, drawingMs: 4_000, resultMs: 6_000 };
/** A table with no open stream sleeps after its round once nobody read its state for this long. */
export const WATCH_MS = 30_000;
/** How many results the table's strip keeps. */
export const RECENT_RESULTS = 12;

export interface TableBet {
  /** The anonymised seat of the player (stable for a session at this table, never the name). */
  seat: string;
  amount: number;
  currency: string;
  /** What the bet backs, as the table shows it (roulette "red", "17"; baccarat "banker"; wheel "5"). */
  label: string;
}

export interface TableRound {
  number: number;
  serverSeed: string;
  serverSeedHash: string;
  opensAt: number;
  closesAt: number;
  drawsAt: number;
  endsAt: number;
  bets: TableBet[];
  /** The table's outcome once drawn (the family's outcome for the table's neutral choice). */
  result: unknown;
  /** The round's row in the store (live-store.ts), set by whoever stores it when the round opens. */
  storedId: number | null;
}

export interface TableEvents {
  /** The round's result must be drawn and its bets settled now; answers the table's outcome. */
  draw(round: TableRound): unknown;
  /** The table entered `phase` (called after the change, so what it publishes shows the new state). */
  changed(phase: TablePhase, round: TableRound): void;
}

/** Where a table starts: after its last stored round (round numbers are nonces, never reused) with its recent results. */
export interface TableStart {
  lastNumber: number;
  recent: unknown[];
}

export class LiveTable {
  phase: TablePhase = 'sleeping';
  round: TableRound | null = null;
  readonly recent: unknown[] = [];
  private lastSeenAt = Number.NEGATIVE_INFINITY;
  private nextNumber: number;

  constructor(
    readonly gameId: number,
    /** The table's public client seed: the floats of round n come from (serverSeed, clientSeed, n). */
    readonly clientSeed: string,
    private readonly events: TableEvents,
    private readonly newSeed: () => string,
    start: TableStart = { lastNumber: 0, recent: [] },
  ) {
    this.nextNumber = start.lastNumber + 1;
    this.recent.push(...start.recent.slice(0, RECENT_RESULTS));
  }

  /** Someone looked at the table (a state read, a bet): it keeps running for WATCH_MS more. */
  touch(now: number, timings: TableTimings): void {
    this.lastSeenAt = now;
    if (this.phase === 'sleeping') this.open(now, timings);
    else this.advance(now, timings, 0);
  }

  /** Catches the table up to `now`; `streams` open streams keep it awake. */
  advance(now: number, timings: TableTimings, streams: number): void {
    // Bounded: a table catching up after a long pause runs at most a few empty rounds, then jumps to now.
    for (let step = 0; step < 8 && this.round && this.phase !== 'sleeping'; step++) {
      const round = this.round;
      if (this.phase === 'betting' && now >= round.closesAt) {
        this.phase = 'drawing';
        this.events.changed('drawing', round);
      } else if (this.phase === 'drawing' && now >= round.drawsAt) {
        round.result = this.events.draw(round);
        this.recent.unshift(round.result);
        this.recent.length = Math.min(this.recent.length, RECENT_RESULTS);
        this.phase = 'result';
        this.events.changed('result', round);
      } else if (this.phase === 'result' && now >= round.endsAt) {
        if (streams > 0 || now - this.lastSeenAt < WATCH_MS) this.open(now - round.endsAt < timings.bettingMs ? round.endsAt : now, timings);
        else {
          this.phase = 'sleeping';
          this.events.changed('sleeping', round);
        }
      } else return;
    }
  }

  private open(at: number, timings: TableTimings): void {
    const serverSeed = this.newSeed();
    const closesAt = at + timings.bettingMs;
    const drawsAt = closesAt + timings.drawingMs;
    this.round = { number: this.nextNumber++, serverSeed, serverSeedHash: hashServerSeed(serverSeed), opensAt: at, closesAt, drawsAt, endsAt: drawsAt + timings.resultMs, bets: [], result: null, storedId: null };
    this.phase = 'betting';
    this.events.changed('betting', this.round);
  }
}
