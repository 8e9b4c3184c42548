/**
 * Referral cookies and their lifetimes (spec §9), as one table. Where the spec gives two lifetimes the
 * second is a named variant the caller picks (e.g. the simple tag of reflinkid lives 1 hour).
 */
import type { CookieStore } from '../cookies/cookies.ts';

const HOUR = 3_600;
const DAY = 86_400;

/** Lifetimes in seconds per cookie and variant; `default` is used unless the caller names a variant. */
export const REFERRAL_COOKIE_LIFETIMES = {
  refererid: { default: 60 * DAY },
  reflinkid: { default: 60 * DAY, simpleTag: 1 * HOUR },
  ref_partner_id: { default: 60 * DAY, short: 30 * DAY },
  subid: { default: 60 * DAY },
  /** The bf-based referral marker. */
  bf: { default: 1 * DAY },
  postback_watcher: { default: 30 * DAY, short: 4 },
} as const satisfies Record<string, { default: number } & Record<string, number>>;

export type ReferralCookieName = keyof typeof REFERRAL_COOKIE_LIFETIMES;
export type ReferralVariant<N extends ReferralCookieName> = keyof (typeof REFERRAL_COOKIE_LIFETIMES)[N];

export function referralLifetimeSeconds<N extends ReferralCookieName>(name: N, variant?: ReferralVariant<N>): number {
  const lifetimes: Record<string, number> = REFERRAL_COOKIE_LIFETIMES[name];
  const seconds = lifetimes[String(variant ?? 'default')];
  if (seconds === undefined) throw new Error(`unknown referral cookie variant ${String(variant)} for ${name}`);
  return seconds;
}

export function saveReferralCookie<N extends ReferralCookieName>(
  store: CookieStore,
  name: N,
  value: string,
  variant?: ReferralVariant<N>,
): void {
  store.set(name, value, { maxAgeSeconds: referralLifetimeSeconds(name, variant) });
}

/** Spec §3: the referral_values cookie (type, val, additional). */
export interface ReferralValues {
  type: string;
  val: string;
  additional?: string;
}

export const REFERRAL_VALUES_COOKIE = 'referral_values';

export function saveReferralValues(store: CookieStore, values: ReferralValues): void {
  // The spec gives no lifetime for this cookie, so it follows the referer id it describes.
  store.set(REFERRAL_VALUES_COOKIE, JSON.stringify(values), { maxAgeSeconds: REFERRAL_COOKIE_LIFETIMES.refererid.default });
}

export function readReferralValues(store: CookieStore): ReferralValues | null {
  const raw = store.get(REFERRAL_VALUES_COOKIE);
  if (!raw) return null;
  try {
    const parsed = JSON.parse(raw) as Partial<ReferralValues>;
    return typeof parsed.type === 'string' && typeof parsed.val === 'string' ? (parsed as ReferralValues) : null;
  } catch {
    return null;
  }
}
