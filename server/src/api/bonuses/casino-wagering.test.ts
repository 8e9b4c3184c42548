/**
 * Casino real-mode bets feed the wagering of bonuses that count casino play: the casino concept's wallet
 * journal (casino_wallet_tx) is read like the coupons are; rolled-back bets and bets before the grant or
 * on another account do not count; a sports-only bonus ignores casino bets.
 */
import { describe, expect, it } from 'vitest';
import { AdjustableClock } from '../../platform/clock.ts';
import { openDatabase } from '../db/connection.ts';
import type { ApiContext } from '../shared/context.ts';
import { activatePromoCode, bonusStore, chooseDepositBonus, onDepositCredited, refreshBonuses } from './bonus-service.ts';

function directContext(): ApiContext {
  const clock = new AdjustableClock();
  const database = openDatabase(':memory:', clock);
  return { database, repos: database.repos, clock } as unknown as ApiContext;
}

let n = 0;
function casinoBet(ctx: ApiContext, rub: number, at: number, { accountId = 1, rolledBack = 0 } = {}) {
  ctx.database.db
    .prepare(
      `INSERT INTO casino_wallet_tx (provider, tx_id, kind, user_id, account_id, currency_id, round_ref, amount, rolled_back, request_hash, answer, created_at)
       VALUES ('house', ?, 'bet', 1, ?, 1, 'r', ?, ?, 'h', '{}', ?)`,
    )
    .run(`bet-${++n}`, accountId, Math.round(rub * 100), rolledBack, at);
}

describe('casino bets in wagering', () => {
  it('a bonus counting casino play (reload) grows with real-mode casino bets on its account', () => {
    const ctx = directContext();
    const before = ctx.clock.nowSeconds();
    casinoBet(ctx, 400, before - 60); // before the grant
    chooseDepositBonus(ctx, 1, 'reload-bonus');
    ctx.repos.accounts.credit(1, 1000);
    onDepositCredited(ctx, { userId: 1, accountId: 1, amount: 1000, firstDeposit: false });
    const now = ctx.clock.nowSeconds();
    casinoBet(ctx, 300, now);
    casinoBet(ctx, 200, now, { rolledBack: 1 });
    casinoBet(ctx, 250, now, { accountId: 3 }); // the player's USD account: another account
    refreshBonuses(ctx, 1);
    const [bonus] = bonusStore(ctx).list(1);
    expect(bonus).toMatchObject({ status: 'active', bonus_minor: 50_000, wager_required_minor: 150_000, wagered_minor: 30_000 });
    ctx.clock.advance(60_000);
    casinoBet(ctx, 1200, ctx.clock.nowSeconds());
    refreshBonuses(ctx, 1);
    expect(bonusStore(ctx).list(1)[0]).toMatchObject({ status: 'completed', wagered_minor: 150_000 });
    ctx.database.close();
  });

  it('a sports-only bonus ignores casino bets', () => {
    const ctx = directContext();
    activatePromoCode(ctx, 1, 'ARENA500');
    casinoBet(ctx, 5000, ctx.clock.nowSeconds());
    refreshBonuses(ctx, 1);
    expect(bonusStore(ctx).list(1)[0]).toMatchObject({ status: 'active', wagered_minor: 0 });
    ctx.database.close();
  });
});
