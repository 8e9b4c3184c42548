/**
 * One-tap social sign-in (spec §7): the shell's prompt emits `auth:one-tap-requested`; the auth app
 * reads the provider's client id, obtains the credential (the local fake provider stands in for the
 * provider SDK), posts it as multipart with language, currency and countryId, and follows redirectUrl
 * as a full-page navigation. The page it lands on carries `auth_token`, exchanged by `loginWithAuthToken`.
 */
import type { ArenaBus } from '@arena/event-bus';
import type { AuthApi } from '../../platform/auth-api.ts';

export interface OneTapDeps {
  api: Pick<AuthApi, 'oneTapClientId' | 'oneTapSignIn' | 'fakeProviderCredential'>;
  language: () => string;
  currency: () => string;
  countryId: () => string;
  /** Full-page navigation (location.assign). */
  assign: (url: string) => void;
  /** The provider SDK's identity prompt; the local build asks the fake provider. */
  identity: (clientId: string) => { sub: string; email?: string; name?: string };
  onError: (error: unknown) => void;
}

export type ProviderIdentity = OneTapDeps['identity'];

/** The local build's identity prompt: a fresh provider user per call (a real SDK asks the person). */
export const localIdentity: ProviderIdentity = (clientId) => ({ sub: `${clientId}:${Math.random().toString(36).slice(2, 10)}` });

/** What a provider's SDK hands the page: the credential for this site's client id (one-tap and the social registration tab). */
export async function providerCredential(api: OneTapDeps['api'], provider: string, identity: ProviderIdentity): Promise<string> {
  const clientId = await api.oneTapClientId(provider);
  return api.fakeProviderCredential(provider, identity(clientId));
}

export async function runOneTap(provider: string, deps: OneTapDeps): Promise<string> {
  const credential = await providerCredential(deps.api, provider, deps.identity);
  const redirectUrl = await deps.api.oneTapSignIn(provider, { credential, language: deps.language(), currency: deps.currency(), countryId: deps.countryId() });
  deps.assign(redirectUrl);
  return redirectUrl;
}

/** Listens for the shell's one-tap hand-over while the auth module is loaded; returns the unsubscribe. */
export function connectOneTap(bus: Pick<ArenaBus, 'subscribe'>, deps: OneTapDeps): () => void {
  let busy = false;
  return bus.subscribe('auth:one-tap-requested', ({ provider }) => {
    if (busy) return;
    busy = true;
    runOneTap(provider, deps).catch(deps.onError).finally(() => (busy = false));
  });
}
