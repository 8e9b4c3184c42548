/**
 * Game rounds for the browser. The house provider runs here: it draws the outcome from the session's
 * committed seed (provably-fair.ts) and moves money through the seamless wallet (real mode, the same
 * service providers call over HTTP) or the session's fun money (demo). Every play call carries the
 * client's key (Idempotency-Key): a repeat answers the same round, an instant round left open by a provider
 * failure is resumed by the retry (the wallet applies its repeated bet once). A crash bet whose provider step
 * failed is refunded at once (rolled back): its curve cannot be resumed later, so it must not stay open to be
 * lost; the 503 says `refunded: true` and a retry with the same key answers the rolled-back round.
 */
import { randomBytes } from 'node:crypto';
import type { ApiContext } from '../../shared/context.ts';
import { ApiError } from '../../shared/errors.ts';
import { fitsPrecision, toMajor, toMinor } from '../../shared/money.ts';
import { currencyById, currencyPrecision } from '../../shared/reference-data.ts';
import { casinoMessage, type CasinoMessageKey } from '../wallet/wallet-messages.ts';
import { HOUSE_PROVIDER } from '../wallet/provider-auth.ts';
import { balanceMinor, walletTransaction, type WalletAnswer } from '../wallet/wallet-service.ts';
import { crashRoundDue, settleCrash } from './crash-engine.ts';
import { outcomeOf, paramsOfGame, type EngineName } from './engines.ts';
import { FAMILY_NAMES, familyOf, isFamily, stepsOf } from './engines/registry.ts';
import { findSession, insertRound, moveDemoBalance, advanceSeeds, openRounds, roundByKey, settleRound, type GameSessionRow, type RoundRow } from './game-store.ts';
import { kenoPicksProblem } from './keno-engine.ts';
import { hashServerSeed, newServerSeed } from './provably-fair.ts';
import { stepContextOf, type StepPlay } from './step-context.ts';
import { providerDown } from './provider-fault.ts';
import { roundView } from './round-view.ts';
import { slotTableKey, slotTableOfGame } from './slot-table.ts';
import { findPlayableGame, stakeRange } from './game-catalogue.ts';
import { isLiveTable } from './live/live-kinds.ts';

export type PlayKind = 'spin' | 'keno' | 'crash' | 'family';

export interface PlayInput {
  kind: PlayKind;
  /** Major units; a family whose choice names its amounts (roulette) takes their sum instead. */
  stake: number;
  picks?: number[];
  /** A family game's choice (roulette bets, dice target, wheel mark, baccarat side). */
  choice?: unknown;
  autoCashOut?: number;
  clientKey: string;
}

export interface PlayAnswer {
  status: number;
  body: unknown;
}

/** Engines each play call belongs to. */
const KIND_ENGINES: Record<PlayKind, readonly EngineName[]> = { spin: ['slot'], keno: ['keno'], crash: ['crash'], family: FAMILY_NAMES };

/** A refusal with its ru/en message; string and number extras also fill the message's {placeholders}. */
export const casinoRefusal = (status: number, code: CasinoMessageKey, lang: string, extra: Record<string, string | number> = {}) =>
  new ApiError(status, code, 'forbidden', { ...extra, message: casinoMessage(code, lang, extra) });

export const walletRefusal = (answer: WalletAnswer) => {
  const { code, ...rest } = answer.body as { code: string };
  return new ApiError(answer.status, code, 'forbidden', rest);
};

/** The session's balance in major units (fun money in demo, the account in real mode). */
export function sessionBalance(ctx: ApiContext, session: GameSessionRow): number {
  const minor = session.mode === 'demo' ? findSession(ctx, session.id)?.demo_balance ?? 0 : balanceMinor(ctx, session.account_id ?? 0);
  return toMajor(minor, currencyPrecision(session.currency_id));
}

export interface SessionState {
  balance: number;
  currency: string;
  /** The commitment for the next round. */
  nextServerSeedHash: string;
  clientSeed: string;
  nextNonce: number;
}

export function sessionState(ctx: ApiContext, sessionId: string): SessionState {
  const session = findSession(ctx, sessionId)!;
  return {
    balance: sessionBalance(ctx, session),
    currency: session.mode === 'demo' ? 'FUN' : currencyById(session.currency_id)?.iso ?? '',
    nextServerSeedHash: hashServerSeed(session.server_seed),
    clientSeed: session.client_seed,
    nextNonce: session.nonce + 1,
  };
}

const txId = (round: RoundRow, kind: 'bet' | 'win' | 'rollback') => `house-${round.id}-${kind}`;

/** Takes a round's stake (fun money, or the wallet's journaled bet `house-<round>-bet`); also a live table's bet. */
export function takeStake(ctx: ApiContext, session: GameSessionRow, round: RoundRow, lang: string): void {
  if (session.mode === 'demo') {
    if (findSession(ctx, session.id)!.demo_balance < round.stake) throw casinoRefusal(409, 'insufficient_funds', lang);
    moveDemoBalance(ctx, session.id, -round.stake);
    return;
  }
  const answer = walletTransaction(ctx, 'bet', { provider: HOUSE_PROVIDER, sessionToken: session.id, transactionId: txId(round, 'bet'), roundId: String(round.id), amount: round.stake }, lang);
  if (!answer.ok) throw walletRefusal(answer);
}

function payWin(ctx: ApiContext, session: GameSessionRow, round: RoundRow, win: number, lang: string): void {
  if (session.mode === 'demo') {
    moveDemoBalance(ctx, session.id, win);
    return;
  }
  const answer = walletTransaction(ctx, 'win', { provider: HOUSE_PROVIDER, sessionToken: session.id, transactionId: txId(round, 'win'), roundId: String(round.id), amount: win }, lang);
  if (!answer.ok) throw walletRefusal(answer);
}

/** Undoes an unfinished round's stake (the provider's rollback): used at launch for rounds nobody resumed. */
export function rollBackRound(ctx: ApiContext, round: RoundRow, lang: string): void {
  ctx.repos.transaction(() => {
    if (round.mode === 'real') {
      walletTransaction(ctx, 'rollback', { provider: HOUSE_PROVIDER, sessionToken: round.session_id, transactionId: txId(round, 'rollback'), roundId: String(round.id), amount: 0, referenceTransactionId: txId(round, 'bet') }, lang);
    } else moveDemoBalance(ctx, round.session_id, round.stake);
    settleRound(ctx, round.id, 'rolled_back', 0, { rolledBack: true }, ctx.clock.nowSeconds());
  });
}

const winOf = (stake: number, multiplier: number) => Math.floor(stake * multiplier + 1e-9);

/** Units of the base stake a round has at stake (1, or more after a blackjack double or split). */
function stakeUnitsOf(round: RoundRow): number {
  const step = stepContextOf(round);
  return step ? step.steps.stakeUnits(step.floats, step.params, step.play.actions) : 1;
}

/** Whether a multi-step round's actions so far have finished it (a one-call round always is). */
export function stepRoundOver(round: RoundRow): boolean {
  const step = stepContextOf(round);
  return !step || step.steps.finished(step.floats, step.params, step.play.actions);
}

/** Draws and settles a round whose stake is taken (slot, keno, a family's round, a finished multi-step round). */
export function settleInstant(ctx: ApiContext, session: GameSessionRow, round: RoundRow, lang: string): void {
  // The picks column holds keno's picks, or a family round's choice (a multi-step round's actions).
  const played = JSON.parse(round.picks) as unknown;
  const game = findPlayableGame(round.game_id);
  // A classic round plays the table it recorded at the deal (its game's volatility may have had another table then).
  const params = round.engine === 'slot' ? { volatility: slotTableKey(round.slot_table) ?? slotTableOfGame(game) } : game ? paramsOfGame(game) : {};
  const input = isFamily(round.engine) ? { choice: played, params } : { picks: played as number[], params };
  const outcome = outcomeOf(round.engine, { serverSeed: round.server_seed, clientSeed: round.client_seed, nonce: round.nonce }, input);
  const multiplier = 'multiplier' in outcome ? outcome.multiplier : 0;
  // A multi-step round's multiplier counts in base stakes: a doubled blackjack hand returns 4 × the base.
  const win = winOf(round.stake / stakeUnitsOf(round), multiplier);
  payWin(ctx, session, round, win, lang);
  settleRound(ctx, round.id, 'settled', win, outcome, ctx.clock.nowSeconds());
}

/** Ends a crash round that is due (crashed, or its auto cash-out reached) or asked to cash out. */
export function settleCrashRound(ctx: ApiContext, session: GameSessionRow, round: RoundRow, cashOut: boolean, lang: string): void {
  const outcome = outcomeOf('crash', { serverSeed: round.server_seed, clientSeed: round.client_seed, nonce: round.nonce });
  if (outcome.engine !== 'crash') return;
  const elapsed = ctx.clock.now() - round.started_at_ms;
  if (!cashOut && !crashRoundDue(outcome.crashPoint, elapsed, round.auto_cash_out)) return;
  const result = settleCrash(outcome.crashPoint, elapsed, round.auto_cash_out);
  const win = result.cashedOut ? winOf(round.stake, result.multiplier) : 0;
  ctx.repos.transaction(() => {
    if (win > 0) payWin(ctx, session, round, win, lang);
    settleRound(ctx, round.id, 'settled', win, { crashPoint: outcome.crashPoint, cashedOutAt: result.cashedOut ? result.multiplier : null }, ctx.clock.nowSeconds());
  });
}

/** The stake in major units: the body's, or the sum of the amounts a family's choice names (each on the currency's grid). */
function stakeOfInput(session: GameSessionRow, input: PlayInput, lang: string): number {
  if (input.kind !== 'family' || !isFamily(session.engine)) return input.stake;
  const family = familyOf(session.engine);
  const game = findPlayableGame(session.game_id);
  const problem = family.choiceProblem(input.choice ?? null, game ? paramsOfGame(game) : {});
  if (problem) throw casinoRefusal(400, problem as CasinoMessageKey, lang);
  if (!family.amountsOf) return input.stake;
  const precision = currencyPrecision(session.currency_id);
  const amounts = family.amountsOf(input.choice, input.stake);
  if (!amounts.every((amount) => fitsPrecision(amount, precision))) throw casinoRefusal(400, 'amount_invalid', lang);
  return toMajor(amounts.reduce((sum, amount) => sum + toMinor(amount, precision), 0), precision);
}

/** The round's stake in minor units once the input passed every check (also a live table's bet). */
export function checkInput(session: GameSessionRow, input: PlayInput, lang: string): number {
  if (!KIND_ENGINES[input.kind].includes(session.engine)) throw casinoRefusal(400, 'wrong_engine', lang);
  const precision = currencyPrecision(session.currency_id);
  const major = stakeOfInput(session, input, lang);
  if (!fitsPrecision(major, precision)) throw casinoRefusal(400, 'amount_invalid', lang);
  const stake = toMinor(major, precision);
  const range = stakeRange(findPlayableGame(session.game_id), session.currency_id);
  if (stake < range.min || stake > range.max) {
    const currency = session.mode === 'demo' ? 'FUN' : (currencyById(session.currency_id)?.iso ?? '');
    throw casinoRefusal(400, 'stake_out_of_range', lang, { min: toMajor(range.min, precision), max: toMajor(range.max, precision), currency });
  }
  if (input.kind === 'keno') {
    const problem = kenoPicksProblem(input.picks ?? []);
    if (problem) throw casinoRefusal(400, problem, lang);
  }
  if (input.kind === 'crash' && input.autoCashOut !== undefined && !(input.autoCashOut >= 1.01 && input.autoCashOut <= 1000)) {
    throw casinoRefusal(400, 'auto_cash_out_invalid', lang);
  }
  return stake;
}

/** One play call (spin, keno draw, crash bet). Throws ApiError refusals; answers 503 when the provider fails. */
export function playRound(ctx: ApiContext, session: GameSessionRow, input: PlayInput, lang: string): PlayAnswer {
  const answer = (round: RoundRow): PlayAnswer => ({ status: 200, body: { round: roundView(round, ctx.clock.now()), session: sessionState(ctx, session.id) } });
  const earlier = roundByKey(ctx, session.id, input.clientKey);
  const steps = stepsOf(session.engine);
  // A repeated deal of a blackjack or poker round answers it as it is: its stake was taken with the deal's row.
  if (earlier && (earlier.status !== 'open' || earlier.engine === 'crash' || steps)) return answer(earlier);
  // A live table's game is played only at its table (live/live-routes.ts): its round is the table's, shared.
  if (!earlier && isLiveTable(findPlayableGame(session.game_id) ?? undefined)) throw casinoRefusal(400, 'live_table_only', lang);
  const stake = earlier ? earlier.stake : checkInput(session, input, lang);
  // A crash round and a multi-step round (blackjack, video poker) play one at a time in a session.
  if (!earlier && (input.kind === 'crash' || steps) && openRounds(ctx, session.id).length > 0) throw casinoRefusal(409, 'round_in_progress', lang);
  return ctx.repos.transaction(() => {
    let round = earlier;
    if (!round) {
      const fresh = findSession(ctx, session.id)!;
      const nonce = fresh.nonce + 1;
      const id = insertRound(ctx, {
        session_id: session.id, user_id: session.user_id, game_id: session.game_id, engine: session.engine, mode: session.mode,
        account_id: session.account_id, currency_id: session.currency_id, stake, win: 0, status: 'open',
        server_seed: fresh.server_seed, server_seed_hash: hashServerSeed(fresh.server_seed), client_seed: fresh.client_seed, nonce,
        picks: JSON.stringify(steps ? ({ actions: steps.openingActions?.(input.choice) ?? [], keys: [] } satisfies StepPlay) : input.kind === 'keno' ? [...(input.picks ?? [])].sort((a, b) => a - b) : input.kind === 'family' ? (input.choice ?? null) : []),
        auto_cash_out: input.autoCashOut ?? null, outcome: null, client_key: input.clientKey,
        // A classic round records the table that deals it: it settles and verifies on that one for good.
        slot_table: session.engine === 'slot' ? slotTableOfGame(findPlayableGame(session.game_id)) : null,
        started_at_ms: ctx.clock.now(), created_at: ctx.clock.nowSeconds(), settled_at: null,
      });
      // The next round's seed is committed at once: its hash is what the player sees before playing again.
      advanceSeeds(ctx, session.id, newServerSeed(), nonce);
      round = { ...(roundByKey(ctx, session.id, input.clientKey) as RoundRow), id };
    }
    // A resumed real round sends its bet again: the wallet answers it from its journal, nothing is taken twice.
    if (!earlier || session.mode === 'real') takeStake(ctx, session, round, lang);
    if (providerDown(ctx)) {
      if (round.engine === 'crash') {
        rollBackRound(ctx, round, lang);
        return { status: 503, body: { code: 'provider_unavailable', message: casinoMessage('provider_unavailable_refunded', lang), retryable: false, refunded: true, roundId: round.id } };
      }
      return { status: 503, body: { code: 'provider_unavailable', message: casinoMessage('provider_unavailable', lang), retryable: true, roundId: round.id } };
    }
    // A multi-step round stays open after its deal unless the deal ends it (a blackjack on either side).
    if (round.engine !== 'crash' && (!steps || stepRoundOver(round))) settleInstant(ctx, session, round, lang);
    return answer(roundByKey(ctx, session.id, input.clientKey)!);
  });
}

export const newSessionId = (): string => randomBytes(24).toString('base64url');
