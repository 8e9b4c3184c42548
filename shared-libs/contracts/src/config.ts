/**
 * The site-config document (spec §7: GET /bff-api/config/all.json, cached 600–900 s) and its groups
 * (GET /bff-api/config/group/get?groups=a,b answers a subset). Every value the spec reads "from config" lives
 * here; server/README.md documents each field. The server checks an operator's document against SiteConfig
 * before it goes live (server/src/api/config/site-config-store.ts).
 */
import { Type } from 'typebox';

const Str = Type.String();
const Bool = Type.Boolean();
/** Two lowercase letters: 'ru', 'en', 'ua', 'kz', 'az', 'ar'. */
const Lang = Type.String({ pattern: '^[a-z]{2}$' });
/** Unix seconds; null when no window is planned. */
const UnixOrNull = Type.Union([Type.Integer(), Type.Null()]);

/** Group names, in the order the document lists them. */
export const SiteConfigGroupName = Type.Enum(['core', 'application', 'auth', 'banner', 'betting', 'payments', 'routes', 'features', 'limits', 'chat', 'maintenance', 'seo']);

export const SiteConfig = Type.Object(
  {
    /** Document version: bumps whenever the shape changes incompatibly. */
    version: Type.Literal(1),
    core: Type.Object({
      /** Default interface language ('ru'). */
      defaultLanguage: Lang,
      /** Final fallback language ('en'). */
      fallbackLanguage: Lang,
      /** Languages offered to everybody. */
      languages: Type.Array(Lang, { minItems: 1 }),
      /** Languages hidden from visitors: offered only when the user cookie is set. */
      hiddenLanguages: Type.Array(Lang),
      /** The language the document was asked for (the `lang` query, or the default). */
      language: Lang,
      /** Default time zone offset in hours (spec §9: 3). */
      timeZone: Type.Number(),
      /** Default currency iso (spec §9: RUB). */
      defaultCurrency: Str,
      /** Countries (iso2 lowercase) for which the hidden policy-logo image is rendered. */
      policyLogoCountries: Type.Array(Str),
    }),
    application: Type.Object({
      /** Minutes of inactivity before the automatic logout (client multiplies by 60000). */
      idleLogoutMinutes: Type.Integer({ minimum: 1 }),
      /** Installable web-app mode (the web-app service worker is registered only when on). */
      webAppMode: Bool,
      /** Show the "app update available" notice when a new version is detected. */
      appUpdateNotice: Bool,
      scrollToTopIcon: Type.Union([Type.Literal('arrow'), Type.Literal('angle')]),
      /** Snowfall on the home page. */
      snowfall: Bool,
    }),
    auth: Type.Object({
      registrationAllowed: Bool,
      /** Registration types offered (spec §3). */
      registrationTypes: Type.Array(Type.Union([Type.Literal('one_click'), Type.Literal('phone'), Type.Literal('full'), Type.Literal('social')])),
      identificationEnabled: Bool,
      /** Social providers offering one-tap sign-in. */
      oneTapProviders: Type.Array(Str),
      /** Login form variants offered (spec §3 auth form state). */
      loginForms: Type.Array(Type.Union([Type.Literal('login_password'), Type.Literal('phone_password'), Type.Literal('sms')])),
      /** How logins and passwords are encoded before sending: base64 of their UTF-8 bytes. */
      credentialEncoding: Type.Literal('base64-utf8'),
      /** Failed logins (per login or per IP) after which login answers a captcha challenge. */
      captchaAfterFailedLogins: Type.Integer({ minimum: 1 }),
    }),
    /** The welcome-notifications widget and the ad-blocker notice. */
    banner: Type.Object({ welcomeNotifications: Bool, adBlockNotice: Bool }),
    betting: Type.Object({
      oneClick: Bool,
      vipBet: Bool,
      autoBonusBet: Bool,
      /** Coupon types (0 single, 1 express, 2 system, 10001 singles) the min amount applies to. */
      minAmountCouponTypes: Type.Array(Type.Integer()),
      /** Coupon types the max amount applies to (never on a bonus account). */
      maxAmountCouponTypes: Type.Array(Type.Integer()),
    }),
    payments: Type.Object({
      paymentPageAvailable: Bool,
      /** When true the payment page is offered to signed-in users only. */
      paymentPageAuthOnly: Bool,
      /** First-deposit redirect: bonus slot_first_deposit → /{lng}/casino/slot-first-deposit (301). */
      firstDepositRedirect: Bool,
      /** Config 1788: which account-data variant the client calls (see server/README.md). */
      accountDataVariant: Type.Union([Type.Literal('legacy'), Type.Literal('v2')]),
    }),
    routes: Type.Object({
      /** Route-availability flags by numeric id (as strings): '47' rules section, '72' login page, … */
      availability: Type.Record(Type.String(), Bool),
      /** Pages whose path contains one of these answer 404. */
      forbiddenPaths: Type.Array(Str),
    }),
    features: Type.Object({
      statistics: Bool,
      /** Send signed-in users to confirm-terms on a 451 answer. */
      confirmTerms: Bool,
      /** Raw numeric feature flags by id (as strings), e.g. '1788' (true = account data variant v2). */
      flags: Type.Record(Type.String(), Bool),
    }),
    limits: Type.Object({
      /** Limit changes need approval (limitaction) rather than DELETE. */
      approvalMode: Bool,
      /** Limit type codes enabled (spec §3: 1-3, 10-12, 20-22, 30-33). */
      enabledTypes: Type.Array(Type.Integer()),
      /** Disable whole deposit/wagering/loss sections if any field is disabled. */
      disableSectionIfAnyFieldDisabled: Bool,
    }),
    chat: Type.Object({
      consultantId: Str,
      /** Per-language provider setting; key '*' is the default. */
      providerByLanguage: Type.Record(Type.String(), Type.Object({ provider: Str, enabled: Bool })),
      colors: Type.Record(Type.String(), Str),
      organizationName: Str,
      host: Str,
    }),
    maintenance: Type.Object({ isActive: Bool, startAt: UnixOrNull, finishAt: UnixOrNull, notifyStartDate: UnixOrNull, notifyEndDate: UnixOrNull }),
    /** `defaultMetaRobots`: the meta robots of pages without their own SEO data. */
    seo: Type.Object({ siteName: Str, defaultMetaRobots: Str }),
  },
  { additionalProperties: false },
);

/** GET /bff-api/config/group/get: only the asked groups. */
export const SiteConfigGroups = Type.Partial(Type.Omit(SiteConfig, ['version']));

/** `lang` picks the language the document is for (core.language); the default language without it. */
export const SiteConfigQuery = Type.Object({ lang: Type.Optional(Lang) });
/** A comma list of group names; a name not in SiteConfigGroupName is a 400 naming it (the route's own check). */
export const SiteConfigGroupsQuery = Type.Object({
  groups: Type.String({ minLength: 1, maxLength: 200, pattern: '^[a-z]+(,[a-z]+)*$' }),
  lang: Type.Optional(Lang),
});
