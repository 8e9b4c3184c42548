/** Every environment variable the server reads, parsed once, with defaults. */
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { liveRelayTokenOf } from './live/live-relay-token.ts';

export interface ServerEnv {
  /** The port of `npm start` (host and backend in one process) and of `npm run host` (PORT, default 8080). */
  port: number;
  host: string;
  /** The port of the backend alone, `npm run api` (ARENA_API_PORT, default 8081). */
  apiPort: number;
  /** Where the host alone reaches the backend (ARENA_API_URL; default http://127.0.0.1:<apiPort>). */
  apiUrl: string;
  root: string;
  distRoot: string;
  importMapFile: string;
  /**
   * The state hosts share (ARENA_HOST_STORE, a postgres:// URL; host/shared-state/): its URL and the pool
   * size per host (ARENA_HOST_STORE_POOL_MAX, 2–100, default 10). Null: files and memory (the default).
   */
  hostStore: { url: string; poolMax: number } | null;
  /**
   * The token a host shows the backend to open the live feed's relay subscription (ARENA_LIVE_RELAY_TOKEN,
   * 24+ characters, the same for the backend and its hosts; platform/live/live-relay-token.ts). Unset: a
   * random token per process (host and backend in one process need none between them).
   */
  liveRelayToken: string;
  /** Origins (besides this host's /dist/) an import map may point at, e.g. a CDN. */
  allowedOrigins: string[];
  /**
   * Origins a developer's import-map override may load code from (ARENA_OVERRIDE_ORIGINS, comma
   * separated, `*` allowed as port; `none` switches overrides off). Default: none — a player's page never
   * runs code from localhost; `npm run dev` sets LOCAL_OVERRIDE_ORIGINS (issue 32, finding 8).
   */
  overrideOrigins: string[];
  /**
   * The site's public origin as players reach it (ARENA_PUBLIC_ORIGIN, e.g. https://arena.example): the
   * sitemap, robots.txt, JSON-LD and the served page head (canonical, og:url, hreflang) build their URLs
   * from it, never from a request's Host header. Null: the origin the server listens on
   * (platform/public-origin.ts), right for a demo only.
   */
  publicOrigin: string | null;
  /** Sends CORS headers on built files, so another origin's page can load them (developer overrides). */
  cors: boolean;
  dbFile: string;
  testControls: boolean;
  /**
   * Demo mode (ARENA_DEMO=1, or implied by the test controls): only here may demo-only helpers answer,
   * such as the outbox writing one-time codes to the log. `npm start` alone is production: off.
   */
  demoMode: boolean;
  production: boolean;
  logLevel: string;
  /**
   * Write the codes the reference backend would send by SMS or e-mail to the log — in demo mode only
   * (production never logs a code); ARENA_OUTBOX=off silences it in demo mode too.
   */
  outbox: boolean;
  /** The token-signing secret given directly (ARENA_SECRET, at least 32 characters); wins over the file. */
  secret: string | null;
  /**
   * File holding the token-signing secret (ARENA_SECRET_FILE; default arena.secret beside the database,
   * created with mode 0600 on first start). Null for ':memory:' databases: a random secret per process.
   */
  secretFile: string | null;
  /**
   * Addresses (IPs or CIDRs) of the reverse proxies in front of the server (ARENA_TRUSTED_PROXIES, comma list).
   * Only a request arriving from one of them may name the client with X-Forwarded-For; empty: the header is ignored.
   */
  trustedProxies: string[];
  /** Real social providers whose OIDC ID tokens one-tap accepts (ARENA_OIDC_<PROVIDER>_*), by provider id. */
  oidcProviders: Record<string, OidcProviderEnv>;
  /** The password-checked `arena-demo` social provider (on unless ARENA_SOCIAL_DEMO=off). */
  socialDemo: boolean;
  /**
   * Content operator tokens (api/content/README.md): the JSON text of ARENA_CONTENT_TOKENS, or of the file named by
   * ARENA_CONTENT_TOKENS_FILE; '' when neither is set (then there is no operator content API: 404).
   */
  contentTokens: { text: string; source: string };
  /**
   * TLS for the host (ARENA_TLS_CERT_FILE + ARENA_TLS_KEY_FILE, PEM): when set, the server speaks HTTP/2
   * over TLS (HTTP/1.1 over TLS still answered); null: plain HTTP/1.1 (behind a TLS-terminating proxy).
   */
  tls: TlsFiles | null;
  /**
   * The payment provider deposits go to (ARENA_PAYMENT_PROVIDER, an adapter's id; api/payments/README.md).
   * Null (unset, or `sandbox`): the built-in payment sandbox, and every page that takes money says "test payments".
   */
  paymentProvider: string | null;
  /** The sandbox's own port when it runs alone, `npm run payment-sandbox` (ARENA_PAYMENT_SANDBOX_PORT, default 8082). */
  paymentSandboxPort: number;
  /**
   * The secret the backend and the sandbox sign with (ARENA_PAYMENT_SANDBOX_SECRET, at least 32 characters);
   * unset: a random one per process, enough when both run in one process (`npm start`).
   */
  paymentSandboxSecret: string;
  /** How long the sandbox waits before it notifies the backend (ARENA_PAYMENT_SANDBOX_DELAY_MS, default 1000). */
  paymentSandboxDelayMs: number;
  /** Where the browser reaches the sandbox (ARENA_PAYMENT_SANDBOX_URL; default '': the same origin). */
  paymentSandboxUrl: string;
  /** Where the sandbox alone posts its notifications (ARENA_PAYMENT_NOTIFY_URL; default the backend's notify address at apiUrl). */
  paymentNotifyUrl: string;
}

export interface TlsFiles {
  certFile: string;
  keyFile: string;
  cert: Buffer;
  key: Buffer;
}

/** Both files or neither: half a configuration, or a file that cannot be read, stops the start with the reason. */
function readTlsFiles(env: NodeJS.ProcessEnv, root: string): TlsFiles | null {
  const certName = env.ARENA_TLS_CERT_FILE?.trim() ?? '';
  const keyName = env.ARENA_TLS_KEY_FILE?.trim() ?? '';
  if (!certName && !keyName) return null;
  if (!certName || !keyName) {
    throw new Error(`ARENA_TLS_CERT_FILE and ARENA_TLS_KEY_FILE must be set together (only ${certName ? 'ARENA_TLS_CERT_FILE' : 'ARENA_TLS_KEY_FILE'} is set)`);
  }
  const read = (variable: string, file: string): Buffer => {
    try {
      return readFileSync(file);
    } catch (error) {
      throw new Error(`${variable}: cannot read ${file} (${(error as NodeJS.ErrnoException).code ?? String(error)})`);
    }
  };
  const certFile = resolve(root, certName);
  const keyFile = resolve(root, keyName);
  return { certFile, keyFile, cert: read('ARENA_TLS_CERT_FILE', certFile), key: read('ARENA_TLS_KEY_FILE', keyFile) };
}

export interface OidcProviderEnv {
  /** Accepted `iss` values (ARENA_OIDC_<P>_ISSUER, comma-separated). */
  issuers: string[];
  /** This site's client id at the provider: the only accepted `aud` (ARENA_OIDC_<P>_CLIENT_ID). */
  clientId: string;
  /** Where the provider publishes its signing keys (ARENA_OIDC_<P>_JWKS_URI). */
  jwksUri: string;
}

/** Providers one-tap knows; each is usable only once its three ARENA_OIDC_<P>_* variables are set. */
const OIDC_PROVIDERS = ['google', 'vk', 'yandex', 'apple'] as const;

function readOidcProviders(env: NodeJS.ProcessEnv): Record<string, OidcProviderEnv> {
  const providers: Record<string, OidcProviderEnv> = {};
  for (const provider of OIDC_PROVIDERS) {
    const prefix = `ARENA_OIDC_${provider.toUpperCase()}_`;
    const issuers = (env[`${prefix}ISSUER`] ?? '').split(',').map((s) => s.trim()).filter(Boolean);
    const clientId = env[`${prefix}CLIENT_ID`]?.trim() ?? '';
    const jwksUri = env[`${prefix}JWKS_URI`]?.trim() ?? '';
    if (!issuers.length && !clientId && !jwksUri) continue;
    // Half a configuration would silently refuse every sign-in: fail at start-up instead.
    if (!issuers.length || !clientId || !/^https?:\/\//.test(jwksUri)) {
      throw new Error(`${prefix}ISSUER, ${prefix}CLIENT_ID and ${prefix}JWKS_URI (an http(s) URL) must all be set`);
    }
    providers[provider] = { issuers, clientId, jwksUri };
  }
  return providers;
}

/** The local servers a developer's overrides come from (`npm run serve-app`); what `npm run dev` allows. */
export const LOCAL_OVERRIDE_ORIGINS = 'http://localhost:*,http://127.0.0.1:*';

/** ARENA_PUBLIC_ORIGIN as an origin (scheme, host, port; no path), or null when unset; anything else stops the start. */
function publicOriginOf(value: string | undefined): string | null {
  const text = value?.trim() ?? '';
  if (!text) return null;
  let url: URL | null = null;
  try {
    url = new URL(text);
  } catch {
    url = null;
  }
  if (!url || !['http:', 'https:'].includes(url.protocol) || url.origin !== text.replace(/\/$/, '')) {
    throw new Error(`ARENA_PUBLIC_ORIGIN must be an origin such as https://arena.example (no path), got "${text}"`);
  }
  return url.origin;
}

function secretFileOf(env: NodeJS.ProcessEnv, root: string): string | null {
  if (env.ARENA_SECRET_FILE) return resolve(root, env.ARENA_SECRET_FILE);
  const dbFile = env.ARENA_DB ?? resolve(root, 'data', 'arena.db');
  return dbFile === ':memory:' ? null : resolve(dirname(resolve(root, dbFile)), 'arena.secret');
}

function sandboxSecretOf(env: NodeJS.ProcessEnv): string {
  const given = env.ARENA_PAYMENT_SANDBOX_SECRET?.trim() ?? '';
  if (!given) return randomBytes(32).toString('hex');
  if (given.length < 32) throw new Error('ARENA_PAYMENT_SANDBOX_SECRET must be at least 32 characters');
  return given;
}

function hostStoreOf(env: NodeJS.ProcessEnv): ServerEnv['hostStore'] {
  const url = env.ARENA_HOST_STORE?.trim();
  if (!url) return null;
  if (!/^postgres(ql)?:\/\//.test(url)) throw new Error('ARENA_HOST_STORE must be a postgres:// URL (or unset for files and memory)');
  const poolMax = Number(env.ARENA_HOST_STORE_POOL_MAX ?? 10);
  if (!Number.isInteger(poolMax) || poolMax < 2 || poolMax > 100) throw new Error(`ARENA_HOST_STORE_POOL_MAX must be a whole number from 2 to 100, got "${env.ARENA_HOST_STORE_POOL_MAX}"`);
  return { url, poolMax };
}

function portOf(env: NodeJS.ProcessEnv, variable: 'PORT' | 'ARENA_API_PORT' | 'ARENA_PAYMENT_SANDBOX_PORT', fallback: number): number {
  const port = Number(env[variable] ?? fallback);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`${variable} must be a port number, got "${env[variable]}"`);
  return port;
}

export function readEnv(env: NodeJS.ProcessEnv = process.env, root = resolve(import.meta.dirname, '..', '..', '..')): ServerEnv {
  const port = portOf(env, 'PORT', 8080);
  const apiPort = portOf(env, 'ARENA_API_PORT', 8081);
  const apiUrl = env.ARENA_API_URL?.trim() || `http://127.0.0.1:${apiPort}`;
  const paymentProvider = env.ARENA_PAYMENT_PROVIDER?.trim() ?? '';
  return {
    port,
    host: env.HOST ?? '127.0.0.1',
    apiPort,
    apiUrl,
    root,
    distRoot: resolve(root, env.ARENA_DIST ?? 'dist'),
    importMapFile: resolve(root, env.ARENA_IMPORTMAP ?? 'importmap/importmap.json'),
    hostStore: hostStoreOf(env),
    liveRelayToken: liveRelayTokenOf(env),
    allowedOrigins: (env.ARENA_IMPORTMAP_ORIGINS ?? '').split(',').map((s) => s.trim()).filter(Boolean),
    overrideOrigins: env.ARENA_OVERRIDE_ORIGINS?.trim() === 'none'
      ? []
      : (env.ARENA_OVERRIDE_ORIGINS ?? '').split(',').map((s) => s.trim()).filter(Boolean),
    publicOrigin: publicOriginOf(env.ARENA_PUBLIC_ORIGIN),
    cors: env.ARENA_CORS === '1',
    dbFile: env.ARENA_DB ?? resolve(root, 'data', 'arena.db'),
    testControls: env.ARENA_TEST_CONTROLS === '1',
    demoMode: env.ARENA_DEMO === '1' || env.ARENA_TEST_CONTROLS === '1',
    production: env.NODE_ENV === 'production',
    logLevel: env.LOG_LEVEL ?? 'info',
    outbox: env.ARENA_OUTBOX !== 'off',
    secret: env.ARENA_SECRET ?? null,
    secretFile: secretFileOf(env, root),
    trustedProxies: (env.ARENA_TRUSTED_PROXIES ?? '').split(',').map((s) => s.trim()).filter(Boolean),
    oidcProviders: readOidcProviders(env),
    socialDemo: env.ARENA_SOCIAL_DEMO !== 'off',
    contentTokens: env.ARENA_CONTENT_TOKENS_FILE
      ? { text: readFileSync(resolve(root, env.ARENA_CONTENT_TOKENS_FILE), 'utf8'), source: env.ARENA_CONTENT_TOKENS_FILE }
      : { text: env.ARENA_CONTENT_TOKENS ?? '', source: 'ARENA_CONTENT_TOKENS' },
    tls: readTlsFiles(env, root),
    paymentProvider: paymentProvider === '' || paymentProvider === 'sandbox' ? null : paymentProvider,
    paymentSandboxPort: portOf(env, 'ARENA_PAYMENT_SANDBOX_PORT', 8082),
    paymentSandboxSecret: sandboxSecretOf(env),
    paymentSandboxDelayMs: Math.max(0, Math.min(60_000, Number(env.ARENA_PAYMENT_SANDBOX_DELAY_MS ?? 1000) || 0)),
    paymentSandboxUrl: (env.ARENA_PAYMENT_SANDBOX_URL?.trim() ?? '').replace(/\/+$/, ''),
    paymentNotifyUrl: env.ARENA_PAYMENT_NOTIFY_URL?.trim() || `${apiUrl}/payments-api/notify/sandbox`,
  };
}
