/**
 * Every live table of one API process: one LiveTable (its shared clock) and one hub (its SSE followers) per
 * live-casino game, opened the first time someone looks at it. `start()` first settles or refunds every round a
 * stop interrupted (live-recovery.ts), then ticks `tick()` on a timer (injectable); every route call also catches
 * its table up to ctx.clock first, so the tables run by the injected clock in tests. Every round is stored as it
 * opens and as its phase changes (live-store.ts); drawing it settles every open bet of it (casino_rounds rows
 * carrying the round's seed, nonce and the table's client seed) through the round service, like a single-player round.
 */
import { EventEmitter } from 'node:events';
import type { CasinoGame, LiveTableSnapshot } from '@arena/domain';
import type { ApiContext } from '../../../shared/context.ts';
import { newServerSeed } from '../provably-fair.ts';
import { LIVE_KINDS, type LiveKind } from './live-kinds.ts';
import { recoverInterruptedRounds, settleTableRound, type Recovered } from './live-recovery.ts';
import { DEFAULT_TIMINGS, LiveTable, RECENT_RESULTS, type TablePhase, type TableRound, type TableTimings } from './live-table.ts';
import { insertLiveRound, lastRoundNumber, recentResults, setLiveRoundPhase } from './live-store.ts';

/** Runs `tick` every `ms` and answers how to stop it (the plugin's is setInterval; a test may pass its own). */
export type Ticker = (tick: () => void, ms: number) => () => void;

export const intervalTicker: Ticker = (tick, ms) => {
  const timer = setInterval(tick, ms);
  timer.unref();
  return () => clearInterval(timer);
};

/** The table changed: its phase, or its bets. */
export type TableEvent = { type: 'table' } | { type: 'bets' };

export interface TableEntry {
  game: CasinoGame;
  kind: LiveKind;
  table: LiveTable;
  hub: EventEmitter;
  /** Every open stream's stop function (ended before the server closes). */
  streams: Set<() => void>;
}

/** What every player at the table sees (the same for all: the clock, the bets, the result, the strip): @arena/contracts LiveTableSnapshot. */
export type TableSnapshot = LiveTableSnapshot;
/** The clock keeps a drawn round's result opaque (live-table.ts); it is the table kind's outcome (outcomeOf in draw below). */
type TableResult = NonNullable<TableSnapshot['round']>['result'];

export class LiveTables {
  private readonly entries = new Map<number, TableEntry>();
  private stopTicker: (() => void) | null = null;
  timings: TableTimings = { ...DEFAULT_TIMINGS };

  constructor(private readonly ctx: ApiContext, private readonly log: (error: unknown) => void) {}

  /** The table of a live game, opened on first use. */
  entryOf(game: CasinoGame, kind: LiveKind): TableEntry {
    const known = this.entries.get(game.id);
    if (known) return known;
    const hub = new EventEmitter();
    hub.setMaxListeners(0);
    const publish = (event: TableEvent) => hub.emit('event', event);
    const table = new LiveTable(game.id, `table-${game.slug}`, {
      draw: (round) => settleTableRound(this.ctx, entry.game, entry.kind, { ...round, clientSeed: entry.table.clientSeed }, this.log),
      changed: (phase, round) => {
        this.store(entry, phase, round);
        publish({ type: 'table' });
      },
    }, newServerSeed, { lastNumber: lastRoundNumber(this.ctx, game.id), recent: recentResults(this.ctx, game.id, RECENT_RESULTS) });
    const entry: TableEntry = { game, kind, table, hub, streams: new Set() };
    this.entries.set(game.id, entry);
    return entry;
  }

  /** Catches every open table up to the clock (the timer's job; streams keep a table awake). */
  tick(): void {
    const now = this.ctx.clock.now();
    for (const entry of this.entries.values()) entry.table.advance(now, this.timings, entry.streams.size);
  }

  /** Someone looks at the table: it wakes if it slept, then is caught up. */
  touch(entry: TableEntry): void {
    entry.table.touch(this.ctx.clock.now(), this.timings);
  }

  /** Stores a round as it opens (its committed seed, before any bet) and the drawing phase; the draw stores its result itself. */
  private store(entry: TableEntry, phase: TablePhase, round: TableRound): void {
    if (phase === 'betting') round.storedId = insertLiveRound(this.ctx, entry.game.id, entry.table.clientSeed, round);
    else if (phase === 'drawing' && round.storedId !== null) setLiveRoundPhase(this.ctx, round.storedId, 'drawing');
  }

  /** Settles or refunds what a stop interrupted, then runs the clocks on the ticker. */
  start(ticker: Ticker, everyMs: number): Recovered {
    const recovered = recoverInterruptedRounds(this.ctx, this.log);
    this.stopTicker = ticker(() => {
      try {
        this.tick();
      } catch (error) {
        this.log(error);
      }
    }, everyMs);
    return recovered;
  }

  /** Stops the clocks and every stream; a round in progress stays stored as it is, for the next start to settle or refund. */
  stop(): void {
    this.stopTicker?.();
    this.stopTicker = null;
    this.clear();
  }

  snapshot(entry: TableEntry): TableSnapshot {
    const { table } = entry;
    const round = table.round;
    const drawn = round && round.result !== null;
    return {
      game: { id: entry.game.id, slug: entry.game.slug, engine: entry.kind },
      phase: table.phase,
      serverNow: this.ctx.clock.now(),
      round: round
        ? {
            number: round.number, serverSeedHash: round.serverSeedHash, clientSeed: table.clientSeed,
            opensAt: round.opensAt, closesAt: round.closesAt, drawsAt: round.drawsAt, endsAt: round.endsAt,
            serverSeed: drawn ? round.serverSeed : null,
            result: drawn ? (round.result as TableResult) : null,
            bets: round.bets.slice(-50),
            totals: { bets: round.bets.length, players: new Set(round.bets.map((b) => b.seat)).size },
          }
        : null,
      recent: table.recent.map((r) => LIVE_KINDS[entry.kind].resultOf(r)),
      timings: { ...this.timings },
    };
  }

  publishBets(entry: TableEntry): void {
    entry.hub.emit('event', { type: 'bets' } satisfies TableEvent);
  }

  /** Ends every open stream (the server's close waits for open responses). */
  stopAll(): void {
    for (const entry of this.entries.values()) for (const stop of [...entry.streams]) stop();
  }

  /** Forgets every table in memory (its stored rounds stay). */
  clear(): void {
    this.stopAll();
    this.entries.clear();
  }

  /** The tables start afresh (the test controls' new timings): the abandoned rounds are settled or refunded at once. */
  restart(): void {
    this.clear();
    recoverInterruptedRounds(this.ctx, this.log);
  }
}
