/**
 * Blocking (spec §4): the blocks service answers with a display type and a template; display type 1
 * turns the template into a blocking reason, and each reason has its block page.
 */
import type { BlockPage } from '@arena/routes';
import type { BlockDecision } from './context.ts';

/** Only this display type blocks navigation; other display types are informational. */
export const BLOCKING_DISPLAY_TYPE = 1;

/** Spec §4: reason codes → block pages. */
export const BLOCK_REASON_PAGES: Readonly<Record<number, BlockPage>> = {
  4: 'site-updates',
  16: 'suspension',
  3: 'block',
  1: 'block',
  5: 'block',
  2: 'block',
  14: 'block',
  13: 'block-ua',
  17: 'block-ie',
  8: 'coming-soon',
};

/** Template 1 (geo block) is lifted for testers and support with this cookie. */
export const FORCE_GEO_OFF_COOKIE = 'force_geo_off';
export const GEO_BLOCK_TEMPLATE = 1;

/** The block page the visitor must see, or null when nothing blocks them. */
export function blockPageFor(block: BlockDecision | null, cookies: Readonly<Record<string, string>>): BlockPage | null {
  if (!block || block.displayType !== BLOCKING_DISPLAY_TYPE) return null;
  if (block.templateTypeId === GEO_BLOCK_TEMPLATE && cookies[FORCE_GEO_OFF_COOKIE] === '1') return null;
  return BLOCK_REASON_PAGES[block.templateTypeId] ?? null;
}
