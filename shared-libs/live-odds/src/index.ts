/**
 * @arena/live-odds: the page's one live-odds stream (live-odds.ts). One instance per page because this
 * module is loaded once through the import map; the shell's slip and the betting app both watch through it.
 */
import { createLiveOdds, type EventSourceLike, type LiveOdds } from './live-odds.ts';

/** Without EventSource (tests, old browsers) nothing is streamed and games stay as loaded. */
const inert: LiveOdds = { watch: () => () => undefined, observe: () => () => undefined, get: () => undefined, subscribe: () => () => undefined, version: () => 0 };

export const pageLiveOdds: LiveOdds = typeof EventSource === 'undefined' ? inert : createLiveOdds({ open: (url) => new EventSource(url) as unknown as EventSourceLike });

export { createLiveOdds } from './live-odds.ts';
export type { EventSourceLike, LiveOdds, LiveOddsOptions } from './live-odds.ts';
