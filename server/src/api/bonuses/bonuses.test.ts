/**
 * Deposit bonus rules: chosen → granted on the next qualifying deposit; wagering fed by real settled bets
 * (at or above the offer's minimum odds, placed after the grant); expiry on the clock removes what is left
 * of the bonus money; cancel does the same at once; promo codes; idempotency of the money moves.
 */
import { describe, expect, it } from 'vitest';
import { bearer, buildDemoSession, freshForEachTest, idempotencyKey, type TestApi } from '../test-support.ts';
import type { PlayerBonusView } from './bonus-view.ts';

interface Game { id: string; markets: Array<{ typeId: number; outcomes: Array<{ id: string; coef: number }> }> }

let t: TestApi;
let token: string;
let accountId: number;

freshForEachTest(buildDemoSession, (session) => {
  ({ t, token, accountId } = session);
});

const post = (url: string, payload?: object, key = idempotencyKey()) =>
  t.app.inject({ method: 'POST', url, headers: { ...bearer(token), ...key }, ...(payload ? { payload } : {}) });
const myBonuses = async () => t.json<{ bonuses: PlayerBonusView[] }>(await t.app.inject({ url: '/bonuses-api/my', headers: bearer(token) })).bonuses;
const balance = async () =>
  t.json<{ all_accounts: Array<{ id: number; money: number }> }>(await t.app.inject({ url: '/web-api/user/account-data', headers: bearer(token) })).all_accounts.find((a) => a.id === accountId)!.money;
const deposit = (amount: number) => post('/payments-api/deposit', { accountId, amount });

/** Places a single on a live game's home win at `coef`, then finishes the game so the bet wins or loses. */
async function settledBet(amount: number, coef: number, homeWins: boolean) {
  const { games } = t.json<{ games: Game[] }>(await t.app.inject('/betting-api/games?section=live'));
  const game = games.find((g) => g.markets.some((m) => m.typeId === 1))!;
  const outcome = game.markets.find((m) => m.typeId === 1)!.outcomes[0]!;
  await t.app.inject({ method: 'POST', url: '/test-api/betting/game', payload: { gameId: game.id, coefs: { [outcome.id]: coef }, isBlocked: false } });
  const placed = await post('/betting-api/coupon/place', { typeId: 0, accountId, amount, bets: [{ outcomeId: outcome.id, coef }] });
  expect(placed.statusCode).toBe(200);
  await t.app.inject({ method: 'POST', url: '/test-api/betting/game', payload: { gameId: game.id, finishedScore: homeWins ? [3, 0] : [0, 3] } });
  await t.app.inject({ method: 'POST', url: '/test-api/betting/settle' });
}

describe('deposit bonus: choose, grant, wagering', () => {
  it('the chosen bonus waits for a qualifying deposit, then credits percent × deposit with its wagering requirement', async () => {
    const chosen = await post('/bonuses-api/my/choose', { slug: 'reload-bonus' });
    expect(chosen.statusCode).toBe(200);
    expect(t.json<{ bonus: PlayerBonusView }>(chosen).bonus).toMatchObject({ slug: 'reload-bonus', status: 'chosen' });

    // 400 ₽ is below the offer's 500 ₽ minimum: the deposit is credited, the bonus keeps waiting.
    expect((await deposit(400)).statusCode).toBe(200);
    expect((await myBonuses())[0]).toMatchObject({ status: 'chosen' });
    expect(await balance()).toBe(10_400);

    expect((await deposit(1000)).statusCode).toBe(200);
    const [bonus] = await myBonuses();
    // 50 % of 1 000 = 500 bonus, ×3 wagering = 1 500, 7 days.
    expect(bonus).toMatchObject({ status: 'active', deposit: 1000, bonus: 500, wagerRequired: 1500, wagered: 0, currency: 'RUB' });
    expect(bonus!.expiresAt! - bonus!.grantedAt!).toBe(7 * 86_400);
    expect(await balance()).toBe(11_900);
  });

  it('the bonus is capped at the offer maximum', async () => {
    await post('/bonuses-api/my/choose', { slug: 'reload-bonus' });
    await deposit(20_000);
    expect((await myBonuses())[0]).toMatchObject({ bonus: 5000, wagerRequired: 15_000 });
  });

  it('wagering progress counts settled bets at the minimum odds or more, not lower odds and not open bets', async () => {
    await post('/bonuses-api/my/choose', { slug: 'reload-bonus' });
    await deposit(1000);
    await settledBet(300, 2, true);
    await settledBet(200, 1.9, false);
    await settledBet(100, 1.2, true); // below the 1.5 minimum odds: does not count
    expect((await myBonuses())[0]).toMatchObject({ status: 'active', wagered: 500, progressPercent: 33 });
  });

  it('meeting the requirement completes the bonus: its money is no longer bonus money', async () => {
    await post('/bonuses-api/my/choose', { slug: 'reload-bonus' });
    await deposit(500); // bonus 250, requirement 750
    await settledBet(800, 2, false);
    expect((await myBonuses())[0]).toMatchObject({ status: 'completed', progressPercent: 100, wagered: 750 });
  });

  it('a first-deposit-only bonus is not granted on a later deposit', async () => {
    await deposit(100);
    await post('/bonuses-api/my/choose', { slug: 'sport-first-deposit' });
    await deposit(1000);
    expect((await myBonuses())[0]).toMatchObject({ status: 'chosen' });
  });

  it('a second bonus cannot be chosen while one is active; an unknown slug is refused', async () => {
    await post('/bonuses-api/my/choose', { slug: 'reload-bonus' });
    await deposit(1000);
    const again = await post('/bonuses-api/my/choose', { slug: 'sport-first-deposit' });
    expect(again.statusCode).toBe(409);
    expect(t.json(again)).toMatchObject({ code: 'bonus_active' });
    expect(t.json(await post('/bonuses-api/my/choose', { slug: 'no-such-bonus' }))).toMatchObject({ code: 'bonus_unknown' });
  });
});

describe('expiry and cancel', () => {
  it('expiry: after its days the unwagered bonus expires and its money is removed', async () => {
    await post('/bonuses-api/my/choose', { slug: 'reload-bonus' });
    await deposit(1000);
    t.clock.advance(7 * 86_400 * 1000 - 60_000);
    token = await t.login('demo', 'Demo1234!'); // the bearer token lives 10 minutes
    expect((await myBonuses())[0]).toMatchObject({ status: 'active' });
    t.clock.advance(120_000);
    expect((await myBonuses())[0]).toMatchObject({ status: 'expired', removed: 500 });
    expect(await balance()).toBe(11_000);
    // Reading again removes nothing more.
    expect((await myBonuses())[0]).toMatchObject({ status: 'expired', removed: 500 });
    expect(await balance()).toBe(11_000);
  });

  it('cancel removes the bonus money once; the same Idempotency-Key replays the first answer', async () => {
    await post('/bonuses-api/my/choose', { slug: 'reload-bonus' });
    await deposit(1000);
    const [bonus] = await myBonuses();
    const key = idempotencyKey();
    const first = await post(`/bonuses-api/my/${bonus!.id}/cancel`, undefined, key);
    expect(first.statusCode).toBe(200);
    expect(t.json<{ bonus: PlayerBonusView }>(first).bonus).toMatchObject({ status: 'cancelled', removed: 500 });
    const replay = await post(`/bonuses-api/my/${bonus!.id}/cancel`, undefined, key);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(await balance()).toBe(11_000);
    expect((await post(`/bonuses-api/my/${bonus!.id}/cancel`)).statusCode).toBe(409);
    expect((await t.app.inject({ method: 'POST', url: `/bonuses-api/my/${bonus!.id}/cancel`, headers: bearer(token) })).statusCode).toBe(400);
  });

  it('cancel never takes more than the account holds when the bonus money was lost', async () => {
    await post('/bonuses-api/my/choose', { slug: 'reload-bonus' });
    await deposit(1000);
    const [bonus] = await myBonuses();
    // 11 500 ₽ (10 000 + 1 000 deposit + 500 bonus) lost in stakes of at most 5 000 (the RUB max stake), at odds too low to count for wagering.
    await settledBet(5000, 1.2, false);
    await settledBet(5000, 1.2, false);
    await settledBet(1500, 1.2, false);
    expect(await balance()).toBe(0);
    const cancelled = t.json<{ bonus: PlayerBonusView }>(await post(`/bonuses-api/my/${bonus!.id}/cancel`)).bonus;
    expect(cancelled).toMatchObject({ status: 'cancelled', removed: 0 });
    expect(await balance()).toBe(0);
  });
});

describe('promo codes (office/promotion)', () => {
  it('ARENA500 credits 500 ₽ with its wagering once per player; unknown and expired codes are refused', async () => {
    const activated = await post('/bonuses-api/promo-code', { code: ' arena500 ' });
    expect(activated.statusCode).toBe(200);
    expect(t.json<{ bonus: PlayerBonusView }>(activated).bonus).toMatchObject({ status: 'active', source: 'promo_code', bonus: 500, wagerRequired: 1500 });
    expect(await balance()).toBe(10_500);
    expect(t.json(await post('/bonuses-api/promo-code', { code: 'ARENA500' }))).toMatchObject({ code: 'promo_code_used' });
    expect(t.json(await post('/bonuses-api/promo-code', { code: 'NOPE' }))).toMatchObject({ code: 'promo_code_unknown' });
    expect(t.json(await post('/bonuses-api/promo-code', { code: 'SUMMER2020' }))).toMatchObject({ code: 'promo_code_expired' });
    expect((await t.app.inject({ method: 'POST', url: '/bonuses-api/promo-code', headers: bearer(token), payload: { code: 'SPINS300' } })).statusCode).toBe(400);
    expect(await balance()).toBe(10_500);
  });

  it('the same Idempotency-Key replays the activation: credited once; a new key is refused as used', async () => {
    const key = idempotencyKey();
    const first = await post('/bonuses-api/promo-code', { code: 'ARENA500' }, key);
    const again = await post('/bonuses-api/promo-code', { code: 'ARENA500' }, key);
    expect(again.statusCode).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.body).toBe(first.body);
    expect(await balance()).toBe(10_500);
    expect((await post('/bonuses-api/promo-code', { code: 'SPINS300' }, key)).statusCode).toBe(422);
  });

  it('needs a signed-in player', async () => {
    expect((await t.app.inject({ method: 'POST', url: '/bonuses-api/promo-code', headers: idempotencyKey(), payload: { code: 'ARENA500' } })).statusCode).toBe(401);
    expect((await t.app.inject('/bonuses-api/my')).statusCode).toBe(401);
  });
});

describe('registration bonus choice (spec §3 first_deposit_bonus_choice)', () => {
  it('a player who chose the sport bonus at registration gets it preselected and granted on the first deposit', async () => {
    const registered = await t.app.inject({
      method: 'POST',
      url: '/auth-api/registration/one_click',
      headers: { 'x-fingerprint': await t.fingerprint() },
      payload: { currency_id: 1, country_id: 1, first_deposit_bonus_choice: 1 },
    });
    expect(registered.statusCode).toBe(200);
    const newToken = t.json<{ token: string }>(registered).token;
    const headers = { authorization: `Bearer ${newToken}` };
    const mine = t.json<{ bonuses: PlayerBonusView[] }>(await t.app.inject({ url: '/bonuses-api/my', headers })).bonuses;
    expect(mine).toMatchObject([{ slug: 'sport-first-deposit', status: 'chosen' }]);
    const account = t.json<{ all_accounts: Array<{ id: number; type: number }> }>(await t.app.inject({ url: '/web-api/user/account-data', headers })).all_accounts.find((a) => a.type === 0)!;
    const deposited = await t.app.inject({ method: 'POST', url: '/payments-api/deposit', headers: { ...headers, ...idempotencyKey() }, payload: { accountId: account.id, amount: 2000 } });
    expect(deposited.statusCode).toBe(200);
    const [bonus] = t.json<{ bonuses: PlayerBonusView[] }>(await t.app.inject({ url: '/bonuses-api/my', headers })).bonuses;
    expect(bonus).toMatchObject({ slug: 'sport-first-deposit', status: 'active', bonus: 2000, wagerRequired: 10_000 });
  });

  it('declining at registration (0) preselects nothing', async () => {
    expect(await myBonuses()).toEqual([]);
  });
});
