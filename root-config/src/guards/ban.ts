/** Ban state (spec §4): a banned player may open only ban-accessible routes. */
import type { RouteDef } from '@arena/routes';
import type { NavigationUser } from './context.ts';

/** The ban level at which withdrawal (deduce) stays open, by ban version; other versions use the default. */
export const DEDUCE_BAN_LEVEL_BY_VERSION: Readonly<Record<number, number>> = { 1: 53 };
export const DEDUCE_BAN_LEVEL_DEFAULT = 45;

export function deduceBanLevel(banVersion: number): number {
  return DEDUCE_BAN_LEVEL_BY_VERSION[banVersion] ?? DEDUCE_BAN_LEVEL_DEFAULT;
}

export function isBanned(user: NavigationUser | null): user is NavigationUser {
  return !!user && user.banLevel > 0;
}

export type BanVerdict = 'allow' | 'to-blocked-page' | 'to-home';

export function banVerdict(route: RouteDef, user: NavigationUser | null): BanVerdict {
  const access = route.ban ?? 'closed';
  if (!isBanned(user)) return access === 'banned-only' ? 'to-home' : 'allow';
  if (access === 'accessible' || access === 'banned-only') return 'allow';
  if (access === 'deduce') return user.banLevel === deduceBanLevel(user.banVersion) ? 'allow' : 'to-blocked-page';
  return 'to-blocked-page';
}
