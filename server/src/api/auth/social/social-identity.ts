/**
 * Which social providers this server accepts and how their credentials are checked. A credential is an
 * OIDC ID token: for a configured real provider (ARENA_OIDC_<P>_ISSUER / _CLIENT_ID / _JWKS_URI) it is
 * verified against the provider's published keys; for `arena-demo` against the in-process demo issuer's.
 * A provider that is not configured is refused (provider_not_configured) — never trusted on its word.
 */
import type { ApiContext } from '../../shared/context.ts';
import { ApiError, badRequest } from '../../shared/errors.ts';
import { createDemoProvider, DEMO_CLIENT_ID, DEMO_ISSUER, DEMO_PROVIDER, type DemoProvider } from './demo-provider.ts';
import { createOidcVerifier, ProviderUnavailableError, remoteKeys, type OidcVerifier, type SocialProfile } from './oidc-verifier.ts';

export type { SocialProfile } from './oidc-verifier.ts';

export interface SocialProviders {
  verifiers: ReadonlyMap<string, { clientId: string; verify: OidcVerifier }>;
  demo: DemoProvider | null;
}

/**
 * The providers of one API instance (ApiContext.socialProviders), built on first use and kept: the remote
 * key sets cache the providers' keys between calls.
 */
export function lazySocialProviders(ctx: Pick<ApiContext, 'env' | 'clock'>): () => Promise<SocialProviders> {
  let built: Promise<SocialProviders> | null = null;
  return () => (built ??= buildProviders(ctx));
}

const providersOf = (ctx: ApiContext): Promise<SocialProviders> => ctx.socialProviders();

async function buildProviders(ctx: Pick<ApiContext, 'env' | 'clock'>): Promise<SocialProviders> {
  const now = () => new Date(ctx.clock.now());
  const verifiers = new Map<string, { clientId: string; verify: OidcVerifier }>();
  for (const [provider, config] of Object.entries(ctx.env.oidcProviders)) {
    const verify = createOidcVerifier({ provider, issuers: config.issuers, clientId: config.clientId, keys: remoteKeys(config.jwksUri), now });
    verifiers.set(provider, { clientId: config.clientId, verify });
  }
  let demo: DemoProvider | null = null;
  if (ctx.env.socialDemo) {
    demo = await createDemoProvider();
    const verify = createOidcVerifier({ provider: DEMO_PROVIDER, issuers: [DEMO_ISSUER], clientId: DEMO_CLIENT_ID, keys: demo.keys, now });
    verifiers.set(DEMO_PROVIDER, { clientId: DEMO_CLIENT_ID, verify });
  }
  return { verifiers, demo };
}

const notConfigured = () => badRequest('provider_not_configured', 'provider_not_configured');

/** The client id a provider's SDK is started with on this site (what its tokens' `aud` must be). */
export async function socialClientId(ctx: ApiContext, provider: string): Promise<string> {
  const entry = (await providersOf(ctx)).verifiers.get(provider);
  if (!entry) throw notConfigured();
  return entry.clientId;
}

/** The verified identity behind a credential, or a 400 (not configured / bad credential) or 503. */
export async function verifySocialCredential(ctx: ApiContext, provider: string, credential: string): Promise<SocialProfile> {
  const entry = (await providersOf(ctx)).verifiers.get(provider);
  if (!entry) throw notConfigured();
  let profile: SocialProfile | null;
  try {
    profile = await entry.verify(credential);
  } catch (error) {
    if (error instanceof ProviderUnavailableError) throw new ApiError(503, 'provider_unavailable', 'provider_unavailable');
    throw error;
  }
  if (!profile) throw badRequest('validation_error', 'bad_credential');
  return profile;
}

/** The demo issuer, when ARENA_SOCIAL_DEMO is not off. */
export async function demoProviderOf(ctx: ApiContext): Promise<DemoProvider | null> {
  return (await providersOf(ctx)).demo;
}
