/**
 * The route table of spec §2, as data: every route under `/{lng}/` with its layout, owning area app,
 * parameter rules, audience, ban accessibility and config conditions. Redirects live in
 * redirects.ts; the rows themselves are grouped by area in table/.
 *
 * Order matters only where two patterns can match the same path: the first row wins, so literal
 * paths (bonus/casino) come before parameterised ones (bonus/{bonusId}).
 */
import { BETTING_ROUTES } from './table/betting.ts';
import { CASINO_ROUTES } from './table/casino.ts';
import { CONTENT_ROUTES } from './table/content.ts';
import { OFFICE_ROUTES } from './table/office.ts';
import { TECHNICAL_ROUTES } from './table/technical.ts';
import type { RouteDef } from './types.ts';

export type { AreaApp, Layout, RouteDef } from './types.ts';

export const ROUTES: readonly RouteDef[] = [...TECHNICAL_ROUTES, ...OFFICE_ROUTES, ...CASINO_ROUTES, ...BETTING_ROUTES, ...CONTENT_ROUTES];
