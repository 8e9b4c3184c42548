/**
 * Issue 32, finding 2 (browser side): the captcha is a proof of work the page does itself — the store
 * fetches a challenge, solves it, validates the number and resolves the client's captcha reaction with the
 * token; a failed check offers "Try again" with a new challenge; cancel resolves null.
 */
import { describe, expect, it, vi } from 'vitest';
import { createChallenge, solveChallenge } from 'altcha-lib/v1';
import { createCaptchaStore, type CaptchaApi, type PowPuzzle } from './captcha-store.ts';

const challenge = { code: 100 as const, message: 'Too many attempts', url: '/auth-api/login', method: 'POST' };

async function puzzle(id: string, number: number): Promise<PowPuzzle> {
  const made = await createChallenge({ hmacKey: 'test', maxnumber: 50, number });
  return { captchaId: id, algorithm: made.algorithm, challenge: made.challenge, salt: made.salt, maxnumber: 50 };
}

const solve: CaptchaApi['solve'] = async (p) => (await solveChallenge(p.challenge, p.salt, p.algorithm, p.maxnumber).promise)?.number ?? null;

describe('captcha store (proof of work)', () => {
  it('solves the challenge by itself and resolves with the validated token', async () => {
    const validate = vi.fn(async (_id: string, answer: string) => ({ token: `token-for-${answer}` }));
    const store = createCaptchaStore({ update: () => puzzle('c1', 42), validate, solve });
    const token = await store.handler(challenge);
    expect(validate).toHaveBeenCalledWith('c1', '42');
    expect(token).toBe('token-for-42');
    expect(store.get().open).toBe(false);
  });

  it('a refused check shows the error and "Try again" fetches and solves a new challenge', async () => {
    let round = 0;
    const validate = vi.fn(async () => {
      if (round++ === 0) throw Object.assign(new Error('captcha_wrong'), { status: 400, body: { code: 'captcha_wrong' } });
      return { token: 'second' };
    });
    const update = vi.fn(async () => puzzle(`c${round}`, 7));
    const store = createCaptchaStore({ update, validate, solve });
    const pending = store.handler(challenge);
    await vi.waitFor(() => expect(store.get().error).not.toBeNull());
    expect(store.get()).toMatchObject({ open: true, working: false });
    await store.retry();
    await expect(pending).resolves.toBe('second');
    expect(update).toHaveBeenCalledTimes(2);
  });

  it('cancel gives up: the call resolves null', async () => {
    const store = createCaptchaStore({ update: () => new Promise<PowPuzzle>(() => undefined), validate: vi.fn(), solve });
    const pending = store.handler(challenge);
    store.cancel();
    await expect(pending).resolves.toBeNull();
  });
});
