/**
 * JSON schema of the site-config document. The compile-time checks at the bottom keep it identical to
 * the SiteConfig contract type in @arena/domain, so the schema and the type cannot drift apart.
 */
import { Type, type Static } from 'typebox';
import type { SiteConfig } from '@arena/domain';

const Str = Type.String();
const Bool = Type.Boolean();
const Lang = Type.String({ pattern: '^[a-z]{2}$' });
const UnixOrNull = Type.Union([Type.Integer(), Type.Null()]);

export const SiteConfigSchema = Type.Object(
  {
    version: Type.Literal(1),
    core: Type.Object({
      defaultLanguage: Lang,
      fallbackLanguage: Lang,
      languages: Type.Array(Lang, { minItems: 1 }),
      hiddenLanguages: Type.Array(Lang),
      language: Lang,
      timeZone: Type.Number(),
      defaultCurrency: Str,
      policyLogoCountries: Type.Array(Str),
    }),
    application: Type.Object({
      idleLogoutMinutes: Type.Integer({ minimum: 1 }),
      webAppMode: Bool,
      appUpdateNotice: Bool,
      scrollToTopIcon: Type.Union([Type.Literal('arrow'), Type.Literal('angle')]),
      snowfall: Bool,
    }),
    auth: Type.Object({
      registrationAllowed: Bool,
      registrationTypes: Type.Array(
        Type.Union([Type.Literal('one_click'), Type.Literal('phone'), Type.Literal('full'), Type.Literal('social')]),
      ),
      identificationEnabled: Bool,
      oneTapProviders: Type.Array(Str),
      loginForms: Type.Array(Type.Union([Type.Literal('login_password'), Type.Literal('phone_password'), Type.Literal('sms')])),
      credentialEncoding: Type.Literal('base64-utf8'),
      captchaAfterFailedLogins: Type.Integer({ minimum: 1 }),
    }),
    banner: Type.Object({ welcomeNotifications: Bool, adBlockNotice: Bool }),
    betting: Type.Object({
      oneClick: Bool,
      vipBet: Bool,
      autoBonusBet: Bool,
      minAmountCouponTypes: Type.Array(Type.Integer()),
      maxAmountCouponTypes: Type.Array(Type.Integer()),
    }),
    payments: Type.Object({
      paymentPageAvailable: Bool,
      paymentPageAuthOnly: Bool,
      firstDepositRedirect: Bool,
      accountDataVariant: Type.Union([Type.Literal('legacy'), Type.Literal('v2')]),
    }),
    routes: Type.Object({
      availability: Type.Record(Type.String(), Bool),
      forbiddenPaths: Type.Array(Str),
    }),
    features: Type.Object({
      statistics: Bool,
      confirmTerms: Bool,
      flags: Type.Record(Type.String(), Bool),
    }),
    limits: Type.Object({
      approvalMode: Bool,
      enabledTypes: Type.Array(Type.Integer()),
      disableSectionIfAnyFieldDisabled: Bool,
    }),
    chat: Type.Object({
      consultantId: Str,
      providerByLanguage: Type.Record(Type.String(), Type.Object({ provider: Str, enabled: Bool })),
      colors: Type.Record(Type.String(), Str),
      organizationName: Str,
      host: Str,
    }),
    maintenance: Type.Object({
      isActive: Bool,
      startAt: UnixOrNull,
      finishAt: UnixOrNull,
      notifyStartDate: UnixOrNull,
      notifyEndDate: UnixOrNull,
    }),
    seo: Type.Object({ siteName: Str, defaultMetaRobots: Str }),
  },
  { additionalProperties: false },
);

type Schema = Static<typeof SiteConfigSchema>;
// Both directions: a field added to one side only fails type-checking here.
const schemaToType = (s: Schema): SiteConfig => s;
const typeToSchema = (t: SiteConfig): Schema => t;
void schemaToType;
void typeToSchema;
