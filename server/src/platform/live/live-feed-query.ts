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

/** The section is required so a stream is only ever opened on purpose (a stream never ends by itself). */
export const LiveFeedQuery = Type.Object({ section: Type.Literal('live'), ids: Type.Optional(IdList) });
export const RelayFeedQuery = Type.Object({ section: Type.Literal('live'), ids: Type.Optional(RelayIdList), relay: Type.Optional(Type.Literal('1')) });

/** `ids=7,8` as the set of game ids (the catalogue's spelling, "007" is "7"), or null for every live game. */
export const parseIds = (text: string | undefined): LiveFilter => (text ? new Set(text.split(',').map((id) => String(Number(id)))) : null);

/** The sequence number a reconnecting EventSource sends back; anything else starts from a snapshot. */
export const lastEventId = (header: string | string[] | undefined) => (typeof header === 'string' && /^\d{1,16}$/.test(header) ? Number(header) : null);
