/**
 * Demo data written on first start and by the test-controls reset. Credentials are documented in
 * server/README.md ("Demo players"); passwords are hashed when written, never stored in clear.
 */
import type { BlockRule, RedirectRow } from './repositories/content.ts';

export interface SeedAccount {
  type: 0 | 4 | 9;
  currency_id: number;
  money: number;
  points?: number;
  is_active?: boolean;
}

export interface SeedUser {
  login: string;
  password: string;
  email: string;
  phone_code: string;
  phone_number: string;
  name: string;
  surname: string;
  two_factor?: boolean;
  ban_level?: number;
  ban_version?: number;
  /** false: the player accepted an older terms version and must accept the current one. */
  termsAccepted?: boolean;
  accounts: SeedAccount[];
}

/** Current terms version at seed time; test controls bump it. */
export const SEED_TERMS_VERSION = 2;

export const SEED_USERS: readonly SeedUser[] = [
  {
    login: 'demo', password: 'Demo1234!', email: 'demo@arena.test', phone_code: '7', phone_number: '9001234567',
    name: 'Demo', surname: 'Player',
    accounts: [
      { type: 0, currency_id: 1, money: 10000, is_active: true },
      { type: 4, currency_id: 1, money: 500 },
      { type: 9, currency_id: 2, money: 150, points: 12 },
    ],
  },
  {
    login: 'banned', password: 'Banned1234!', email: 'banned@arena.test', phone_code: '7', phone_number: '9001234568',
    name: 'Banned', surname: 'Player', ban_level: 45, ban_version: 1,
    accounts: [{ type: 0, currency_id: 1, money: 50, is_active: true }],
  },
  {
    login: 'twofa', password: 'TwoFa1234!', email: 'twofa@arena.test', phone_code: '7', phone_number: '9001234569',
    name: 'Two', surname: 'Factor', two_factor: true,
    accounts: [{ type: 0, currency_id: 1, money: 2000, is_active: true }],
  },
  {
    login: 'terms', password: 'Terms1234!', email: 'terms@arena.test', phone_code: '7', phone_number: '9001234570',
    name: 'Terms', surname: 'Pending', termsAccepted: false,
    accounts: [{ type: 0, currency_id: 2, money: 75, is_active: true }],
  },
];

/** Legacy promotion paths (without language segment) → promotions/{slug}, and other permanent moves. */
export const SEED_REDIRECTS: readonly RedirectRow[] = [
  { from_path: 'bonus/rules/welcome', to_path: 'promotions/welcome', code: 301, reason: 'legacy_promotion' },
  { from_path: 'promo/cashback', to_path: 'promotions/cashback', code: 301, reason: 'legacy_promotion' },
  { from_path: 'actions/express-day', to_path: 'promotions/express-day', code: 301, reason: 'legacy_promotion' },
  { from_path: 'bonus/first-deposit', to_path: 'promotions/first-deposit', code: 301, reason: 'legacy_promotion' },
  { from_path: 'live/tennis-old', to_path: 'live/tennis', code: 302, reason: 'section_moved' },
  { from_path: 'information/about', to_path: 'about', code: 301, reason: 'page_moved' },
];

/** Example geo rules; 'ru' (the host's default header) is never blocked by the seed. */
export const SEED_BLOCK_RULES: readonly BlockRule[] = [
  { country: 'ua', auth_scope: 'any', path_prefix: '', display_type: 1, template_type_id: 13 },
  { country: 'ie', auth_scope: 'any', path_prefix: '', display_type: 1, template_type_id: 17 },
];
