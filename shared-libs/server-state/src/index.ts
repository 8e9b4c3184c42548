/**
 * @arena/server-state: the page's one server-state cache (TanStack Query's core) and the entries the
 * platform names in it. React reads them through @arena/ui-kit's `useServerState`.
 */
import { siteConfigLoader } from '@arena/config';
import { http } from '@arena/http';
import { accountDataLoader, createPlayerAccounts, type PlayerAccounts } from './accounts/player-accounts.ts';
import { createServerStateCache, type ServerStateCache } from './cache/server-state-cache.ts';

export { ACCOUNT_DATA_PATHS, accountDataLoader, accountDataPathFor, checkedAccountData, createPlayerAccounts } from './accounts/player-accounts.ts';
export type { PlayerAccounts } from './accounts/player-accounts.ts';
export { createServerStateCache } from './cache/server-state-cache.ts';
export type { ServerStateCache, ServerStateQuery } from './cache/server-state-cache.ts';

/**
 * The page-wide cache. On the host one instance serves a runtime's renders in turn: the host clears it
 * before each render and the shell seeds the page's player into it (server/src/host/render/page-render.ts).
 */
export const serverState: ServerStateCache = createServerStateCache();

/** The signed-in player's accounts, loaded over the page-wide HTTP client in the variant the site config chooses. */
export const playerAccounts: PlayerAccounts = createPlayerAccounts(serverState, accountDataLoader(http, siteConfigLoader.current));
