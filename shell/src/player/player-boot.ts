/**
 * The signed-in player a page is drawn for (issue 26): the host renders the header with the player's name,
 * balance and messages, so a signed-in page load shows no "Log in" that turns into the player a moment
 * later. The host loads the player with the visitor's own session cookie (`loadPlayerBoot`), the render
 * puts it on the bus and in the player store (`applyPlayerBoot`), and the page carries it to the browser,
 * which applies the same state before the frame hydrates — so both draw the same header.
 *
 * Only what the header draws travels: the user config and the accounts the browser would load itself.
 * Never the token: the browser asks for its own (token-service.ts).
 */
import { bus } from '@arena/event-bus';
import type { FetchLike } from '@arena/http';
import { isBanned, type AccountData, type SessionCheckAnswer, type SiteConfigGroups, type TokenAnswer, type UserConfig, type UserConfigAnswer } from '@arena/domain';
import { inRestrictedOffice, SESSION_PATHS, userStateOf } from '@arena/session';
import { markRenderedState } from '@arena/ui-kit';
import { accountDataPathFor, checkedAccountData } from '@arena/server-state';
import { playerStore } from './player.ts';
import { PLAYER_PATHS } from './player-store.ts';
import { userSummaryOf } from './session-restore.ts';

export interface PlayerBoot {
  userId: number;
  userConfig: UserConfig;
  /** The account-data answer as the browser would load it: it seeds the page's accounts entry (@arena/server-state). */
  accountData: AccountData;
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The page's embedded player, when whole (anything else draws a visitor, as before). */
export function playerBootOf(value: unknown): PlayerBoot | null {
  if (!isObject(value) || !Number.isInteger(value.userId) || (value.userId as number) <= 0) return null;
  if (!isObject(value.userConfig) || !isObject(value.accountData) || !Array.isArray(value.accountData.all_accounts)) return null;
  return value as unknown as PlayerBoot;
}

async function answerOf<T>(fetch: FetchLike, path: string, headers: Record<string, string>, signal: AbortSignal): Promise<T | null> {
  const response = await fetch(path, { headers: { accept: 'application/json', ...headers }, signal });
  return response.ok ? ((await response.json()) as T) : null;
}

/**
 * The player of a session cookie, as the browser's session restore would find it: a token for the
 * session, then the session check, the user config and the accounts with it. Null for a visitor, an
 * ended session, or a session the terms hold back (451): those pages are drawn for a visitor.
 *
 * The site config may still be on its way (the host loads it for the page at the same time): only the
 * accounts' path depends on it, so the token is asked at once and the config awaited after it.
 */
export async function loadPlayerBoot(
  fetch: FetchLike,
  sessionCookie: string,
  config: SiteConfigGroups | null | PromiseLike<SiteConfigGroups | null>,
  signal: AbortSignal,
): Promise<PlayerBoot | null> {
  const token = await answerOf<TokenAnswer>(fetch, `${SESSION_PATHS.token}?force_refresh=true`, { cookie: sessionCookie }, signal);
  if (!token?.data?.token) return null;
  const auth = { authorization: `Bearer ${token.data.token}` };
  const siteConfig = await config;
  const accountsPath = accountDataPathFor(siteConfig);
  const [check, userConfig, accountAnswer] = await Promise.all([
    answerOf<SessionCheckAnswer>(fetch, SESSION_PATHS.sessionCheck, auth, signal),
    answerOf<UserConfigAnswer>(fetch, PLAYER_PATHS.userConfig, auth, signal),
    answerOf<unknown>(fetch, accountsPath, auth, signal),
  ]);
  // Checked as the browser checks it: the page's accounts entry is seeded from it. A refused answer draws a
  // visitor's page, and the browser's own restore loads (and refuses) the accounts as before.
  const accountData = accountAnswer === null ? null : await checkedAccountData(accountsPath, accountAnswer).catch(() => null);
  if (!check || check.user_id <= 0 || !userConfig?.result || !accountData) return null;
  return { userId: check.user_id, userConfig: userConfig.result, accountData };
}

/**
 * Whether the page's player may open every login-only page as it is: signed in, not banned, not
 * self-excluded (the root config's guards send those players elsewhere: ban.ts, restricted-office.ts).
 * The host renders a login-only page's app only for such a player; anyone else gets it from the browser,
 * whose guards decide as before.
 */
export function isUnrestrictedPlayer(player: unknown): boolean {
  const boot = playerBootOf(player);
  if (!boot) return false;
  const state = userStateOf(boot.userConfig);
  return !isBanned(state) && !inRestrictedOffice(state);
}

/**
 * Puts the player where the header reads it (bus user and session, the player store), or clears the
 * store for a visitor's page. The host calls it before each render of a page; the browser once, before
 * the frame hydrates, with the page's embedded player.
 */
export function applyPlayerBoot(player: PlayerBoot | null): void {
  if (!player) {
    playerStore.clear();
    return;
  }
  bus.setState('user', userSummaryOf(player.userId, player.userConfig));
  bus.setState('banLevel', player.userConfig.ban_level);
  bus.setState('session', 'player');
  playerStore.seed({ userConfig: player.userConfig, accountData: player.accountData });
}

/** The bus keys a player's page is drawn with (applyPlayerBoot): hydration compares the markup with their values. */
const PLAYER_KEYS = ['user', 'banLevel', 'session', 'activeAccount'] as const;

/** The user id of the page's embedded player once applied: its data is not fetched again (player-connect.ts, session-restore.ts). */
let pagePlayer: number | null = null;

export const pagePlayerId = (): number | null => pagePlayer;

/** In the browser, before the frame hydrates: the page's embedded player, in place and marked as drawn. */
export function applyPagePlayer(embedded: unknown): void {
  const player = playerBootOf(embedded);
  if (!player) return;
  applyPlayerBoot(player);
  markRenderedState(PLAYER_KEYS);
  pagePlayer = player.userId;
}
