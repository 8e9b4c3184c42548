/**
 * The seamless wallet: the calls a game provider makes to the operator (balance, bet, win, rollback), each
 * on the player's game session (the launch token) and identified by the provider's transaction id.
 * - Idempotent: the same (provider, transaction id) with the same request is answered with the first
 *   answer and applied once; with another request it is refused (409 transaction_conflict).
 * - Money in integer minor units, on the account chosen at launch (the player's active account), moved
 *   through the accounts ledger (repositories/accounts.ts debit/credit) in the same SQLite transaction as
 *   the journal row, so the balance always equals the opening balance − bets + wins + rollbacks.
 * - A bet is a stake: it is refused while the player's session is closed, during a break, after the
 *   session limit, and above a wagering or loss limit — with the limits' own codes and messages, exactly
 *   as a sports bet (limits/enforcement.ts). Wins and rollbacks are the player's money and always go in.
 * - A rollback refunds its bet once; one that arrives before its bet is kept, and the late bet refused.
 */
import { createHash } from 'node:crypto';
import type { ApiContext } from '../../shared/context.ts';
import { toMajor, toMinor } from '../../shared/money.ts';
import { currencyById, currencyPrecision } from '../../shared/reference-data.ts';
import { breakRefusal, checkBetAllowed, sessionUsedUp } from '../../limits/enforcement.ts';
import { limitsMessage } from '../../limits/limits-messages.ts';
import { findSession, type GameSessionRow } from '../games/game-store.ts';
import { casinoMessage, type CasinoMessageKey } from './wallet-messages.ts';
import { findTx, insertTx, markRolledBack, rollbackOf, roundDebited, type WalletTxKind } from './wallet-store.ts';

export interface WalletRequest {
  provider: string;
  sessionToken: string;
  transactionId: string;
  roundId: string;
  /** Minor units (bet, win); ignored by rollback. */
  amount: number;
  referenceTransactionId?: string;
}

export interface WalletBody {
  transactionId: string;
  /** Minor units after the call. */
  balance: number;
  currency: string;
}

export type WalletAnswer =
  | { ok: true; status: 200; body: WalletBody; replayed: boolean }
  | { ok: false; status: number; body: { code: string; message: string } & Record<string, unknown> };

const refuse = (status: number, code: CasinoMessageKey, lang: string, extra: Record<string, unknown> = {}): WalletAnswer => ({
  ok: false,
  status,
  body: { code, message: casinoMessage(code, lang), ...extra },
});

interface RealSession extends GameSessionRow {
  user_id: number;
  account_id: number;
  login_session_id: string;
}

function realSession(ctx: ApiContext, token: string): RealSession | null {
  const session = findSession(ctx, token);
  if (!session || session.mode !== 'real' || session.user_id === null || session.account_id === null || session.login_session_id === null) return null;
  return session as RealSession;
}

/** The account's balance in minor units (the ledger stores minor units; the repository reads major). */
export function balanceMinor(ctx: ApiContext, accountId: number): number {
  const account = ctx.repos.accounts.byId(accountId);
  if (!account) return 0;
  return toMinor(account.money, currencyPrecision(account.currency_id));
}

const hashOf = (kind: WalletTxKind, request: WalletRequest) =>
  createHash('sha256').update(JSON.stringify([kind, request.sessionToken, request.roundId, kind === 'rollback' ? 0 : request.amount, request.referenceTransactionId ?? null])).digest('hex');

export function walletBalance(ctx: ApiContext, sessionToken: string, lang: string): WalletAnswer {
  const session = realSession(ctx, sessionToken);
  if (!session) return refuse(404, 'session_not_found', lang);
  return { ok: true, status: 200, replayed: false, body: { transactionId: '', balance: balanceMinor(ctx, session.account_id), currency: currencyById(session.currency_id)?.iso ?? '' } };
}

/** Why a stake may not be taken now (responsible gaming and the player's session), or null. */
function stakeRefusal(ctx: ApiContext, session: RealSession, amountMajor: number, lang: string): WalletAnswer | null {
  const login = ctx.repos.sessions.get(session.login_session_id);
  if (!login || login.revoked || login.expires_at <= ctx.clock.nowSeconds()) return refuse(401, 'session_closed', lang);
  const excluded = breakRefusal(ctx, session.user_id, lang);
  if (excluded) return { ok: false, status: excluded.status, body: { ...excluded.extra, code: excluded.code, message: excluded.message } };
  if (sessionUsedUp(ctx, session.user_id)) {
    ctx.repos.sessions.revoke(session.login_session_id);
    return { ok: false, status: 403, body: { code: 'session_limit_reached', message: limitsMessage('session_limit_reached', lang) } };
  }
  const limit = checkBetAllowed(ctx, session.user_id, { accountId: session.account_id, typeId: 0, amount: amountMajor, bets: [] }, lang);
  if (limit) {
    const { code, message, ...extra } = limit.extra as { code: string; message: string };
    return { ok: false, status: limit.status, body: { ...extra, code, message } };
  }
  return null;
}

/** One wallet call, all or nothing in one SQLite transaction. */
export function walletTransaction(ctx: ApiContext, kind: WalletTxKind, request: WalletRequest, lang: string): WalletAnswer {
  return ctx.repos.transaction(() => {
    const session = realSession(ctx, request.sessionToken);
    if (!session) return refuse(404, 'session_not_found', lang);
    const hash = hashOf(kind, request);
    const seen = findTx(ctx, request.provider, request.transactionId);
    if (seen) {
      if (seen.kind !== kind || seen.request_hash !== hash) return refuse(409, 'transaction_conflict', lang);
      return { ok: true, status: 200, replayed: true, body: JSON.parse(seen.answer) as WalletBody };
    }
    if (kind !== 'rollback' && (!Number.isSafeInteger(request.amount) || request.amount < 0 || (kind === 'bet' && request.amount === 0))) {
      return refuse(400, 'amount_invalid', lang);
    }
    const precision = currencyPrecision(session.currency_id);
    let amount = kind === 'rollback' ? 0 : request.amount;
    let refTxId: string | null = null;
    if (kind === 'bet') {
      if (rollbackOf(ctx, request.provider, request.transactionId)) return refuse(409, 'transaction_rolled_back', lang);
      const refusal = stakeRefusal(ctx, session, toMajor(amount, precision), lang);
      if (refusal) return refusal;
      if (!ctx.repos.accounts.debit(session.account_id, toMajor(amount, precision))) return refuse(409, 'insufficient_funds', lang);
    } else if (kind === 'win') {
      // A win pays out a round the wallet took a stake for: a provider (or whoever holds its key) cannot
      // credit money for a round that never cost the player anything.
      if (!roundDebited(ctx, request.provider, request.roundId, session.user_id)) return refuse(409, 'round_not_debited', lang);
      if (amount > 0) ctx.repos.accounts.credit(session.account_id, toMajor(amount, precision));
    } else {
      refTxId = request.referenceTransactionId ?? null;
      const bet = refTxId === null ? undefined : findTx(ctx, request.provider, refTxId);
      if (bet && (bet.kind !== 'bet' || bet.user_id !== session.user_id)) return refuse(404, 'bet_not_found', lang);
      if (bet && bet.rolled_back === 0) {
        amount = bet.amount;
        ctx.repos.accounts.credit(bet.account_id, toMajor(amount, precision));
        markRolledBack(ctx, request.provider, bet.tx_id);
      }
    }
    const body: WalletBody = { transactionId: request.transactionId, balance: balanceMinor(ctx, session.account_id), currency: currencyById(session.currency_id)?.iso ?? '' };
    insertTx(ctx, {
      provider: request.provider, tx_id: request.transactionId, kind, user_id: session.user_id, account_id: session.account_id,
      currency_id: session.currency_id, round_ref: request.roundId, ref_tx_id: refTxId, amount,
      rolled_back: 0, request_hash: hash, answer: JSON.stringify(body), created_at: ctx.clock.nowSeconds(),
    });
    return { ok: true, status: 200, replayed: false, body };
  });
}
