/**
 * Issue 16, finding 5: the captcha was plain-text arithmetic (solvable by eval) and a wrong answer did
 * not burn it. Now the challenge is a picture of distorted glyph outlines with no answer-revealing text,
 * and one wrong answer burns it.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
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
  image: string;
}

const newChallenge = async () => t.json<Challenge>(await t.app.inject('/captcha-api/update?captchaCode=100'));
const answerOf = async (captchaId: string) => t.json<{ answer: string }>(await t.app.inject(`/test-api/captcha/${captchaId}`)).answer;
const validate = (captchaId: string, answer: string) => t.app.inject({ method: 'POST', url: '/captcha-api/validate', payload: { captchaId, answer } });

describe('captcha', () => {
  it('the challenge is an SVG picture of paths: no question text, no answer anywhere in the JSON', async () => {
    const response = await t.app.inject('/captcha-api/update?captchaCode=111');
    const challenge = t.json<Record<string, unknown>>(response);
    expect(Object.keys(challenge).sort()).toEqual(['captchaCode', 'captchaId', 'expiresAt', 'height', 'image', 'width']);
    const answer = await answerOf(challenge['captchaId'] as string);
    expect(answer).toMatch(/^[A-Z0-9]{5}$/);
    expect(response.body).not.toContain(answer);

    const image = challenge['image'] as string;
    expect(image.startsWith('data:image/svg+xml;base64,')).toBe(true);
    const svg = Buffer.from(image.slice('data:image/svg+xml;base64,'.length), 'base64').toString('utf8');
    expect(svg.startsWith('<svg')).toBe(true);
    expect(svg).toContain('<path');
    expect(svg).not.toMatch(/<text|<tspan|<script|<foreignObject|font-family/i);
    expect(svg).not.toContain(answer);
    expect(svg).not.toContain(answer.toLowerCase());
  });

  it('every challenge draws new characters', async () => {
    const answers = new Set<string>();
    for (let i = 0; i < 5; i++) answers.add(await answerOf((await newChallenge()).captchaId));
    expect(answers.size).toBeGreaterThan(1);
  });

  it('a wrong answer burns the challenge: the right answer afterwards is refused, a new challenge works', async () => {
    const challenge = await newChallenge();
    const answer = await answerOf(challenge.captchaId);
    expect(t.json(await validate(challenge.captchaId, 'WRONG'))).toMatchObject({ code: 'captcha_wrong' });
    const late = await validate(challenge.captchaId, answer);
    expect(late.statusCode).toBe(400);
    expect(t.json(late)).toMatchObject({ code: 'captcha_wrong' });
    expect(t.json<{ burned: boolean }>(await t.app.inject(`/test-api/captcha/${challenge.captchaId}`)).burned).toBe(true);

    const next = await newChallenge();
    const solved = await validate(next.captchaId, (await answerOf(next.captchaId)).toLowerCase());
    expect(solved.statusCode).toBe(200);
    expect(t.json<{ token: string }>(solved).token).toBeTruthy();
  });

  it('a solved challenge cannot be solved twice', async () => {
    const challenge = await newChallenge();
    const answer = await answerOf(challenge.captchaId);
    expect((await validate(challenge.captchaId, answer)).statusCode).toBe(200);
    expect((await validate(challenge.captchaId, answer)).statusCode).toBe(400);
  });
});
