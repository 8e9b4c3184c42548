/**
 * The catalogue of cross-app events: every event name and its payload type, in one place.
 *
 * Two kinds exist:
 * - one-off events (`ArenaEvents`): delivered to whoever listens at the time; late subscribers miss them;
 * - replayed state (`ArenaState`): the latest value is kept and handed to every new subscriber at once,
 *   so an app mounted late still knows the current user, config and active account.
 */
// Type-only: the wire shape is defined once in the domain contracts; nothing is loaded at run time.
import type { CouponSelectionInput, DisplaySettingsValue } from '@arena/domain';

/** The coupon:add payload: the domain's selection shape (one definition, owned by the coupon rules). */
export type CouponSelection = CouponSelectionInput;

export interface UserSummary {
  userId: number;
  login: string;
  banLevel: number;
  banVersion: number;
  /** Self-excluded until (unix seconds): the player may use only the restricted office (issue 32). */
  selfExcludedUntil?: number | null;
}

export interface ActiveAccountSummary {
  id: number;
  type: number;
  iso: string;
  symbol: string;
  money: number;
}

/**
 * The player's display settings (spec §3 "Global settings" names: theme 0 light / 1 dark, view 0 European /
 * 1 Asian, font size, odds format, time zone, 12/24 h); the shell persists them, every app applies them. Their
 * valid values are @arena/domain's (display-settings.ts), which the host reads from the cookie too.
 */
export type DisplaySettings = DisplaySettingsValue;

export type HostedAppLoadState = -2 | -1 | 1 | 2;

export interface NotifyPayload {
  kind: 'default' | 'error' | 'info' | 'success' | 'warning';
  group?: 'default' | 'maintenance' | 'shadow';
  title?: string;
  text: string;
  permanent?: boolean;
  id?: string;
}

export interface ModalOpenPayload {
  /** One of the spec's modal kinds (see the shell's modal registry). */
  kind: string;
  id?: string;
  props?: Record<string, unknown>;
}

export interface ArenaEvents {
  'coupon:add': CouponSelection;
  'coupon:remove': { outcomeId: string };
  'coupon:clear': Record<string, never>;
  'coupon:placed': { couponIds: string[]; typeId: number; amount: number };
  'auth:login': { user: UserSummary };
  'auth:logout': { reason: 'user' | 'idle' | 'session-limit' | 'server' };
  'auth:token-changed': { hasToken: boolean };
  /**
   * The player accepted the current terms (confirm-terms). A page load whose session restore the terms
   * held back (451 on the user config) has a usable session now: the shell restores it at once.
   */
  'auth:terms-accepted': Record<string, never>;
  /** The shell's one-tap prompt was accepted: the auth app obtains and posts the provider's credential. */
  'auth:one-tap-requested': { provider: string };
  'account:changed': { account: ActiveAccountSummary | null };
  'limits:changed': { limitTypes: number[] };
  'session-limit:ended': Record<string, never>;
  'reality-check:due': { minutesPlayed: number; netResult: number; currency: string };
  'app:load-state': { app: string; state: HostedAppLoadState; previous: HostedAppLoadState };
  'notify': NotifyPayload;
  'modal:open': ModalOpenPayload;
  'modal:close': { id?: string; kind?: string };
  'maintenance:changed': { isActive: boolean; startAt?: number; finishAt?: number };
  'update:available': { version: string };
  'navigation:blocked': { blocked: boolean };
}

export interface ArenaState {
  /** The signed-in user, or null for a visitor. */
  user: UserSummary | null;
  /**
   * What the page-load session restore found: 'unknown' until the session check answers. Route guards
   * wait on it, so a reload of a protected page is neither bounced nor let through on a stale cookie.
   */
  session: SessionKnowledge;
  /** Outcome ids currently in the coupon, so every app can highlight them. */
  couponSelections: readonly string[];
  activeAccount: ActiveAccountSummary | null;
  /** The user's ban level (0 = not banned); route guards read it, logout resets it to 0. */
  banLevel: number;
  /** Whether the site config is installed (false until loaded, and after 'no site config'). */
  configReady: boolean;
  language: string;
  /** The route the root config matched for the current URL (error pages use ids like `error-404`); null before the first match. */
  route: { id: string; params: Record<string, string>; layout: 'main' | 'empty' | 'blocked' } | null;
  /** Display settings, persisted and owned by the shell. */
  settings: DisplaySettings;
}

export type SessionKnowledge = 'unknown' | 'visitor' | 'player';

export const INITIAL_STATE: ArenaState = {
  user: null,
  session: 'unknown',
  couponSelections: [],
  activeAccount: null,
  banLevel: 0,
  configReady: false,
  language: 'ru',
  route: null,
  settings: { appTheme: 1, appViewType: 0, appFontSize: 16, coefViewId: 0, timeZone: 3, is12h: false },
};

export type ArenaEventName = keyof ArenaEvents;
export type ArenaStateKey = keyof ArenaState;
