/**
 * Game providers authenticate to the wallet with their own key (header `X-Provider-Key`, plus the
 * provider's name in `X-Provider`). The reference backend hosts one provider, the house studio
 * (`arena-originals`), whose key is derived from the server secret, so nothing extra is configured and
 * a database copy does not reveal it. Keys are compared in constant time.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

export const HOUSE_PROVIDER = 'arena-originals';

export function providerKey(serverSecret: string, provider: string): string {
  return createHmac('sha256', serverSecret).update(`casino-wallet-provider:${provider}`).digest('base64url');
}

export function providerKeyMatches(serverSecret: string, provider: string, key: string): boolean {
  if (provider !== HOUSE_PROVIDER) return false;
  const expected = Buffer.from(providerKey(serverSecret, provider));
  const given = Buffer.from(key);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
