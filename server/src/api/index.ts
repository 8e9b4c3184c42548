/**
 * The reference backend: every call of the spec (§7) as Fastify plugins on SQLite. Each concept is its own
 * plugin receiving the shared ApiContext; later issues register their plugins in PLUGINS the same way (a
 * plugin that needs another's decorator says so in its fastify-plugin `dependencies`, e.g. toto → betting).
 *
 * Two ways in: `backendPlugin` is the backend part of the server (README.md): it needs the platform's
 * `serverEnv` and `clock` decorators and provides `siteFacts` to whoever registered it (the host, in one
 * process). `apiPlugin` is the same API registered alone with its env and clock as options (tests).
 */
import fastifyCookie from '@fastify/cookie';
import fastifyMultipart from '@fastify/multipart';
import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { AdjustableClock } from '../platform/clock.ts';
import { openDatabase } from './db/connection.ts';
import type { ServerEnv } from '../platform/env.ts';
import { accountsRoutes } from './accounts/accounts-routes.ts';
import { authRoutes } from './auth/auth-routes.ts';
import { bettingRoutes } from './betting/betting-plugin.ts';
import { totoRoutes } from './toto/toto-plugin.ts';
import { cyberRoutes } from './cyber/cyber-plugin.ts';
import { casinoRoutes } from './casino/casino-plugin.ts';
import { bonusesRoutes } from './bonuses/bonuses-routes.ts';
import { registrationRoutes } from './auth/registration-routes.ts';
import { recoveryRoutes } from './auth/recovery-routes.ts';
import { socialRoutes } from './auth/social-routes.ts';
import { blocksRoutes } from './blocks/blocks-routes.ts';
import { captchaRoutes } from './captcha/captcha-routes.ts';
import { createSiteConfigStore } from './config/site-config-store.ts';
import { configRoutes } from './config/config-routes.ts';
import { contentRoutes } from './content/content-plugin.ts';
import { currencyRoutes } from './currencies/currency-routes.ts';
import { dictionaryRoutes } from './dictionaries/dictionary-routes.ts';
import { fingerprintRoutes } from './fingerprint/fingerprint-routes.ts';
import { limitsRoutes } from './limits/limits-routes.ts';
import { paymentsRoutes } from './payments/payments-routes.ts';
import { phoneRoutes } from './phone/phone-routes.ts';
import { profileRoutes } from './profile/profile-routes.ts';
import { securityRoutes } from './profile/security-routes.ts';
import { supportRoutes } from './support/support-routes.ts';
import { verificationRoutes } from './verification/verification-routes.ts';
import { redirectsRoutes } from './redirects/redirects-routes.ts';
import { resultsRoutes } from './results/results-plugin.ts';
import { seoRoutes } from './seo/seo-routes.ts';
import { createPageTitleSources } from './seo/page-title-sources.ts';
import { sessionRoutes } from './session/session-routes.ts';
import type { ApiContext, ContextOptions } from './shared/context.ts';
import { installErrorHandler } from '../platform/errors.ts';
import { assertJsonDepth } from '../platform/json-body.ts';
import { loadServerSecret } from './shared/server-secret.ts';
import { createTokenService } from './shared/tokens.ts';
import { FaultStore, faultHook } from './test-controls/faults.ts';
import { testControlRoutes } from './test-controls/test-control-routes.ts';
import { lazySocialProviders } from './auth/social/social-identity.ts';
import { createSiteFacts, siteFactsRoutes } from './site-facts.ts';
import { PLATFORM_PLUGIN } from '../platform/platform-plugin.ts';
import { SITE_FACTS, type SiteFacts } from '../platform/site-facts.ts';

export interface ApiOptions {
  env: ServerEnv;
  /** Tests may pass their own clock; the server uses a fresh adjustable one. */
  clock?: AdjustableClock;
}

const PLUGINS: ReadonlyArray<FastifyPluginAsync<ContextOptions>> = [
  configRoutes,
  sessionRoutes,
  authRoutes,
  registrationRoutes,
  recoveryRoutes,
  socialRoutes,
  phoneRoutes,
  currencyRoutes,
  captchaRoutes,
  fingerprintRoutes,
  accountsRoutes,
  redirectsRoutes,
  blocksRoutes,
  dictionaryRoutes,
  seoRoutes,
  bettingRoutes,
  totoRoutes,
  cyberRoutes,
  resultsRoutes,
  limitsRoutes,
  paymentsRoutes,
  contentRoutes,
  casinoRoutes,
  bonusesRoutes,
  profileRoutes,
  securityRoutes,
  supportRoutes,
  verificationRoutes,
];

/** Opens the database and builds the context every concept plugin receives; the database closes with `app`. */
function openApiContext(app: FastifyInstance, env: ServerEnv, clock: AdjustableClock): ApiContext {
  const database = openDatabase(env.dbFile, clock);
  app.addHook('onClose', async () => database.close());
  const base = {
    env,
    clock,
    database,
    repos: database.repos,
    tokens: createTokenService(loadServerSecret(env), clock),
    siteConfig: createSiteConfigStore(database.repos.meta),
    faults: new FaultStore(),
    // Codes reach the log only in demo mode: a production log must never hold a working code.
    outbox: env.demoMode && env.outbox ? (message: string) => app.log.info(`[outbox] ${message}`) : () => undefined,
    rateLimits: { generation: 0 },
    pageTitles: createPageTitleSources(),
  };
  return { ...base, socialProviders: lazySocialProviders(base) };
}

/** Every route of the API in the scope it is given (its error handler and parsers stay in that scope). */
const apiRoutes: FastifyPluginAsync<ContextOptions & { facts: SiteFacts }> = async (app, { ctx, facts }) => {
  installErrorHandler(app);
  // An empty JSON body (a bodyless POST sent with the JSON content type) reads as no body, not a 400.
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') return done(null, undefined);
    try {
      assertJsonDepth(text);
    } catch (error) {
      return done(error as Error, undefined);
    }
    try {
      done(null, JSON.parse(text) as unknown);
    } catch {
      done(Object.assign(new Error('Body is not valid JSON'), { statusCode: 400, code: 'FST_ERR_CTP_INVALID_JSON_BODY' }), undefined);
    }
  });
  await app.register(fastifyCookie);
  await app.register(fastifyMultipart, { limits: { fileSize: 64 * 1024, files: 1, fields: 20 } });
  app.addHook('onRequest', faultHook(ctx.faults));
  for (const plugin of PLUGINS) await app.register(plugin, { ctx });
  await app.register(siteFactsRoutes, { facts });
  // Absent (so 404 through the host's not-found handler) unless ARENA_TEST_CONTROLS=1.
  if (ctx.env.testControls) await app.register(testControlRoutes, { ctx });
};

/** The API registered alone (encapsulated) with its env and clock: what the API tests build. */
export const apiPlugin: FastifyPluginAsync<ApiOptions> = async (app, { env, clock = new AdjustableClock() }) => {
  const ctx = openApiContext(app, env, clock);
  await apiRoutes(app, { ctx, facts: createSiteFacts(ctx) });
};

export const BACKEND_PLUGIN = 'arena-backend';

/**
 * The backend part: needs the platform (env, clock), provides `siteFacts` (platform/site-facts.ts) to the
 * scope it is registered in; its routes, error handler and parsers stay in a child scope of their own.
 */
export const backendPlugin = fp(
  async (app) => {
    const ctx = openApiContext(app, app.serverEnv, app.clock);
    const facts = createSiteFacts(ctx);
    app.decorate(SITE_FACTS, facts);
    await app.register(apiRoutes, { ctx, facts });
  },
  { name: BACKEND_PLUGIN, dependencies: [PLATFORM_PLUGIN], decorators: { fastify: ['serverEnv', 'clock'] } },
);
