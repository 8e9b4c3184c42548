/**
 * Everything an API plugin needs, built once by api/index.ts and passed to each plugin as an option.
 * Later issues (catalogue, bets, limits, deposits) receive the same context.
 */
import type { AdjustableClock } from '../../platform/clock.ts';
import type { OpenedDatabase } from '../db/connection.ts';
import type { Repositories } from '../db/repositories/index.ts';
import type { ServerEnv } from '../../platform/env.ts';
import type { SiteConfigStore } from '../config/site-config-store.ts';
import type { FaultStore } from '../test-controls/faults.ts';
import type { SocialProviders } from '../auth/social/social-identity.ts';
import type { TokenService } from './tokens.ts';
import type { PageTitleSources } from '../seo/page-title-sources.ts';

export interface ApiContext {
  env: ServerEnv;
  clock: AdjustableClock;
  database: OpenedDatabase;
  repos: Repositories;
  tokens: TokenService;
  siteConfig: SiteConfigStore;
  faults: FaultStore;
  /**
   * The reference backend has no SMS or e-mail gateway: what it would send (login, two-step, recovery
   * and activation codes) goes here, and the server writes it to its log as `[outbox] …` lines.
   */
  outbox: (message: string) => void;
  /** The social sign-in providers of this API instance, built on first use (auth/social/social-identity.ts). */
  socialProviders: () => Promise<SocialProviders>;
  /** The auth throttles' counter generation: the test controls bump it to forget every counter (shared/rate-limits.ts). */
  rateLimits: { generation: number };
  /** Titles of pages titled by data (a match page by its match): registered by concepts, read by the SEO data. */
  pageTitles: PageTitleSources;
}

export interface ContextOptions {
  ctx: ApiContext;
}

/** Lifetimes, in seconds unless named otherwise. */
export const TTL = {
  userToken: 10 * 60,
  session: 30 * 24 * 3600,
  /** A session without "save" lasts a day. */
  shortSession: 24 * 3600,
  fingerprint: 15 * 60,
  smsCode: 5 * 60,
  twoStepCode: 5 * 60,
  recoveryCode: 5 * 60,
  resetToken: 15 * 60,
  loginToken: 5 * 60,
  activationCode: 7 * 24 * 3600,
  captcha: 5 * 60,
  captchaToken: 2 * 60,
  /** Delay before an added currency account shows (the client polls 5 × 1000 ms). */
  addCurrencyDelayMs: 2500,
  /** Window of the failed-login counters. */
  failureWindowMs: 15 * 60 * 1000,
} as const;
