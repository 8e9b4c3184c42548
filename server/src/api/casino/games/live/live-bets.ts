/**
 * A bet at a live table: accepted only while the table's betting window is open (409 live_betting_closed after
 * it), checked like a single-player round of the family (the choice, the stake range), stored as an open round
 * of the player's session with the table round's seeds, its stake taken at once (fun money, or the journaled
 * wallet bet). A repeated Idempotency-Key answers the bet already placed. The draw settles it (live-tables.ts).
 */
import type { ApiContext } from '../../../shared/context.ts';
import { toMajor } from '../../../shared/money.ts';
import { currencyById, currencyPrecision } from '../../../shared/reference-data.ts';
import { insertRound, roundByKey, type GameSessionRow, type RoundRow } from '../game-store.ts';
import { casinoRefusal, checkInput, sessionState, takeStake, type PlayAnswer } from '../round-service.ts';
import { roundView } from '../round-view.ts';
import { LIVE_KINDS } from './live-kinds.ts';
import { linkBet, seatOf } from './live-store.ts';
import type { LiveTables, TableEntry } from './live-tables.ts';

export interface LiveBetInput {
  /** Major units (roulette: none, the sum of its bets). */
  stake: number;
  choice: unknown;
  clientKey: string;
}

export function placeLiveBet(ctx: ApiContext, tables: LiveTables, entry: TableEntry, session: GameSessionRow, input: LiveBetInput, lang: string): PlayAnswer {
  const answer = (row: RoundRow): PlayAnswer => ({
    status: 200,
    body: { round: roundView(row, ctx.clock.now()), session: sessionState(ctx, session.id), table: tables.snapshot(entry) },
  });
  const earlier = roundByKey(ctx, session.id, input.clientKey);
  if (earlier) return answer(earlier);
  tables.touch(entry);
  const round = entry.table.round;
  if (entry.table.phase !== 'betting' || !round) throw casinoRefusal(409, 'live_betting_closed', lang);
  const stake = checkInput(session, { kind: 'family', stake: input.stake, choice: input.choice, clientKey: input.clientKey }, lang);
  const row = ctx.repos.transaction(() => {
    insertRound(ctx, {
      session_id: session.id, user_id: session.user_id, game_id: session.game_id, engine: session.engine, mode: session.mode,
      account_id: session.account_id, currency_id: session.currency_id, stake, win: 0, status: 'open',
      server_seed: round.serverSeed, server_seed_hash: round.serverSeedHash, client_seed: entry.table.clientSeed, nonce: round.number,
      picks: JSON.stringify(input.choice), auto_cash_out: null, outcome: null, client_key: input.clientKey,
      started_at_ms: ctx.clock.now(), created_at: ctx.clock.nowSeconds(), settled_at: null,
    });
    const inserted = roundByKey(ctx, session.id, input.clientKey)!;
    // The bet belongs to its table round: the round's draw, or a start after a stop, settles or refunds it.
    if (round.storedId !== null) linkBet(ctx, inserted.id, round.storedId);
    takeStake(ctx, session, inserted, lang);
    return inserted;
  });
  round.bets.push({
    seat: seatOf(session.id, session.game_id),
    amount: toMajor(stake, currencyPrecision(session.currency_id)),
    currency: session.mode === 'demo' ? 'FUN' : (currencyById(session.currency_id)?.iso ?? ''),
    label: LIVE_KINDS[entry.kind].betLabel(input.choice),
  });
  tables.publishBets(entry);
  return answer(row);
}
