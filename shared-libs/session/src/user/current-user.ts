/**
 * The signed-in user as replayed bus state: apps mounted late still see who is signed in. Login and
 * logout are also announced as one-off events for those that react to the moment itself.
 */
import type { UserConfig } from '@arena/domain';
import type { ArenaBus, ArenaEvents, UserSummary } from '@arena/event-bus';

/**
 * What the bus user takes from the user config (ban state, self-exclusion): one rule for every place that
 * signs a user in (login, the page-load session restore, confirm-terms). Without a config, none of it.
 */
export function userStateOf(config: UserConfig | null): Pick<UserSummary, 'banLevel' | 'banVersion' | 'selfExcludedUntil'> {
  return { banLevel: config?.ban_level ?? 0, banVersion: config?.ban_version ?? 0, selfExcludedUntil: config?.self_excluded_until ?? null };
}

/**
 * A self-excluded player keeps only the restricted office (issue 32): the root config's guards send them
 * there, and the host renders no login-only app for them (shell player-boot.ts).
 */
export function inRestrictedOffice(user: Pick<UserSummary, 'selfExcludedUntil'>): boolean {
  return user.selfExcludedUntil != null;
}

export interface CurrentUser {
  get(): UserSummary | null;
  /** Records a successful login: replayed user and ban level, plus the `auth:login` event. */
  signIn(user: UserSummary): void;
  /** Clears the user (ban level back to 0) and announces `auth:logout`. */
  signOut(reason: ArenaEvents['auth:logout']['reason']): void;
}

export function createCurrentUser(bus: Pick<ArenaBus, 'emit' | 'setState' | 'getState'>): CurrentUser {
  return {
    get: () => bus.getState('user'),
    signIn(user) {
      bus.setState('user', user);
      bus.setState('banLevel', user.banLevel);
      bus.emit('auth:login', { user });
    },
    signOut(reason) {
      bus.setState('banLevel', 0);
      bus.setState('user', null);
      bus.emit('auth:logout', { reason });
    },
  };
}
