/**
 * Launching a game opens a game session: demo (fun money, for anyone, when the game allows it) or real
 * (a signed-in player, on the player's active account). A self-excluded
 * or timed-out player never gets here in real mode (the guard answers 403 and ends the session), nor one
 * whose session limit is used up. Launching records the game as recently played (catalogue), settles a
 * crash round that ended meanwhile, finishes blackjack and video-poker rounds the player left (step-rounds.ts)
 * and rolls back instant rounds a provider failure left open.
 */
import type { ApiContext } from '../../shared/context.ts';
import type { AuthedUser } from '../../shared/auth-guard.ts';
import { textIn } from '../../../platform/messages.ts';
import { toMajor } from '../../shared/money.ts';
import { currencyPrecision } from '../../shared/reference-data.ts';
import { recordRecentlyPlayed } from '../catalogue/player-games-store.ts';
import { paytableOfGame } from './engines.ts';
import { findPlayableGame, stakeRange } from './game-catalogue.ts';
import { findSession, insertSession, openRealRoundsOf, type GameMode } from './game-store.ts';
import { newClientSeed, newServerSeed } from './provably-fair.ts';
import { casinoRefusal, newSessionId, rollBackRound, sessionState, settleCrashRound } from './round-service.ts';
import { stepsOf } from './engines/registry.ts';
import { finishLeftRound } from './step-rounds.ts';
import { isLiveTable } from './live/live-kinds.ts';

/** Fun money a demo session starts with (minor units of the demo currency, RUB's grid: 10 000.00). */
export const DEMO_START_BALANCE = 1_000_000;
const DEMO_CURRENCY_ID = 1;

export interface LaunchInput {
  game: string;
  mode: GameMode;
  clientSeed?: string | undefined;
}

function activeAccount(ctx: ApiContext, userId: number) {
  const accounts = ctx.repos.accounts.visible(userId, ctx.clock.now()).filter((a) => a.type !== 4);
  return accounts.find((a) => a.is_active === 1) ?? accounts.find((a) => a.type === 0) ?? accounts[0];
}

/** Real rounds left open by a provider failure are rolled back; crash rounds that ended are settled. */
function tidyOpenRounds(ctx: ApiContext, userId: number, lang: string): void {
  for (const round of openRealRoundsOf(ctx, userId)) {
    const session = findSession(ctx, round.session_id);
    if (!session) continue;
    if (round.engine === 'crash') settleCrashRound(ctx, session, round, false, lang);
    // A dealt blackjack or poker hand is the player's: it is finished (stand, keep the hand) and paid, never voided.
    else if (stepsOf(round.engine)) finishLeftRound(ctx, round, lang);
    else rollBackRound(ctx, round, lang);
  }
}

export function launchGame(ctx: ApiContext, input: LaunchInput, user: AuthedUser | null, lang: string) {
  const game = findPlayableGame(input.game);
  if (!game) throw casinoRefusal(404, 'game_not_found', lang);
  if (input.mode === 'demo' && !game.demoAllowed) throw casinoRefusal(403, 'demo_not_allowed', lang);
  if (input.mode === 'real' && !user) throw casinoRefusal(401, 'sign_in_required', lang);
  let accountId: number | null = null;
  let currencyId = DEMO_CURRENCY_ID;
  if (input.mode === 'real' && user) {
    const account = activeAccount(ctx, user.user.id);
    if (!account) throw casinoRefusal(404, 'session_not_found', lang);
    accountId = account.id;
    currencyId = account.currency_id;
    tidyOpenRounds(ctx, user.user.id, lang);
  }
  const id = newSessionId();
  insertSession(ctx, {
    id, user_id: user?.user.id ?? null, login_session_id: input.mode === 'real' ? (user?.sessionId ?? null) : null,
    game_id: game.id, engine: game.engine, mode: input.mode, account_id: accountId, currency_id: currencyId,
    demo_balance: input.mode === 'demo' ? DEMO_START_BALANCE : 0, client_seed: input.clientSeed ?? newClientSeed(),
    server_seed: newServerSeed(), nonce: 0, created_at: ctx.clock.nowSeconds(),
  });
  if (user) recordRecentlyPlayed(ctx, user.user.id, game.id);
  const precision = currencyPrecision(currencyId);
  const range = stakeRange(game, currencyId);
  return {
    sessionId: id,
    mode: input.mode,
    game: { id: game.id, slug: game.slug, name: textIn(game.name, lang), engine: game.engine },
    minStake: toMajor(range.min, precision),
    maxStake: toMajor(range.max, precision),
    ...sessionState(ctx, id),
    paytable: paytableOfGame(game),
    /** A live table: the page plays it at the shared table (live/live-routes.ts), not round by round. */
    live: isLiveTable(game),
  };
}
