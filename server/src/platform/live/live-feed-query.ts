/**
 * The live feed's request, read alike by the backend (api/betting/live/live-routes.ts) and by a host that
 * relays the feed (host/live-relay-route.ts): the query's schema, the `ids=` list and Last-Event-ID.
 */
import type { LiveFilter } from './live-odds-source.ts';

/** The feed's query schemas are wire contracts (@arena/contracts betting.ts); the backend and the relay validate with the same objects. */
export { LiveFeedQuery, RelayFeedQuery } from '@arena/contracts';

/** `ids=7,8` as the set of game ids (the catalogue's spelling, "007" is "7"), or null for every live game. */
export const parseIds = (text: string | undefined): LiveFilter => (text ? new Set(text.split(',').map((id) => String(Number(id)))) : null);

const SEQ = /^\d{1,16}$/;
/**
 * The sequence number a reconnecting EventSource sends back (the header), else the one a reopened stream
 * names in its query; anything else starts from a snapshot.
 */
export const lastEventId = (header: string | string[] | undefined, query?: string) =>
  typeof header === 'string' && SEQ.test(header) ? Number(header) : query !== undefined && SEQ.test(query) ? Number(query) : null;
