/**
 * The route table of spec §2, as data: every route under `/{lng}/` with its layout, owning area app,
 * parameter rules, audience, ban accessibility and config conditions. Redirects live in
 * redirects.ts; the rows themselves are grouped by area in table/.
 *
 * Order matters only where two patterns can match the same path: the first row wins, so literal
 * paths (bonus/casino) come before parameterised ones (bonus/{bonusId}).
 *
 * The rows keep their literal ids and apps, so the ids are a type: RouteId is every id of the table,
 * RouteIdOf<'@arena/office'> the ids one app renders. An app that maps its ids to pages with these types
 * fails the type-check when a route of its own is renamed or removed here.
 */
import { BETTING_ROUTES } from './table/betting.ts';
import { CASINO_ROUTES } from './table/casino.ts';
import { CONTENT_ROUTES } from './table/content.ts';
import { OFFICE_ROUTES } from './table/office.ts';
import { TECHNICAL_ROUTES } from './table/technical.ts';
import type { AreaApp } from './types.ts';

const TABLE = [...TECHNICAL_ROUTES, ...OFFICE_ROUTES, ...CASINO_ROUTES, ...BETTING_ROUTES, ...CONTENT_ROUTES] as const;

/** One row of the table, with its literal id and app. */
export type TableRoute = (typeof TABLE)[number];
/** Every route id of the table. */
export type RouteId = TableRoute['id'];
/** The route ids one area app renders, e.g. `RouteIdOf<'@arena/betting'>`. */
export type RouteIdOf<App extends AreaApp> = Extract<TableRoute, { app: App }>['id'];

export const ROUTES: readonly TableRoute[] = TABLE;

const ROUTE_IDS: ReadonlySet<string> = new Set(TABLE.map((route) => route.id));

/** Whether `id` names a route of the table (for values that arrive as plain strings, e.g. from the bus). */
export function isRouteId(id: string | null | undefined): id is RouteId {
  return id != null && ROUTE_IDS.has(id);
}
