import Fastify from 'fastify';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openSqlite } from '../../platform/database.ts';
import { readEnv } from '../../platform/env.ts';
import { apiPlugin } from '../index.ts';
import { CAPTCHA_MAX_NUMBER } from '../captcha/captcha-service.ts';
import { b64, bearer, buildTestApi, type TestApi } from '../test-support.ts';

let t: TestApi;
beforeEach(async () => {
  t = await buildTestApi();
});
afterEach(async () => {
  await t.app.close();
});

describe('test controls', () => {
  it('are absent (404) unless ARENA_TEST_CONTROLS=1', async () => {
    const app = Fastify();
    await app.register(apiPlugin, { env: readEnv({ ARENA_DB: ':memory:' }) });
    expect((await app.inject({ method: 'POST', url: '/test-api/reset' })).statusCode).toBe(404);
    await app.close();
  });

  it('reconcile reports every account against its journal, and names money moved past the journal (issue 27)', async () => {
    // A database file, so the test can move money behind the server's back as a bug would.
    const folder = mkdtempSync(join(tmpdir(), 'arena-reconcile-'));
    const onFile = await buildTestApi({ ARENA_DB: join(folder, 'arena.db') });
    try {
      const clean = onFile.json<{ accounts: number; differences: unknown[] }>(await onFile.app.inject('/test-api/reconcile'));
      expect(clean.accounts).toBeGreaterThan(0);
      expect(clean.differences).toEqual([]);
      const behindTheServer = openSqlite(join(folder, 'arena.db'));
      behindTheServer.prepare('UPDATE accounts SET money = money + 7 WHERE id = 1').run();
      behindTheServer.close();
      expect(onFile.json(await onFile.app.inject('/test-api/reconcile'))).toMatchObject({ differences: [{ accountId: 1, differenceMinor: 7 }] });
    } finally {
      await onFile.app.close();
      rmSync(folder, { recursive: true, force: true });
    }
  });

  it('fault with status and count answers the injected status that many times', async () => {
    await t.app.inject({ method: 'POST', url: '/test-api/faults', payload: { path: '/web-api/session', status: 503, count: 2 } });
    expect((await t.app.inject('/web-api/session')).statusCode).toBe(503);
    expect(t.json(await t.app.inject('/web-api/session'))).toMatchObject({ code: 'injected_fault' });
    expect((await t.app.inject('/web-api/session')).statusCode).toBe(200);
  });

  it('fault with a path prefix and method applies only to matching calls', async () => {
    await t.app.inject({ method: 'POST', url: '/test-api/faults', payload: { method: 'POST', path: '/blocks-api/*', status: 500 } });
    expect((await t.app.inject({ method: 'POST', url: '/blocks-api/api/v2/block', payload: { auth: false, url: '/' } })).statusCode).toBe(500);
    expect((await t.app.inject('/web-api/session')).statusCode).toBe(200);
    await t.app.inject({ method: 'DELETE', url: '/test-api/faults' });
    expect((await t.app.inject({ method: 'POST', url: '/blocks-api/api/v2/block', payload: { auth: false, url: '/' } })).statusCode).toBe(200);
  });

  it('fault with delay holds the answer', async () => {
    await t.app.inject({ method: 'POST', url: '/test-api/faults', payload: { path: '/web-api/session', delayMs: 200, count: 1 } });
    const started = Date.now();
    expect((await t.app.inject('/web-api/session')).statusCode).toBe(200);
    expect(Date.now() - started).toBeGreaterThanOrEqual(180);
  });

  it('fault with drop destroys the connection (no answer)', async () => {
    // Over a real socket: a dropped connection is a network error for fetch.
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    await t.app.inject({ method: 'POST', url: '/test-api/faults', payload: { path: '/web-api/session', drop: true, count: 1 } });
    const outcome = await fetch(`${address}/web-api/session`).then(
      (response) => `answered ${response.status}`,
      () => 'dropped',
    );
    expect(outcome).toBe('dropped');
    expect((await fetch(`${address}/web-api/session`)).status).toBe(200);
  });

  it('the clock control moves every time rule (here a user token expires)', async () => {
    const token = await t.login('demo', 'Demo1234!');
    const moved = await t.app.inject({ method: 'POST', url: '/test-api/clock', payload: { advanceMs: 601_000 } });
    expect(t.json(moved)).toMatchObject({ offsetMs: 601_000 });
    expect((await t.app.inject({ url: '/web-api/user/config', headers: bearer(token) })).statusCode).toBe(401);
  });

  it('reset restores the seed: a changed password is back to the documented one', async () => {
    const fp = await t.fingerprint();
    await t.app.inject({ method: 'POST', url: '/auth-api/password-recovery/request', headers: { 'x-fingerprint': fp }, payload: { login: b64('demo') } });
    await t.app.inject({ method: 'POST', url: '/auth-api/registration/one_click', headers: { 'x-fingerprint': fp }, payload: { currency_id: 1, country_id: 1, first_deposit_bonus_choice: 0 } });
    expect((await t.app.inject({ method: 'POST', url: '/test-api/reset' })).statusCode).toBe(200);
    const codes = t.json<{ codes: unknown[] }>(await t.app.inject('/test-api/codes'));
    expect(codes.codes).toEqual([]);
    expect(await t.login('demo', 'Demo1234!')).toBeTruthy();
  });

  it('captcha/last reads the answer of the newest challenge', async () => {
    const challenge = t.json<{ captchaId: string }>(await t.app.inject('/captcha-api/update?captchaCode=111'));
    const last = t.json<{ captchaId: string; answer: string; burned: boolean }>(await t.app.inject('/test-api/captcha/last'));
    expect(last.captchaId).toBe(challenge.captchaId);
    // The answer is the proof of work's number (0…CAPTCHA_MAX_NUMBER, any count of digits), and it solves the challenge.
    expect(Number(last.answer)).toBeGreaterThanOrEqual(0);
    expect(Number(last.answer)).toBeLessThanOrEqual(CAPTCHA_MAX_NUMBER);
    expect(last.burned).toBe(false);
    const validated = await t.app.inject({ method: 'POST', url: '/captcha-api/validate', payload: { captchaId: last.captchaId, answer: last.answer } });
    expect(validated.statusCode, validated.body).toBe(200);
  });
});
