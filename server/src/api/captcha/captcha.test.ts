/**
 * Issue 32, finding 2: the glyph-outline picture was read by a table learnt from 40 labelled pictures. The
 * captcha is now an ALTCHA proof of work (altcha-lib): nothing to read, work to do for every challenge,
 * and each challenge single-use — a replayed solution, a wrong one (which burns it) and a forged
 * challenge all fail.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createChallenge, solveChallenge } from 'altcha-lib/v1';
import { buildTestApi, type TestApi } from '../test-support.ts';

let t: TestApi;
beforeEach(async () => {
  t = await buildTestApi();
});
afterEach(async () => {
  await t.app.close();
});

interface Challenge {
  captchaId: string;
  algorithm: string;
  challenge: string;
  salt: string;
  signature: string;
  maxnumber: number;
}

const newChallenge = async (code = 100) => t.json<Challenge>(await t.app.inject(`/captcha-api/update?captchaCode=${code}`));
const validate = (captchaId: string, answer: string) => t.app.inject({ method: 'POST', url: '/captcha-api/validate', payload: { captchaId, answer } });
const answerOf = async (captchaId: string) => t.json<{ answer: string }>(await t.app.inject(`/test-api/captcha/${captchaId}`)).answer;
/** What the browser does: altcha-lib's solver searches the number (no help from the test controls). */
async function solve(challenge: Challenge): Promise<string> {
  // (Other tests take the number from the test controls: the search costs a second or more on this machine.)
  const solution = await solveChallenge(challenge.challenge, challenge.salt, challenge.algorithm, challenge.maxnumber).promise;
  if (!solution) throw new Error('no solution found');
  return String(solution.number);
}

describe('captcha (proof of work)', () => {
  it('the challenge is an ALTCHA puzzle without its answer; the solver finds it and the server accepts it once', async () => {
    const response = await t.app.inject('/captcha-api/update?captchaCode=111');
    const challenge = t.json<Challenge>(response);
    expect(Object.keys(challenge).sort()).toEqual(['algorithm', 'captchaCode', 'captchaId', 'challenge', 'expiresAt', 'maxnumber', 'salt', 'signature']);
    const answer = await solve(challenge);
    expect(t.json<{ answer: string }>(await t.app.inject(`/test-api/captcha/${challenge.captchaId}`)).answer).toBe(answer);
    expect(response.body).not.toMatch(new RegExp(`"${answer}"|:${answer}[,}]`));

    const solved = await validate(challenge.captchaId, answer);
    expect(solved.statusCode).toBe(200);
    expect(t.json<{ token: string }>(solved).token).toBeTruthy();
  });

  it('replaying a solved challenge fails', async () => {
    const challenge = await newChallenge();
    const answer = await answerOf(challenge.captchaId);
    expect((await validate(challenge.captchaId, answer)).statusCode).toBe(200);
    const replay = await validate(challenge.captchaId, answer);
    expect(replay.statusCode).toBe(400);
    expect(t.json(replay)).toMatchObject({ code: 'captcha_wrong' });
  });

  it('a wrong solution burns the challenge: the right one afterwards is refused', async () => {
    const challenge = await newChallenge();
    const answer = await answerOf(challenge.captchaId);
    const wrong = String((Number(answer) + 1) % (challenge.maxnumber + 1));
    expect(t.json(await validate(challenge.captchaId, wrong))).toMatchObject({ code: 'captcha_wrong' });
    const late = await validate(challenge.captchaId, answer);
    expect(late.statusCode).toBe(400);
    expect(t.json(late)).toMatchObject({ code: 'captcha_wrong' });
    expect(t.json<{ burned: boolean }>(await t.app.inject(`/test-api/captcha/${challenge.captchaId}`)).burned).toBe(true);
  });

  it('a forged challenge fails: a self-made puzzle solved under a real id, or an id the server never issued', async () => {
    const forged = await createChallenge({ hmacKey: 'attacker', maxnumber: 10, number: 3 });
    const issued = await newChallenge();
    expect((await validate(issued.captchaId, '3')).statusCode).toBe(400);
    const unknown = await validate('forged-id', '3');
    expect(unknown.statusCode).toBe(400);
    expect(t.json(unknown)).toMatchObject({ code: 'captcha_wrong' });
    expect(forged.signature).not.toBe(issued.signature);
  });

  it('a non-numeric answer is a clear 400 and burns the challenge', async () => {
    const challenge = await newChallenge();
    const response = await validate(challenge.captchaId, 'ABCDE');
    expect(response.statusCode).toBe(400);
    expect(t.json(response)).toMatchObject({ code: 'captcha_wrong' });
    expect((await validate(challenge.captchaId, await answerOf(challenge.captchaId))).statusCode).toBe(400);
  });
});
