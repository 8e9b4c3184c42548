/**
 * Every live table of one API process: one LiveTable (its shared clock) and one hub (its SSE followers) per
 * live-casino game, opened the first time someone looks at it. The plugin ticks `tick()` on a timer; every
 * route call also catches its table up to ctx.clock first, so the tables run by the injected clock in tests.
 * Drawing a round settles every open bet of it (casino_rounds rows carrying the round's seed, nonce and the
 * table's client seed) through the round service, exactly like a single-player round.
 */
import { EventEmitter } from 'node:events';
import type { CasinoGame, LiveTableSnapshot } from '@arena/domain';
import type { ApiContext } from '../../../shared/context.ts';
import { outcomeOf } from '../engines.ts';
import { paramsOfGame } from '../engines.ts';
import { findSession } from '../game-store.ts';
import { newServerSeed } from '../provably-fair.ts';
import { settleInstant } from '../round-service.ts';
import { LIVE_KINDS, type LiveKind } from './live-kinds.ts';
import { DEFAULT_TIMINGS, LiveTable, type TableRound, type TableTimings } from './live-table.ts';
import { openBetsOf } from './live-store.ts';

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
      draw: (round) => this.draw(entry, round),
      changed: () => publish({ type: 'table' }),
    }, newServerSeed);
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

  /** The table's own result, then every open bet of the round settled by the same seeds (each bet its own try). */
  private draw(entry: TableEntry, round: TableRound): unknown {
    const params = paramsOfGame(entry.game);
    const seeds = { serverSeed: round.serverSeed, clientSeed: entry.table.clientSeed, nonce: round.number };
    const result = outcomeOf(entry.kind, seeds, { choice: LIVE_KINDS[entry.kind].tableChoice, params });
    for (const bet of openBetsOf(this.ctx, entry.game.id, round.serverSeedHash)) {
      const session = findSession(this.ctx, bet.session_id);
      if (!session) continue;
      try {
        this.ctx.repos.transaction(() => settleInstant(this.ctx, session, bet, 'en'));
      } catch (error) {
        // One failing payout (a wallet refusal) must not stop the table; the bet stays open for the next launch's tidy-up.
        this.log(error);
      }
    }
    return result;
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

  /** Forgets every table (the backend's reset to seed wipes the bets' rows). */
  clear(): void {
    this.stopAll();
    this.entries.clear();
  }
}
