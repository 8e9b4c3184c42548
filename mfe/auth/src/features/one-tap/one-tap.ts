/**
 * One-tap social sign-in (spec §7): the shell's prompt emits `auth:one-tap-requested`; the auth app
 * reads the provider's client id (the server refuses providers it has not configured), obtains the
 * provider's credential — an OIDC ID token the server verifies against the provider's published keys —
 * posts it as multipart with language, currency and countryId (with the fingerprint, like every
 * registration call), and follows redirectUrl as a full-page navigation. The page it lands on carries
 * `auth_token`, exchanged by `loginWithAuthToken`.
 */
import type { ArenaBus } from '@arena/event-bus';
import type { AuthApi } from '../../platform/auth-api.ts';

/** The demo provider (server: social/demo-provider.ts): its credential needs a player's login and password. */
export const DEMO_PROVIDER = 'arena-demo';

/** A provider's credential for this site's client id, or null when the person cancelled. */
export type CredentialSource = (provider: string, clientId: string) => Promise<string | null>;

/** A real provider whose SDK is not on the page. */
export class ProviderSdkMissingError extends Error {
  constructor(readonly provider: string) {
    super(`no sign-in SDK for social provider ${provider}`);
  }
}

export interface OneTapDeps {
  api: Pick<AuthApi, 'oneTapClientId' | 'oneTapSignIn'>;
  language: () => string;
  currency: () => string;
  countryId: () => string;
  /** Full-page navigation (location.assign). */
  assign: (url: string) => void;
  credentials: CredentialSource;
  /** Runs the fingerprint script first, so the one-tap call carries it. */
  beforeSend?: () => Promise<void>;
  onError: (error: unknown) => void;
}

/** What a provider's sign-in hands the page (one-tap and the social registration tab). */
export async function providerCredential(api: Pick<AuthApi, 'oneTapClientId'>, provider: string, credentials: CredentialSource): Promise<string | null> {
  const clientId = await api.oneTapClientId(provider);
  return credentials(provider, clientId);
}

/** Answers the redirect followed, or null when the person cancelled the provider's sign-in. */
export async function runOneTap(provider: string, deps: OneTapDeps): Promise<string | null> {
  const credential = await providerCredential(deps.api, provider, deps.credentials);
  if (credential === null) return null;
  await deps.beforeSend?.();
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
