/**
 * The live feed's request, read alike by the backend (api/betting/live/live-routes.ts) and by a host that
 * relays the feed (host/live-relay-route.ts): the query's schema, the `ids=` list and Last-Event-ID.
 */
import { Type } from 'typebox';
import type { LiveFilter } from './live-odds-source.ts';

/** A browser subscribes to at most 100 games (the page's and the slip's). */
export const IdList = Type.String({ pattern: '^\\d{1,12}(,\\d{1,12}){0,99}$' });

/**
 * `relay=1` is a host's one subscription for all its clients (every live game plus `ids=`, told the live
 * set): its ids are the union of its clients' non-live games, so it may list more.
 */
const RelayIdList = Type.String({ pattern: '^\\d{1,12}(,\\d{1,12}){0,499}$' });

/**
 * `lastEventId=`: the sequence a page's live-odds client saw last when it reopens its stream for another set
 * of games (@arena/live-odds); a new EventSource cannot send the Last-Event-ID header, which wins when present.
 */
const LastEventIdParam = Type.String({ pattern: '^\\d{1,16}$' });
/** The section is required so a stream is only ever opened on purpose (a stream never ends by itself). */
export const LiveFeedQuery = Type.Object({ section: Type.Literal('live'), ids: Type.Optional(IdList), lastEventId: Type.Optional(LastEventIdParam) });
export const RelayFeedQuery = Type.Object({ section: Type.Literal('live'), ids: Type.Optional(RelayIdList), relay: Type.Optional(Type.Literal('1')), lastEventId: Type.Optional(LastEventIdParam) });

/** `ids=7,8` as the set of game ids (the catalogue's spelling, "007" is "7"), or null for every live game. */
export const parseIds = (text: string | undefined): LiveFilter => (text ? new Set(text.split(',').map((id) => String(Number(id)))) : null);

const SEQ = /^\d{1,16}$/;
/**
 * The sequence number a reconnecting EventSource sends back (the header), else the one a reopened stream
 * names in its query; anything else starts from a snapshot.
 */
export const lastEventId = (header: string | string[] | undefined, query?: string) =>
  typeof header === 'string' && SEQ.test(header) ? Number(header) : query !== undefined && SEQ.test(query) ? Number(query) : null;
