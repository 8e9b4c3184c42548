/** The page's player store over the page-wide HTTP client, bus and accounts entry of the server-state cache. */
import { bus } from '@arena/event-bus';
import { http } from '@arena/http';
import { playerAccounts } from '@arena/server-state';
import { createPlayerStore } from './player-store.ts';

export const playerStore = createPlayerStore(http, bus, playerAccounts);
