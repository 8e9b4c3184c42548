/** The page's player store over the page-wide HTTP client, bus and installed site config. */
import { siteConfigLoader } from '@arena/config';
import { bus } from '@arena/event-bus';
import { http } from '@arena/http';
import { createPlayerStore } from './player-store.ts';

export const playerStore = createPlayerStore(http, bus, siteConfigLoader.current);
