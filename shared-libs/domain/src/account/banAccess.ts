/**
 * Navigation of banned users (spec §4 ban state). A decision, not routing: the root config asks it for the
 * matched route and performs the answer.
 */

/** Deduce (withdrawal) stays open at ban level 53 under ban version 1, and at 45 under any other version. */
export const DEDUCE_BAN_LEVEL = { version1: 53, otherVersions: 45 } as const;

export interface BanStatus {
  banLevel: number;
  banVersion: number;
}

export interface RouteBanFlags {
  /** Route flagged as reachable while banned. */
  isBanAccessible: boolean;
  /** Route flagged as only for banned users (e.g. the appeal history). */
  isBannedOnly: boolean;
  isDeduce: boolean;
}

export type BanNavigationDecision = 'allow' | 'blocked-page' | 'home';

export function isBanned(status: BanStatus): boolean {
  return status.banLevel > 0;
}

/** Whether deduce is open at this ban level and version. */
export function isDeduceAllowedWhileBanned(status: BanStatus): boolean {
  const allowedLevel = status.banVersion === 1 ? DEDUCE_BAN_LEVEL.version1 : DEDUCE_BAN_LEVEL.otherVersions;
  return status.banLevel === allowedLevel;
}

/**
 * Banned (ban_level > 0): only ban-accessible routes, and deduce only at its ban level; anything else goes to
 * the blocked page. Not banned: banned-only routes go home.
 */
export function banNavigationDecision(status: BanStatus, route: RouteBanFlags): BanNavigationDecision {
  if (!isBanned(status)) return route.isBannedOnly ? 'home' : 'allow';
  if (route.isDeduce) return isDeduceAllowedWhileBanned(status) ? 'allow' : 'blocked-page';
  return route.isBanAccessible || route.isBannedOnly ? 'allow' : 'blocked-page';
}
