/**
 * Which information page a route shows (the route table's content rows: one literal route per information
 * page named like its content slug, rules/{ruleGroup?}/{chapter?}, mobile, oldbrowser, debug). Pure.
 */
import type { RouteIdOf } from '@arena/routes';

type InfoRouteId = RouteIdOf<'@arena/info'>;

export type InfoPage =
  | { kind: 'page'; slug: string }
  | { kind: 'calculator' }
  | { kind: 'rules'; group: string; chapter: string | null }
  | { kind: 'debug' }
  | { kind: 'not-found' };

const SLUG = /^[a-z0-9]+(?:[-_][a-z0-9]+)*$/;

/** Route ids whose page is the content item of the same slug (type info). */
export const INFO_SLUGS = [
  'contacts', 'about', 'howbet', 'cookies', 'ussdinstruction', 'licenses', 'taxation', 'consent',
  'simpleidentification', 'smsbets', 'amlkyc', 'amlpolicy', 'disputeresolution', 'kycpolicy',
  'responsiblegaming', 'cash_terminals', 'mobile', 'oldbrowser',
] as const satisfies readonly InfoRouteId[];
type InfoSlug = (typeof INFO_SLUGS)[number];

/** The calculator page also shows the content item of this slug (how the returns are counted). */
export const CALCULATOR_SLUG = 'betting-calculator' satisfies InfoRouteId;
/** Bare `rules` redirects to rules/1 (spec §2); the group is also what the chapters' category names. */
export const DEFAULT_RULE_GROUP = '1';

/**
 * Exhaustive over the info routes of the table: a new or renamed one is neither a case here nor an
 * INFO_SLUGS page, which is a type error until it has a page.
 */
export function infoPageOf(route: { id: string; params: Record<string, string> } | null): InfoPage {
  if (!route) return { kind: 'not-found' };
  const id = route.id as InfoRouteId;
  switch (id) {
    case CALCULATOR_SLUG:
      return { kind: 'calculator' };
    case 'debug':
      return { kind: 'debug' };
    case 'rules': {
      const group = route.params['ruleGroup'] || DEFAULT_RULE_GROUP;
      const chapter = route.params['chapter'] || null;
      if (!SLUG.test(group) || (chapter !== null && !SLUG.test(chapter))) return { kind: 'not-found' };
      return { kind: 'rules', group, chapter };
    }
    default:
      // Run-time ids outside the table land here too, and are not information pages.
      return slugPage(id);
  }
}

function slugPage(id: InfoSlug): InfoPage {
  return (INFO_SLUGS as readonly string[]).includes(id) ? { kind: 'page', slug: id } : { kind: 'not-found' };
}

export const rulesPath = (lng: string, group: string, chapter?: string) => `/${lng}/rules/${group}${chapter ? `/${chapter}` : ''}`;
export const infoPath = (lng: string, slug: string) => `/${lng}/${slug}`;
