/** Helpers of the wallet and games tests: a demo player with a real-mode session, and provider calls. */
import { randomUUID } from 'node:crypto';
import { bearer, buildTestApi, accountIdOf, freshForEachTest, type TestApi } from '../../test-support.ts';
import { providerKey, HOUSE_PROVIDER } from './provider-auth.ts';
import { WALLET_API } from './wallet-routes.ts';

export const TEST_SECRET = 'casino-wallet-test-secret-0123456789abcdef';

export interface WalletFixture {
  t: TestApi;
  token: string;
  accountId: number;
  sessionId: string;
}

export async function launchReal(t: TestApi, token: string, game = 'fruit-fiesta-5') {
  const response = await t.app.inject({ method: 'POST', url: `/casino-api/games/${game}/launch`, headers: { ...bearer(token), 'x-language': 'en' }, payload: { mode: 'real' } });
  return { response, sessionId: response.statusCode === 200 ? t.json<{ sessionId: string }>(response).sessionId : '' };
}

export async function walletFixture(): Promise<WalletFixture> {
  const t = await buildTestApi({ ARENA_SECRET: TEST_SECRET });
  const token = await t.login('demo', 'Demo1234!');
  const accountId = await accountIdOf(t, token);
  const { sessionId } = await launchReal(t, token);
  return { t, token, accountId, sessionId };
}

/** A fresh wallet fixture for each test of the calling file or `describe`, handed to `use` (freshForEachTest). */
export function walletFixtureForEachTest(use: (fixture: WalletFixture) => void): void {
  freshForEachTest(walletFixture, use);
}

export function providerCall(t: TestApi, kind: 'balance' | 'bet' | 'win' | 'rollback', payload: object, key = providerKey(TEST_SECRET, HOUSE_PROVIDER)) {
  return t.app.inject({ method: 'POST', url: `${WALLET_API}/${kind}`, headers: { 'x-provider': HOUSE_PROVIDER, 'x-provider-key': key, 'x-language': 'en' }, payload });
}

/** The account's balance in minor units, as the player's account data shows it. */
export async function balanceMinor(t: TestApi, token: string, accountId: number): Promise<number> {
  const data = t.json<{ all_accounts: Array<{ id: number; money: number }> }>(await t.app.inject({ url: '/web-api/user/account-data', headers: bearer(token) }));
  return Math.round(data.all_accounts.find((a) => a.id === accountId)!.money * 100);
}

export const txId = () => `tx-${randomUUID()}`;
