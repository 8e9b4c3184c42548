/**
 * Which office pages the menu lists (pure): written pages only, sub-pages never, identification only while
 * the site config enables it, and for a banned player (spec §4) only the ban-accessible pages — support,
 * verification, identification — plus withdrawal at the ban level its version allows.
 */
import { isDeduceAllowedWhileBanned } from '@arena/domain';
import { OFFICE_MENU_GROUPS, OFFICE_PAGES, type OfficeFrameRouteId, type OfficeMenuGroup, type OfficePageRow } from './office-pages.ts';

/** Route ids a banned player may open (the route table's ban 'accessible' office rows). */
export const BAN_ACCESSIBLE_PAGES: readonly OfficeFrameRouteId[] = ['office-support', 'office-verification', 'office-identification'];

export interface MenuFacts {
  banLevel: number;
  banVersion: number;
  identificationEnabled: boolean;
}

export function isPageOpen(row: OfficePageRow, facts: MenuFacts): boolean {
  if (row.routeId === 'office-identification' && !facts.identificationEnabled) return false;
  if (facts.banLevel <= 0) return true;
  if (row.routeId === 'office-deduce') return isDeduceAllowedWhileBanned({ banLevel: facts.banLevel, banVersion: facts.banVersion });
  return BAN_ACCESSIBLE_PAGES.includes(row.routeId);
}

export interface MenuGroup {
  group: OfficeMenuGroup;
  rows: OfficePageRow[];
}

export function menuGroups(facts: MenuFacts, pages: readonly OfficePageRow[] = OFFICE_PAGES): MenuGroup[] {
  return OFFICE_MENU_GROUPS.map((group) => ({
    group,
    rows: pages.filter((row) => row.group === group && row.page !== null && row.menu !== false && isPageOpen(row, facts)),
  })).filter((g) => g.rows.length > 0);
}

/** The office path of a menu route id: `office-bonuses-deposit` → `office/bonuses/deposit` (the route table's pattern). */
export const OFFICE_PATHS: Readonly<Partial<Record<OfficeFrameRouteId, string>>> = {
  'office-account': 'office/account',
  'office-account-edit': 'office/account/edit',
  'office-history': 'office/history',
  'office-historypay': 'office/historypay',
  'office-recharge': 'office/recharge',
  'office-security': 'office/security',
  'office-responsible': 'office/responsible',
  'office-settings': 'office/settings',
  'office-bonuses-deposit': 'office/bonuses/deposit',
  'office-bonuses-wager': 'office/bonuses/wager',
  'office-casino-vipcashback': 'office/casino/vipcashback',
  'office-casino-premiumcashback': 'office/casino/premiumcashback',
  'office-deduce': 'office/deduce',
  'office-promotion': 'office/promotion',
  'office-bringfriend': 'office/bringfriend',
  'office-support': 'office/support',
  'office-rewards': 'office/rewards',
  'office-verification': 'office/verification',
  'office-identification': 'office/identification',
  'office-share-idea': 'office/share-idea',
  'office-payment-requests': 'office/payment/requests',
  'office-payment-create-request': 'office/payment/create-request',
};
