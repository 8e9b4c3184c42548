/**
 * Issue 27, money answers checked at the browser's boundary: a well-formed answer passes as it is, a
 * malformed one (a balance as a string, a missing field) is refused with an AnswerShapeError naming the
 * route and the first failing path — and nothing of it comes back. Before this change the clients only
 * typed the answer (`http.get<AccountData>`), so the same answers passed silently.
 */
import { Value } from 'typebox/value';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { logger } from '@arena/utils';
import * as door from './index.ts';
import { AnswerShapeError, accountDataAnswer, casinoLiveBetAnswer, casinoPlayAnswer, isAnswerShapeError, officeProfileAnswer, placeCouponAnswer, supportTicketsOfIdAnswer, totoPlaceAnswer } from './index.ts';
import { ANSWERS } from './answers.ts';
import { MONEY_ANSWERS } from './money-answers.ts';
import { answerCheck, lateAnswerCheck } from './answer-check.ts';

const account = { id: 7, type: 0, iso: 'RUB', symbol: '₽', currencyId: 1, money: 1250.5, label: 'Main', labelWithSymbol: 'Main ₽', isActive: true, points: 0, isPointsTypeBalance: false };
const accounts = { balance: 1250.5, bonus: null, all_accounts: [account], is_available_first_deposit_bonus: false };

/** The error a refused answer rejects with (fails the test when the answer was let through). */
async function refusal(promise: Promise<unknown>): Promise<AnswerShapeError> {
  const outcome = await promise.then(
    (passed) => ({ passed }),
    (error: unknown) => ({ error }),
  );
  if (!('error' in outcome)) throw new Error(`the answer passed: ${JSON.stringify(outcome.passed)}`);
  expect(isAnswerShapeError(outcome.error)).toBe(true);
  return outcome.error as AnswerShapeError;
}

afterEach(() => vi.restoreAllMocks());

describe('money answer checks (issue 27: app clients check answers at the boundary)', () => {
  it('passes a well-formed accounts answer through unchanged', async () => {
    await expect(accountDataAnswer(accounts)).resolves.toBe(accounts);
  });

  it('refuses a balance sent as a string, naming the route and the first failing path, and logs it', async () => {
    const logged = vi.spyOn(logger, 'error').mockImplementation(() => undefined);
    const error = await refusal(accountDataAnswer({ ...accounts, all_accounts: [{ ...account, money: '1250.50' }] }));
    expect(error).toBeInstanceOf(AnswerShapeError);
    expect(error.route).toBe('GET /web-api/user/account-data');
    expect(error.path).toBe('/all_accounts/0/money');
    expect(error.message).toContain('GET /web-api/user/account-data');
    expect(logged).toHaveBeenCalledWith(error.message);
  });

  it('refuses an answer with a missing field and one that is no object at all', async () => {
    vi.spyOn(logger, 'error').mockImplementation(() => undefined);
    const { balance: _dropped, ...withoutBalance } = accounts;
    expect((await refusal(accountDataAnswer(withoutBalance))).route).toBe('GET /web-api/user/account-data');
    expect((await refusal(accountDataAnswer('<html>'))).path).toBe('');
  });

  it('refuses a coupon whose possible win is not a number', async () => {
    vi.spyOn(logger, 'error').mockImplementation(() => undefined);
    const placed = Value.Create(MONEY_ANSWERS.placeCouponAnswer.schema) as { coupon: Record<string, unknown> };
    await expect(placeCouponAnswer(placed)).resolves.toBe(placed);
    const error = await refusal(placeCouponAnswer({ ...placed, coupon: { ...placed.coupon, possibleWin: '5449.00' } }));
    expect(error.route).toBe('POST /betting-api/coupon/place');
    expect(error.path).toBe('/coupon/possibleWin');
  });

  it('refuses a casino round whose balance after the round is missing', async () => {
    vi.spyOn(logger, 'error').mockImplementation(() => undefined);
    const played = Value.Create(MONEY_ANSWERS.casinoPlayAnswer.schema) as { session: Record<string, unknown> };
    await expect(casinoPlayAnswer(played)).resolves.toBe(played);
    const { balance: _dropped, ...session } = played.session;
    expect((await refusal(casinoPlayAnswer({ ...played, session }))).route).toBe('POST /casino-api/games/sessions/:sessionId/play');
  });

  it('refuses a toto coupon placed with its balance as text, and a live-table bet whose round has no stake', async () => {
    vi.spyOn(logger, 'error').mockImplementation(() => undefined);
    const toto = Value.Create(MONEY_ANSWERS.totoPlaceAnswer.schema) as { balance: number };
    await expect(totoPlaceAnswer(toto)).resolves.toBe(toto);
    const totoError = await refusal(totoPlaceAnswer({ ...toto, balance: '990.00' }));
    expect([totoError.route, totoError.path]).toEqual(['POST /toto-api/coupons', '/balance']);
    const bet = Value.Create(MONEY_ANSWERS.casinoLiveBetAnswer.schema) as { round: Record<string, unknown> };
    await expect(casinoLiveBetAnswer(bet)).resolves.toBe(bet);
    const { stake: _dropped, ...round } = bet.round;
    expect((await refusal(casinoLiveBetAnswer({ ...bet, round }))).route).toBe('POST /casino-api/live/sessions/:sessionId/bet');
  });

  it('has one checker per listed answer (money and the rest), named as the lists name it, and nothing else', () => {
    const checkers = Object.keys(door).filter((name) => !['AnswerShapeError', 'isAnswerShapeError'].includes(name));
    expect(checkers.sort()).toEqual([...Object.keys(MONEY_ANSWERS), ...Object.keys(ANSWERS)].sort());
  });
});

describe('the other answers are checked too (issue 27: every answer, not only money)', () => {
  it('passes a well-formed profile and refuses one whose login is a number, naming the route and the path', async () => {
    const logged = vi.spyOn(logger, 'error').mockImplementation(() => undefined);
    const profile = Value.Create(ANSWERS.officeProfileAnswer.schema) as { data: Record<string, unknown> };
    await expect(officeProfileAnswer(profile)).resolves.toBe(profile);
    const error = await refusal(officeProfileAnswer({ ...profile, data: { ...profile.data, login: 42 } }));
    expect([error.route, error.path]).toEqual(['GET /office-api/profile', '/data/login']);
    expect(logged).toHaveBeenCalledWith(error.message);
  });

  it('refuses a support ticket answer that is an HTML error page', async () => {
    vi.spyOn(logger, 'error').mockImplementation(() => undefined);
    const error = await refusal(supportTicketsOfIdAnswer('<html>502</html>'));
    expect([error.route, error.path]).toEqual(['GET /support-api/tickets/:id', '']);
  });
});

describe('a late checker can be warmed (the boot reads fetch its chunk beside their request)', () => {
  const chunk = () => ({ route: 'GET /web-api/user/session-check', Check: (value: unknown) => typeof (value as { user_id?: unknown })?.user_id === 'number', explain: () => '/user_id' });

  it('warm starts the chunk once; the answer checked after it does not fetch it again', async () => {
    const load = vi.fn(async () => chunk());
    const check = lateAnswerCheck<{ user_id: number }>(load);
    check.warm?.();
    check.warm?.();
    expect(load).toHaveBeenCalledTimes(1);
    await expect(check({ user_id: 7 })).resolves.toEqual({ user_id: 7 });
    await expect(check({ user_id: 'x' })).rejects.toBeInstanceOf(AnswerShapeError);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('a warm-up whose chunk failed is forgotten: the answer asks for the chunk again', async () => {
    const load = vi.fn<() => Promise<ReturnType<typeof chunk>>>().mockRejectedValueOnce(new Error('chunk failed')).mockResolvedValue(chunk());
    const check = lateAnswerCheck<{ user_id: number }>(load);
    check.warm?.();
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(1));
    await Promise.resolve();
    await expect(check({ user_id: 7 })).resolves.toEqual({ user_id: 7 });
    expect(load).toHaveBeenCalledTimes(2);
  });
});

describe('a frozen answer is checked once (the host hands one frozen answer to every server render of its second)', () => {
  it('a frozen answer that passed is not checked again; an unfrozen one is checked each time, and another check judges it anew', async () => {
    const check = vi.fn((value: unknown) => typeof (value as { user_id?: unknown })?.user_id === 'number');
    const sessionCheck = answerCheck<{ user_id: number }>('GET /web-api/user/session-check', check, () => '/user_id');
    const frozen = Object.freeze({ user_id: 7 });
    await expect(sessionCheck(frozen)).resolves.toBe(frozen);
    await expect(sessionCheck(frozen)).resolves.toBe(frozen);
    expect(check).toHaveBeenCalledTimes(1);
    const open = { user_id: 7 };
    await sessionCheck(open);
    await sessionCheck(open);
    expect(check).toHaveBeenCalledTimes(3);
    const otherCheck = vi.fn(() => false);
    vi.spyOn(logger, 'error').mockImplementation(() => undefined);
    await refusal(answerCheck('GET /web-api/user/account-data', otherCheck, () => '')(frozen));
    expect(otherCheck).toHaveBeenCalledTimes(1);
  });

  it('a frozen answer that was refused is refused again', async () => {
    vi.spyOn(logger, 'error').mockImplementation(() => undefined);
    const check = vi.fn(() => false);
    const refusing = answerCheck('GET /web-api/user/session-check', check, () => '/user_id');
    const frozen = Object.freeze({ user_id: 'x' });
    await refusal(refusing(frozen));
    await refusal(refusing(frozen));
    expect(check).toHaveBeenCalledTimes(2);
  });
});

describe('a refusal is recognised by its shape across module copies (issue 26: one accounts load, many readers)', () => {
  it("another bundle's AnswerShapeError (its own compiled copy of the class) is a refusal here too; a look-alike without route and path is not", () => {
    class OtherCopy extends Error {
      override readonly name = 'AnswerShapeError';
      constructor(readonly route: string, readonly path: string) {
        super('refused');
      }
    }
    expect(new OtherCopy('GET /web-api/user/account-data', '/all_accounts/0/money') instanceof AnswerShapeError).toBe(false);
    expect(isAnswerShapeError(new OtherCopy('GET /web-api/user/account-data', '/all_accounts/0/money'))).toBe(true);
    expect(isAnswerShapeError(Object.assign(new Error('x'), { name: 'AnswerShapeError' }))).toBe(false);
    expect(isAnswerShapeError({ name: 'AnswerShapeError', route: 'GET /x', path: '' })).toBe(false);
  });
});
