/**
 * The site-config document as shipped. Test controls (and, later, an operator tool) store a patch over
 * it in the database; see site-config-store.ts. Every field is documented in server/README.md.
 */
import type { SiteConfig } from '@arena/domain';

export const DEFAULT_SITE_CONFIG: SiteConfig = {
  version: 1,
  core: {
    defaultLanguage: 'ru',
    fallbackLanguage: 'en',
    // The six interface languages (issue 20), each with complete dictionaries; ar is right to left.
    languages: ['ru', 'en', 'ua', 'kz', 'az', 'ar'],
    hiddenLanguages: [],
    language: 'ru',
    timeZone: 3,
    defaultCurrency: 'RUB',
    policyLogoCountries: ['ru', 'kz'],
  },
  application: { idleLogoutMinutes: 30, webAppMode: false, appUpdateNotice: true, scrollToTopIcon: 'arrow', snowfall: false },
  auth: {
    registrationAllowed: true,
    registrationTypes: ['one_click', 'phone', 'full', 'social'],
    identificationEnabled: true,
    // Real providers work once configured (ARENA_OIDC_<P>_*, server/README.md); the demo one unless ARENA_SOCIAL_DEMO=off.
    oneTapProviders: ['arena-demo'],
    loginForms: ['login_password', 'phone_password', 'sms'],
    credentialEncoding: 'base64-utf8',
    captchaAfterFailedLogins: 3,
  },
  banner: { welcomeNotifications: true, adBlockNotice: true },
  betting: { oneClick: true, vipBet: true, autoBonusBet: true, minAmountCouponTypes: [0, 1, 2], maxAmountCouponTypes: [0, 1, 2] },
  payments: { paymentPageAvailable: true, paymentPageAuthOnly: false, firstDepositRedirect: true, accountDataVariant: 'legacy' },
  routes: {
    // Route-availability flags by id: 47 rules section, 72 login page, 80 paybills, 81 statistic popup.
    availability: { '47': true, '72': true, '80': false, '81': true },
    forbiddenPaths: ['casino/brand/blocked', 'poker/closed'],
  },
  features: { statistics: true, confirmTerms: true, flags: { '1788': false } },
  limits: {
    approvalMode: true,
    enabledTypes: [1, 2, 3, 10, 11, 12, 20, 21, 22, 30, 31, 32, 33],
    disableSectionIfAnyFieldDisabled: false,
  },
  chat: {
    consultantId: 'arena-support',
    providerByLanguage: { '*': { provider: 'arena-chat', enabled: true }, kz: { provider: 'arena-chat', enabled: false } },
    colors: { primary: '#1a73e8', background: '#ffffff', text: '#202124' },
    organizationName: 'Arena',
    host: 'chat.arena.local',
  },
  maintenance: { isActive: false, startAt: null, finishAt: null, notifyStartDate: null, notifyEndDate: null },
  seo: { siteName: 'Arena', defaultMetaRobots: 'index, follow' },
};
