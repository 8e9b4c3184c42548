import { Writable } from 'node:stream';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AdjustableClock } from '../../platform/clock.ts';
import { readEnv } from '../../platform/env.ts';
import { apiPlugin } from '../index.ts';
import type { ApiContext } from '../shared/context.ts';
import { b64 } from '../test-support.ts';
import { deliveryText, validityText } from './delivery-texts.ts';
import { issueCode } from './login-service.ts';

function fakeContext() {
  const issued: unknown[] = [];
  const outbox = vi.fn();
  const ctx = {
    clock: { nowSeconds: () => 1_000 },
    repos: { codes: { issue: (row: unknown) => issued.push(row) } },
    outbox,
  } as unknown as ApiContext;
  return { ctx, issued, outbox };
}

describe('outbox of the reference backend', () => {
  it('codes a player would receive by SMS or e-mail are written to the outbox as the message, after [kind to target]', () => {
    const { ctx, outbox } = fakeContext();
    issueCode(ctx, 'sms', 'phone:79001234567', 1, 300, 'ru', '123456');
    issueCode(ctx, 'two_step', 'user:3', 3, 300, 'en', '654321');
    expect(outbox).toHaveBeenCalledTimes(2);
    expect(outbox).toHaveBeenCalledWith('[sms to phone:79001234567] Arena: код подтверждения 123456. Срок действия — 5 минут. Никому его не сообщайте.');
    expect(outbox).toHaveBeenCalledWith('[two_step to user:3] Arena: your sign-in code is 654321. It is valid for 5 minutes. If you did not try to sign in, change your password.');
  });

  it('a one-time login token travels in a redirect and is never written to the outbox', () => {
    const { ctx, issued, outbox } = fakeContext();
    issueCode(ctx, 'login_token', 'user:1', 1, 300, 'ru', 'token');
    expect(issued).toHaveLength(1);
    expect(outbox).not.toHaveBeenCalled();
  });
});

describe('delivered texts', () => {
  it('write the validity with the language’s own plural form, in days for the activation code', () => {
    expect(validityText(60, 'ru')).toBe('1 минута');
    expect(validityText(300, 'ua')).toBe('5 хвилин');
    expect(validityText(120, 'ua')).toBe('2 хвилини');
    expect(validityText(7 * 86_400, 'en')).toBe('7 days');
    expect(validityText(300, 'ar')).toBe('5 دقائق');
    expect(deliveryText('activation', 'az', '482913', 7 * 86_400)).toBe(
      'Arena: hesabın aktivləşdirilməsi üçün kod 482913. Etibarlılıq müddəti — 7 gün. Qeydiyyatı tamamlamaq üçün onu saytda daxil edin.',
    );
  });

  it('any other language reads English', () => {
    expect(deliveryText('recovery', 'de', '111222', 300)).toMatch(/^Arena: your password recovery code is 111222\. It is valid for 5 minutes\./);
  });
});

describe('a delivered code through the API', () => {
  let app: FastifyInstance | undefined;
  afterEach(async () => {
    await app?.close();
    app = undefined;
  });

  it('a recovery code asked with X-Language: kz is delivered in Kazakh with the code in it', async () => {
    const log: string[] = [];
    const stream = new Writable({ write: (chunk, _encoding, done) => (log.push(String(chunk)), done()) });
    app = Fastify({ logger: { level: 'info', stream } });
    await app.register(apiPlugin, { env: readEnv({ ARENA_DB: ':memory:', ARENA_TEST_CONTROLS: '1' }), clock: new AdjustableClock() });
    await app.ready();
    const fingerprint = (JSON.parse((await app.inject({ method: 'POST', url: '/fingerprint-api/issue', payload: { data: { userAgent: 'test' } } })).body) as { token: string }).token;
    const asked = await app.inject({
      method: 'POST',
      url: '/auth-api/password-recovery/request',
      headers: { 'x-fingerprint': fingerprint, 'x-language': 'kz' },
      payload: { login: b64('demo') },
    });
    expect(asked.statusCode).toBe(200);
    const { codes } = JSON.parse((await app.inject('/test-api/codes?kind=recovery&login=demo&limit=1')).body) as { codes: Array<{ code: string }> };
    const code = codes[0]!.code;
    const line = log.map((entry) => (JSON.parse(entry) as { msg?: string }).msg ?? '').find((msg) => msg.startsWith('[outbox] [recovery to '));
    expect(line).toMatch(/^\[outbox\] \[recovery to user:\d+\] /);
    expect(line).toContain(`Arena: құпиясөзді қалпына келтіру коды ${code}. Жарамдылық мерзімі — 5 минут.`);
  });
});
