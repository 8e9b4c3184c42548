/**
 * Settling a table round's bets, in the running table (its draw) and at a start for every round a stop
 * interrupted (issue 30, casino/README.md "Live tables"). The rule for an interrupted round:
 * - its betting window had closed (no bet could still come): it is drawn from its committed seed, exactly as the
 *   table would have drawn it, and every open bet is settled by that draw;
 * - its window was still open: the round is void and every open bet is refunded (the wallet's journaled rollback,
 *   or the fun money back), shown in the player's history as rolled back.
 * Each bet is settled in its own transaction and only while open, so a second start (or a stop in the middle of
 * this) settles nothing twice; a bet whose payout fails stays open and the next start tries again.
 */
import type { CasinoGame } from '@arena/domain';
import type { ApiContext } from '../../../shared/context.ts';
import { outcomeOf, paramsOfGame } from '../engines.ts';
import { findPlayableGame } from '../game-catalogue.ts';
import { findSession } from '../game-store.ts';
import { rollBackRound, settleInstant } from '../round-service.ts';
import { LIVE_KINDS, isLiveTable, type LiveKind } from './live-kinds.ts';
import { openBetsOf, setLiveRoundPhase, unfinishedLiveRounds } from './live-store.ts';

export interface DrawnRound {
  storedId: number | null;
  serverSeed: string;
  clientSeed: string;
  number: number;
}

type Log = (error: unknown) => void;

/** The table's own result of a round (the family's pure outcome for the table's neutral choice). */
function tableResultOf(game: CasinoGame, kind: LiveKind, round: DrawnRound): unknown {
  const seeds = { serverSeed: round.serverSeed, clientSeed: round.clientSeed, nonce: round.number };
  return outcomeOf(kind, seeds, { choice: LIVE_KINDS[kind].tableChoice, params: paramsOfGame(game) });
}

/** Settles every open bet of a drawn round by its seeds (each bet its own try) and stores the round as drawn. */
export function settleTableRound(ctx: ApiContext, game: CasinoGame, kind: LiveKind, round: DrawnRound, log: Log): unknown {
  const result = tableResultOf(game, kind, round);
  if (round.storedId === null) return result;
  for (const bet of openBetsOf(ctx, round.storedId)) {
    const session = findSession(ctx, bet.session_id);
    if (!session) continue;
    try {
      ctx.repos.transaction(() => settleInstant(ctx, session, bet, 'en'));
    } catch (error) {
      // One failing payout (a wallet refusal) must not stop the table; the bet stays open for the next start.
      log(error);
    }
  }
  setLiveRoundPhase(ctx, round.storedId, 'result', result, ctx.clock.nowSeconds());
  return result;
}

/** Voids a round interrupted in its window: every open bet refunded (journaled), the round stored as refunded. */
function refundTableRound(ctx: ApiContext, storedId: number, log: Log): void {
  for (const bet of openBetsOf(ctx, storedId)) {
    try {
      rollBackRound(ctx, bet, 'en');
    } catch (error) {
      log(error);
    }
  }
  setLiveRoundPhase(ctx, storedId, 'refunded', null, ctx.clock.nowSeconds());
}

export interface Recovered {
  settled: number[];
  refunded: number[];
}

/** At a start: every round a stop interrupted is settled (window closed) or refunded (window open); answers their ids. */
export function recoverInterruptedRounds(ctx: ApiContext, log: Log): Recovered {
  const now = ctx.clock.now();
  const recovered: Recovered = { settled: [], refunded: [] };
  for (const row of unfinishedLiveRounds(ctx)) {
    const game = findPlayableGame(row.game_id);
    const windowClosed = row.phase === 'drawing' || row.phase === 'result' || (row.phase === 'betting' && now >= row.closes_at);
    if (row.phase !== 'refunded' && windowClosed && game && isLiveTable(game)) {
      settleTableRound(ctx, game, game.engine as LiveKind, { storedId: row.id, serverSeed: row.server_seed, clientSeed: row.client_seed, number: row.number }, log);
      recovered.settled.push(row.id);
    } else {
      refundTableRound(ctx, row.id, log);
      recovered.refunded.push(row.id);
    }
  }
  return recovered;
}
