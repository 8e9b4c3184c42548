/**
 * Issue 16, finding 4 (money): winnings are never credited to an account the player removed. Removal is
 * refused while coupons on the account are unsettled; a coupon of an account removed before that guard
 * (old data) pays into the player's live account of the same currency, or restores the removed one.
 */
import Database from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { AdjustableClock } from '../../../platform/clock.ts';
import { openDatabase } from '../../db/connection.ts';
import { MIGRATIONS } from '../../db/migrations.ts';
import { migrate } from '../../../platform/database.ts';
import { bearer, buildTestApi, idempotencyKey, type TestApi } from '../../test-support.ts';
import { payoutAccountId } from './settle.ts';

interface Game { id: string; markets: Array<{ typeId: number; outcomes: Array<{ id: string; coef: number }> }> }
interface AccountView { id: number; iso: string; money: number; type: number }

describe('removing an account with unsettled coupons', () => {
  let t: TestApi;
  let token: string;
  beforeEach(async () => {
    t = await buildTestApi();
    token = await t.login('demo', 'Demo1234!');
  });
  afterEach(async () => {
    await t.app.close();
  });

  const accounts = async () =>
    t.json<{ all_accounts: AccountView[] }>(await t.app.inject({ url: '/web-api/user/account-data', headers: bearer(token) })).all_accounts;
  const post = (url: string, payload: object) =>
    t.app.inject({ method: 'POST', url, headers: { ...bearer(token), 'x-language': 'en', ...idempotencyKey() }, payload });

  it('is refused (409 account_has_open_coupons); the winnings land in the account the player still sees', async () => {
    expect((await post('/office-api/accounts/add', { currency_id: 3 })).statusCode).toBe(200);
    t.clock.advance(3000);
    const eur = (await accounts()).find((a) => a.iso === 'EUR')!;
    expect((await post('/payments-api/deposit', { accountId: eur.id, amount: 10 })).statusCode).toBe(200);

    const { games } = t.json<{ games: Game[] }>(await t.app.inject('/betting-api/games?section=live'));
    const game = games[0]!;
    const outcome = game.markets.find((m) => m.typeId === 1)!.outcomes[0]!;
    await t.app.inject({ method: 'POST', url: '/test-api/betting/game', payload: { gameId: game.id, coefs: { [outcome.id]: 2 }, isBlocked: false } });
    const placed = await post('/betting-api/coupon/place', { typeId: 0, accountId: eur.id, amount: 10, bets: [{ outcomeId: outcome.id, coef: 2 }] });
    expect(placed.statusCode).toBe(200);
    expect((await accounts()).find((a) => a.id === eur.id)?.money).toBe(0);

    // Empty, but its coupon is open: removing it now would hide the winnings from the player.
    const removal = await post('/office-api/accounts/remove', { id: eur.id });
    expect(removal.statusCode).toBe(409);
    expect(t.json(removal)).toMatchObject({ code: 'account_has_open_coupons', success: false, message: 'The account cannot be removed while it has unsettled bets' });

    await t.app.inject({ method: 'POST', url: '/test-api/betting/game', payload: { gameId: game.id, finishedScore: [2, 0] } });
    await t.app.inject({ method: 'POST', url: '/test-api/betting/settle' });
    expect((await accounts()).find((a) => a.id === eur.id)?.money).toBe(20);
  });
});

describe('settlement of a coupon whose account was removed before the guard (old data)', () => {
  it('pays into the live account of the same currency, else restores the removed account', () => {
    const { repos, close } = openDatabase(':memory:', new AdjustableClock());
    try {
      const demo = repos.users.byLogin('demo')!;
      const usd = repos.accounts.all(demo.id).find((a) => a.currency_id === 2)!;
      repos.accounts.remove(usd.id);
      expect(repos.accounts.credit(usd.id, 5)).toBe(false);
      // Nothing else in USD: the removed account comes back, visible, and takes the payout.
      expect(payoutAccountId(repos, { user_id: demo.id, account_id: usd.id })).toBe(usd.id);
      expect(repos.accounts.all(demo.id).some((a) => a.id === usd.id)).toBe(true);

      repos.accounts.remove(usd.id);
      const reopened = repos.accounts.create({ user_id: demo.id, type: 9, currency_id: 2 });
      expect(payoutAccountId(repos, { user_id: demo.id, account_id: usd.id })).toBe(reopened);
    } finally {
      close();
    }
  });
});

describe('the minor-units migration', () => {
  it('converts REAL balances to integer minor units of each currency (KWD 3 decimals)', () => {
    const index = MIGRATIONS.findIndex((m) => typeof m === 'string' && m.includes('money_minor'));
    const db = new Database(':memory:');
    migrate(db, MIGRATIONS.slice(0, index));
    db.exec(`INSERT INTO users (login, password_hash, country_id, currency_id, registration_type, password_changed_at, created_at) VALUES ('x', 'h', 1, 1, 'full', 0, 0)`);
    db.exec(`INSERT INTO accounts (user_id, type, currency_id, money) VALUES (1, 0, 1, 10000.5), (1, 9, 7, 1.234), (1, 9, 2, 0.1 + 0.2)`);
    migrate(db, MIGRATIONS.slice(0, index + 1));
    expect(db.prepare('SELECT currency_id, money, typeof(money) AS type FROM accounts ORDER BY id').all()).toEqual([
      { currency_id: 1, money: 1000050, type: 'integer' },
      { currency_id: 7, money: 1234, type: 'integer' },
      { currency_id: 2, money: 30, type: 'integer' },
    ]);
    db.close();
  });
});
