/**
 * The site-config document (GET /bff-api/config/all.json). One typed document, grouped so that
 * GET /bff-api/config/group/get?groups=a,b can answer a subset. Every value the spec reads "from config"
 * lives here; server/README.md documents each field.
 */

/** Group names, in the order the document lists them. */
export type SiteConfigGroupName =
  | 'core'
  | 'application'
  | 'auth'
  | 'banner'
  | 'betting'
  | 'payments'
  | 'routes'
  | 'features'
  | 'limits'
  | 'chat'
  | 'maintenance'
  | 'seo';

export interface SiteConfigCore {
  /** Default interface language ('ru'). */
  defaultLanguage: string;
  /** Final fallback language ('en'). */
  fallbackLanguage: string;
  /** Languages offered to everybody (two lowercase letters, e.g. 'ru', 'en', 'ua', 'kz', 'az'). */
  languages: string[];
  /** Languages hidden from visitors: offered only when the user cookie is set. */
  hiddenLanguages: string[];
  /** The language the document was asked for (the `lang` query, or the default). */
  language: string;
  /** Default time zone offset in hours (spec §9: 3). */
  timeZone: number;
  /** Default currency iso (spec §9: RUB). */
  defaultCurrency: string;
  /** Countries (iso2 lowercase) for which the hidden policy-logo image is rendered. */
  policyLogoCountries: string[];
}

export interface SiteConfigApplication {
  /** Minutes of inactivity before the automatic logout (client multiplies by 60000). */
  idleLogoutMinutes: number;
  /** Installable web-app mode (the web-app service worker is registered only when on). */
  webAppMode: boolean;
  /** Show the "app update available" notice when a new version is detected. */
  appUpdateNotice: boolean;
  /** Scroll-to-top icon: an arrow or an angle. */
  scrollToTopIcon: 'arrow' | 'angle';
  /** Snowfall on the home page. */
  snowfall: boolean;
}

export interface SiteConfigAuth {
  registrationAllowed: boolean;
  /** Registration types offered (spec §3). */
  registrationTypes: Array<'one_click' | 'phone' | 'full' | 'social'>;
  identificationEnabled: boolean;
  /** Social providers offering one-tap sign-in. */
  oneTapProviders: string[];
  /** Login form variants offered (spec §3 auth form state). */
  loginForms: Array<'login_password' | 'phone_password' | 'sms'>;
  /** How logins and passwords are encoded before sending: base64 of their UTF-8 bytes. */
  credentialEncoding: 'base64-utf8';
  /** Failed logins (per login or per IP) after which login answers a captcha challenge. */
  captchaAfterFailedLogins: number;
}

export interface SiteConfigBanner {
  /** Welcome-notifications widget. */
  welcomeNotifications: boolean;
  /** Ad-blocker notice. */
  adBlockNotice: boolean;
}

export interface SiteConfigBetting {
  oneClick: boolean;
  vipBet: boolean;
  autoBonusBet: boolean;
  /** Coupon types (0 single, 1 express, 2 system, 10001 singles) the min amount applies to. */
  minAmountCouponTypes: number[];
  /** Coupon types the max amount applies to (never on a bonus account). */
  maxAmountCouponTypes: number[];
}

export interface SiteConfigPayments {
  /** Payment page availability. */
  paymentPageAvailable: boolean;
  /** When true the payment page is offered to signed-in users only. */
  paymentPageAuthOnly: boolean;
  /** First-deposit redirect: bonus slot_first_deposit → /{lng}/casino/slot-first-deposit (301). */
  firstDepositRedirect: boolean;
  /** Config 1788: which account-data variant the client calls ('legacy' or 'v2'; see server/README.md). */
  accountDataVariant: 'legacy' | 'v2';
}

export interface SiteConfigRoutes {
  /** Route-availability flags by numeric id (as strings): '47' rules section, '72' login page, … */
  availability: Record<string, boolean>;
  /** Pages whose path contains one of these answer 404. */
  forbiddenPaths: string[];
}

export interface SiteConfigFeatures {
  statistics: boolean;
  /** Send signed-in users to confirm-terms on a 451 answer. */
  confirmTerms: boolean;
  /** Raw numeric feature flags by id (as strings), e.g. '1788' (true = account data variant v2). */
  flags: Record<string, boolean>;
}

export interface SiteConfigLimits {
  /** Limit changes need approval (limitaction) rather than DELETE. */
  approvalMode: boolean;
  /** Limit type codes enabled (spec §3: 1-3, 10-12, 20-22, 30-33). */
  enabledTypes: number[];
  /** Disable whole deposit/wagering/loss sections if any field is disabled. */
  disableSectionIfAnyFieldDisabled: boolean;
}

export interface SiteConfigChatProvider {
  provider: string;
  enabled: boolean;
}

export interface SiteConfigChat {
  consultantId: string;
  /** Per-language provider setting; key '*' is the default. */
  providerByLanguage: Record<string, SiteConfigChatProvider>;
  colors: Record<string, string>;
  organizationName: string;
  host: string;
}

export interface SiteConfigMaintenance {
  isActive: boolean;
  /** Unix seconds; null when no window is planned. */
  startAt: number | null;
  finishAt: number | null;
  notifyStartDate: number | null;
  notifyEndDate: number | null;
}

export interface SiteConfigSeo {
  siteName: string;
  /** Default meta robots for pages without their own SEO data. */
  defaultMetaRobots: string;
}

export interface SiteConfig {
  /** Document version: bumps whenever the shape changes incompatibly. */
  version: 1;
  core: SiteConfigCore;
  application: SiteConfigApplication;
  auth: SiteConfigAuth;
  banner: SiteConfigBanner;
  betting: SiteConfigBetting;
  payments: SiteConfigPayments;
  routes: SiteConfigRoutes;
  features: SiteConfigFeatures;
  limits: SiteConfigLimits;
  chat: SiteConfigChat;
  maintenance: SiteConfigMaintenance;
  seo: SiteConfigSeo;
}

/** Answer of GET /bff-api/config/group/get: only the asked groups. */
export type SiteConfigGroups = Partial<Omit<SiteConfig, 'version'>>;
