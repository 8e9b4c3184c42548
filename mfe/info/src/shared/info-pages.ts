/**
 * Which information page a route shows (root-config's content table: one literal route per information
 * page named like its content slug, rules/{ruleGroup?}/{chapter?}, mobile, oldbrowser, debug). Pure.
 */
export type InfoPage =
  | { kind: 'page'; slug: string }
  | { kind: 'calculator' }
  | { kind: 'rules'; group: string; chapter: string | null }
  | { kind: 'debug' }
  | { kind: 'not-found' };

const SLUG = /^[a-z0-9]+(?:[-_][a-z0-9]+)*$/;

/** Route ids whose page is the content item of the same slug (type info). */
export const INFO_SLUGS: readonly string[] = [
  'contacts', 'about', 'howbet', 'cookies', 'ussdinstruction', 'licenses', 'taxation', 'consent',
  'simpleidentification', 'smsbets', 'amlkyc', 'amlpolicy', 'disputeresolution', 'kycpolicy',
  'responsiblegaming', 'cash_terminals', 'mobile', 'oldbrowser',
];

/** The calculator page also shows the content item of this slug (how the returns are counted). */
export const CALCULATOR_SLUG = 'betting-calculator';
/** Bare `rules` redirects to rules/1 (spec §2); the group is also what the chapters' category names. */
export const DEFAULT_RULE_GROUP = '1';

export function infoPageOf(route: { id: string; params: Record<string, string> } | null): InfoPage {
  if (!route) return { kind: 'not-found' };
  if (route.id === CALCULATOR_SLUG) return { kind: 'calculator' };
  if (route.id === 'debug') return { kind: 'debug' };
  if (route.id === 'rules') {
    const group = route.params['ruleGroup'] || DEFAULT_RULE_GROUP;
    const chapter = route.params['chapter'] || null;
    if (!SLUG.test(group) || (chapter !== null && !SLUG.test(chapter))) return { kind: 'not-found' };
    return { kind: 'rules', group, chapter };
  }
  return INFO_SLUGS.includes(route.id) ? { kind: 'page', slug: route.id } : { kind: 'not-found' };
}

export const rulesPath = (lng: string, group: string, chapter?: string) => `/${lng}/rules/${group}${chapter ? `/${chapter}` : ''}`;
export const infoPath = (lng: string, slug: string) => `/${lng}/${slug}`;
