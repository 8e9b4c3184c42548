/**
 * Test controls under /test-api/ (registered only with ARENA_TEST_CONTROLS=1; in production every path is a
 * 404): faults, the server clock, site-config patches, DB reset, last codes, captcha answers, block rules,
 * the terms version, the newsletter signature, the balance reconciliation.
 */
import { Type } from 'typebox';

/** The plain acknowledgement of a test control (`{ ok: true }`). */
export const TestOkAnswer = Type.Object({ ok: Type.Boolean() });

/**
 * A fault for matching requests: path exact or a prefix ending with '*'; status answers `{ code: 'injected_fault' }`
 * (merged with `body`), delayMs waits, drop destroys the connection; count times, or until cleared.
 */
export const FaultRequest = Type.Object({
  method: Type.Optional(Type.String({ pattern: '^[A-Za-z]{3,7}$' })),
  path: Type.String({ minLength: 1, maxLength: 512, pattern: '^/' }),
  status: Type.Optional(Type.Integer({ minimum: 100, maximum: 599 })),
  delayMs: Type.Optional(Type.Integer({ minimum: 0, maximum: 60_000 })),
  drop: Type.Optional(Type.Boolean()),
  count: Type.Optional(Type.Integer({ minimum: 1 })),
  body: Type.Optional(Type.Record(Type.String(), Type.Unknown())),
});
/** A registered fault and how many requests it has hit. */
export const Fault = Type.Object({ ...FaultRequest.properties, id: Type.Integer(), hits: Type.Integer() });
export const FaultsAnswer = Type.Object({ faults: Type.Array(Fault) });

export const TermsVersion = Type.Object({ version: Type.Integer(), updatedAt: Type.Integer() });
/** now: the server clock (ms), clockOffsetMs how far it is moved from real time. */
export const TestStateAnswer = Type.Object({ now: Type.Integer(), clockOffsetMs: Type.Integer(), faults: Type.Array(Fault), terms: TermsVersion });

/** An account whose balance differs from the sum of its journal (server/src/api/db/reconcile.ts); amounts in minor units. */
export const BalanceDifference = Type.Object({
  accountId: Type.Integer(),
  currencyId: Type.Integer(),
  balanceMinor: Type.Integer(),
  journalMinor: Type.Integer(),
  differenceMinor: Type.Integer(),
});
/** The reconciliation of every balance against its journal: no differences means everything reconciles. */
export const ReconcileAnswer = Type.Object({ accounts: Type.Integer(), differences: Type.Array(BalanceDifference) });

/** setMs sets the clock, advanceMs moves it (both: set, then advance). */
export const ClockRequest = Type.Object({ advanceMs: Type.Optional(Type.Integer()), setMs: Type.Optional(Type.Integer({ minimum: 0 })) });
export const ClockAnswer = Type.Object({ now: Type.Integer(), offsetMs: Type.Integer() });

/** A deep patch of the site configuration (checked against the configuration's own schema: a 400 names what is wrong). */
export const SiteConfigPatch = Type.Record(Type.String(), Type.Unknown());
const Section = Type.Object({}, { additionalProperties: true });
/**
 * The site configuration after a patch or reset, section by section. The sections' fields are the config
 * concept's (server/src/api/config/site-config-schema.ts); they pass through whole.
 */
export const TestSiteConfigAnswer = Type.Object({
  version: Type.Literal(1),
  core: Section,
  application: Section,
  auth: Section,
  banner: Section,
  betting: Section,
  payments: Section,
  routes: Section,
  features: Section,
  limits: Section,
  chat: Section,
  maintenance: Section,
  seo: Section,
});

/**
 * A patch the configuration's schema refuses (`details` name each problem: path and message). Open and all
 * optional like Refusal: Fastify's own 400s (a body that is no JSON) are serialised with it too.
 */
export const SiteConfigRefusal = Type.Object(
  { code: Type.Optional(Type.String()), message: Type.Optional(Type.String()), details: Type.Optional(Type.Array(Type.String())) },
  { additionalProperties: true },
);

export const CodeKind = Type.Enum(['sms', 'two_step', 'recovery', 'reset', 'activation', 'login_token']);
/** target: a phone, an e-mail or `user:<id>`; login: that player's codes. */
export const TestCodesQuery = Type.Object({
  kind: Type.Optional(CodeKind),
  target: Type.Optional(Type.String({ maxLength: 128 })),
  login: Type.Optional(Type.String({ maxLength: 128 })),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
});
export const TestCodesAnswer = Type.Object({
  codes: Type.Array(
    Type.Object({ kind: CodeKind, target: Type.String(), code: Type.String(), userId: Type.Integer(), createdAt: Type.Integer(), expiresAt: Type.Integer(), used: Type.Boolean() }),
  ),
});

export const TestCaptchaParams = Type.Object({ id: Type.String({ maxLength: 64 }) });
/** A captcha challenge with its answer, so a test can solve it. */
export const TestCaptchaAnswer = Type.Object({ captchaId: Type.String(), captchaCode: Type.Integer(), answer: Type.String(), burned: Type.Boolean(), expiresAt: Type.Integer() });

const AuthScope = Type.Enum(['any', 'guest', 'user']);
/** country: iso2 lowercase or '*'; path_prefix: '' for every path. */
export const BlockRule = Type.Object({
  country: Type.String({ pattern: '^([a-z]{2}|\\*)$' }),
  auth_scope: Type.Optional(AuthScope),
  path_prefix: Type.Optional(Type.String({ maxLength: 256 })),
  display_type: Type.Integer({ minimum: 0, maximum: 9 }),
  template_type_id: Type.Integer({ minimum: 0 }),
});
export const BlockRulesRequest = Type.Object({ rules: Type.Array(BlockRule, { maxItems: 100 }) });
export const BlockRulesAnswer = Type.Object({
  rules: Type.Array(Type.Object({ country: Type.String(), auth_scope: AuthScope, path_prefix: Type.String(), display_type: Type.Integer(), template_type_id: Type.Integer() })),
});

export const NewsletterSignQuery = Type.Object({ email: Type.String({ minLength: 3, maxLength: 254 }) });
export const NewsletterSignAnswer = Type.Object({ email: Type.String(), sign: Type.String() });
