/**
 * Data access, one small repository per concept. Everything above this folder talks to these
 * interfaces only, so another engine can replace SQLite by implementing them.
 */
import type { Database } from 'better-sqlite3';
import type { Clock } from '../../../platform/clock.ts';
import { createMetaRepository, type MetaRepository } from './meta.ts';
import { createUsersRepository, type UsersRepository } from './users.ts';
import { createAccountsRepository, type AccountsRepository } from './accounts.ts';
import { createSessionsRepository, type SessionsRepository } from './sessions.ts';
import { createCodesRepository, type CodesRepository } from './codes.ts';
import { createCountersRepository, type CountersRepository } from './counters.ts';
import { createCaptchasRepository, type CaptchasRepository } from './captchas.ts';
import { createContentRepository, type ContentRepository } from './content.ts';
import { createCouponsRepository, type CouponsRepository } from './coupons.ts';
import { createLimitsRepository, type LimitsRepository } from './limits.ts';
import { createCookieAgreementsRepository, type CookieAgreementsRepository } from './cookie-agreements.ts';
import { createIdempotencyRepository, type IdempotencyRepository } from './idempotency.ts';
import { createBonusStore, type BonusStore } from '../../bonuses/bonus-store.ts';
import { createPaymentsStore, type PaymentsStore } from '../../payments/payments-store.ts';

export interface Repositories {
  meta: MetaRepository;
  users: UsersRepository;
  accounts: AccountsRepository;
  sessions: SessionsRepository;
  codes: CodesRepository;
  counters: CountersRepository;
  captchas: CaptchasRepository;
  content: ContentRepository;
  coupons: CouponsRepository;
  limits: LimitsRepository;
  cookieAgreements: CookieAgreementsRepository;
  idempotency: IdempotencyRepository;
  bonuses: BonusStore;
  payments: PaymentsStore;
  /** Runs fn in one write transaction (all multi-statement writes go through this). */
  transaction<T>(fn: () => T): T;
}

export function createRepositories(db: Database, clock: Clock): Repositories {
  return {
    meta: createMetaRepository(db),
    users: createUsersRepository(db, clock),
    accounts: createAccountsRepository(db, clock),
    sessions: createSessionsRepository(db),
    codes: createCodesRepository(db),
    counters: createCountersRepository(db),
    captchas: createCaptchasRepository(db),
    content: createContentRepository(db),
    coupons: createCouponsRepository(db, clock),
    limits: createLimitsRepository(db),
    cookieAgreements: createCookieAgreementsRepository(db),
    idempotency: createIdempotencyRepository(db),
    bonuses: createBonusStore(db),
    payments: createPaymentsStore(db),
    transaction: <T>(fn: () => T): T => db.transaction(fn)(),
  };
}
