/** The header's area navigation and the footer's link columns, as data (paths without the language segment). */
import type { ShellTextKey } from '../platform/shell-texts.ts';

export interface NavItem {
  id: string;
  labelKey: string;
  path: string;
  /** Highlighted when the current path starts with one of these. */
  matches?: readonly string[];
  badge?: 'live';
  /** Shown under "More" rather than in the bar. */
  secondary?: boolean;
}

export const NAV_ITEMS: readonly NavItem[] = [
  { id: 'line', labelKey: 'nav_line', path: 'line', matches: ['line', 'champs', 'team'] },
  { id: 'live', labelKey: 'nav_live', path: 'live', matches: ['live', 'multi'], badge: 'live' },
  { id: 'casino', labelKey: 'nav_casino', path: 'casino-lobby', matches: ['casino-lobby', 'casino', 'games', 'providers', 'my-casino', 'casino-search', 'othergames', 'bonus-games', 'allgamesentrance', 'bonus/casino'] },
  { id: 'live-casino', labelKey: 'nav_live_casino', path: 'live-casino' },
  { id: 'slots', labelKey: 'nav_slots', path: 'slots' },
  { id: 'cyber', labelKey: 'nav_cyber', path: 'cyber/real', matches: ['cyber', 'esports'] },
  { id: 'virtual', labelKey: 'nav_virtual', path: 'virtualsports', secondary: true },
  { id: 'tvgames', labelKey: 'nav_tvgames', path: 'tvgames', secondary: true },
  { id: 'toto', labelKey: 'nav_toto', path: 'toto', secondary: true },
  { id: 'promotions', labelKey: 'nav_promotions', path: 'promotions', matches: ['promotions', 'bonuses'] },
  { id: 'results', labelKey: 'nav_results', path: 'results', matches: ['results', 'statistic'] },
];

export interface FooterColumn {
  titleKey: string;
  links: ReadonlyArray<{ labelKey: string; path: string }>;
}

/** Spec §2 information pages, grouped the way sportsbook footers usually are. */
export const FOOTER_COLUMNS: readonly FooterColumn[] = [
  {
    titleKey: 'footer_information',
    links: [
      { labelKey: 'footer_about', path: 'about' },
      { labelKey: 'footer_contacts', path: 'contacts' },
      { labelKey: 'footer_rules', path: 'rules/1' },
      { labelKey: 'footer_howbet', path: 'howbet' },
      { labelKey: 'footer_calculator', path: 'betting-calculator' },
    ],
  },
  {
    titleKey: 'footer_legal_title',
    links: [
      { labelKey: 'footer_licenses', path: 'licenses' },
      { labelKey: 'footer_responsible', path: 'responsiblegaming' },
      { labelKey: 'footer_amlkyc', path: 'amlkyc' },
      { labelKey: 'footer_disputes', path: 'disputeresolution' },
      { labelKey: 'footer_taxation', path: 'taxation' },
      { labelKey: 'footer_cookies', path: 'cookies' },
    ],
  },
  {
    titleKey: 'footer_betting',
    links: [
      { labelKey: 'nav_line', path: 'line' },
      { labelKey: 'nav_live', path: 'live' },
      { labelKey: 'nav_results', path: 'results' },
      { labelKey: 'footer_payment', path: 'payment' },
    ],
  },
  {
    titleKey: 'footer_casino',
    links: [
      { labelKey: 'nav_casino', path: 'casino-lobby' },
      { labelKey: 'nav_slots', path: 'slots' },
      { labelKey: 'nav_live_casino', path: 'live-casino' },
      { labelKey: 'nav_poker', path: 'poker' },
    ],
  },
];

/** The SEO links block: popular landing pages with plain-text anchors, named in the page language. */
export const SEO_LINKS: ReadonlyArray<{ labelKey: ShellTextKey; path: string }> = [
  { labelKey: 'seo_football', path: 'line/football' },
  { labelKey: 'seo_tennis', path: 'line/tennis' },
  { labelKey: 'seo_basketball', path: 'line/basketball' },
  { labelKey: 'seo_ice_hockey', path: 'line/ice-hockey' },
  { labelKey: 'seo_live_football', path: 'live/football' },
  { labelKey: 'seo_cs2', path: 'cyber/real/cs2' },
  { labelKey: 'seo_dota2', path: 'cyber/real/dota2' },
  { labelKey: 'seo_slots', path: 'slots' },
  { labelKey: 'seo_live_casino', path: 'live-casino' },
  { labelKey: 'seo_alphabet', path: 'betting-alphabet' },
  { labelKey: 'seo_news', path: 'news' },
  { labelKey: 'seo_blog', path: 'blog' },
];

export function isNavItemActive(item: NavItem, pathAfterLanguage: string): boolean {
  const first = pathAfterLanguage.split('/').filter(Boolean);
  const path = first.join('/');
  return (item.matches ?? [item.path]).some((m) => path === m || path.startsWith(`${m}/`));
}
