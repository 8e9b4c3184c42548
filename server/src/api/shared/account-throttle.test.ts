/**
 * Issue 32, finding 3: the per-account counters lived in the rate-limit plugin's in-memory table (50 000
 * keys, evicted by count): 51 000 junk logins from one blocked address made it forget the victim. Driven
 * at the store level (the throttle's preHandler with plain request objects, no HTTP), so it runs fast.
 */
import Fastify from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { AdjustableClock } from '../../platform/clock.ts';
import { openDatabase } from '../db/connection.ts';
import type { ApiContext } from './context.ts';
import { AUTH_RATE_LIMITS, createAuthThrottle } from './rate-limits.ts';

const app = Fastify({ logger: false });
const clock = new AdjustableClock();
const database = openDatabase(':memory:', clock);
afterEach(async () => {
  await app.close();
  database.close();
});

const ctx = { clock, database, repos: database.repos, rateLimits: { generation: 0 } } as unknown as ApiContext;
const reply = { header: () => reply };
type Request = Parameters<ReturnType<Awaited<ReturnType<typeof createAuthThrottle>>>>[0];
const requestFor = (ip: string, account: string) => ({ ip, body: { account }, headers: {}, routeOptions: { config: {} } }) as unknown as Request;

async function allowed(check: (request: Request, r: never) => Promise<void>, ip: string, account: string): Promise<boolean> {
  try {
    await check(requestFor(ip, account), reply as never);
    return true;
  } catch (error) {
    if ((error as { statusCode?: number }).statusCode === 429) return false;
    throw error;
  }
}

describe('per-account throttling cannot be flushed', () => {
  it('51 000 junk accounts from one address do not reset the victim\'s counter', async () => {
    const throttle = await createAuthThrottle(app, ctx);
    const check = throttle('twoStep', (request) => (request.body as { account: string }).account) as never;
    const { max } = AUTH_RATE_LIMITS.twoStep.perAccount;
    // The victim's budget used up from many addresses (each far under its own per-address limit).
    for (let i = 0; i < max; i++) expect(await allowed(check, `10.1.${i >> 8}.${i & 255}`, 'user:1')).toBe(true);
    expect(await allowed(check, '10.2.0.1', 'user:1')).toBe(false);

    for (let i = 0; i < 51_000; i++) await allowed(check, '10.66.6.6', `junk:${i}`);

    expect(await allowed(check, '10.2.0.2', 'user:1')).toBe(false);
  }, 60_000);
});
