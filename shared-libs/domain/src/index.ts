/** @arena/domain: the product's own rules (coupon, odds, currencies, limits) and wire contracts. */
export type * from './contracts/index.ts';

// Auth: the password policy's numbers (the server holds the whole rule)
export { PASSWORD_POLICY } from './auth/passwordPolicy.ts';
export type { WeakPasswordReason } from './auth/passwordPolicy.ts';

// Shared maths
export { roundTo } from './shared/rounding.ts';
export { fromMinorUnits, moneySum, moneyTimes, roundDecimalMoney, roundMoney, roundToExponent, toMinorUnits } from './money/money.ts';
export { CURRENCY_EXPONENTS, currencyExponent, DEFAULT_CURRENCY_EXPONENT } from './money/currencyExponents.ts';
export { matchClock } from './shared/match-clock.ts';
export { periodName, showsMatchClock, type PeriodName, type PeriodShape } from './shared/period-name.ts';
export { setScoreText, setScoreTexts } from './shared/set-score.ts';

// Coupon: constants (spec §4, §9)
export {
  ACCOUNT_TYPE,
  AUTO_BONUS_BET,
  BONUS_BET_COEF,
  CHANGE_COEF_ACTION,
  COEF_DECIMALS,
  COUPON_DEFAULTS,
  COUPON_TAB,
  COUPON_TYPE,
  COUPON_TYPE_IDS,
  DEFAULT_BET_STATUS_ID,
  GAME_STATUS,
  MIN_SYSTEM_VALUE,
  isChangeCoefAction,
  isCouponTab,
  isCouponTypeId,
} from './coupon/couponConstants.ts';
export type { ChangeCoefAction, CouponTab, CouponTypeId } from './coupon/couponConstants.ts';

// Coupon: bets and the rules about one bet
export { createBetFromSelection, isBetLive, isBonusBet, isGameFinished } from './coupon/bet.ts';
export type { BetGame, BetMarket, CouponBet, CouponSelectionInput } from './coupon/bet.ts';

// Coupon: maths
export { binomial, countSystemCombinations, listCombinations, listSystemLines } from './coupon/combinations.ts';
export { bonusBetCoef, expressCoef, roundCoef } from './coupon/coefficients.ts';
export {
  clampSystemValue,
  stakePerCombination,
  systemLineCoefs,
  systemReturnIfAllWin,
  systemValueOptions,
  systemValueRange,
} from './coupon/systemBet.ts';
export type { SystemSelection, SystemValueOption } from './coupon/systemBet.ts';
export { calculatePossibleWin, capPayout, withWinBonus } from './coupon/possibleWin.ts';
export type { PossibleWin, PossibleWinInput } from './coupon/possibleWin.ts';

// Coupon: availability, amount and settings rules
export {
  acceptsPromoCode,
  applicableMaxAmount,
  applicableMinAmount,
  checkCouponAmount,
  isAutoBonusBetAvailable,
  isVipBetAvailable,
} from './coupon/couponRules.ts';
export type { AmountProblem } from './coupon/couponRules.ts';
export { amountLimitTypeId, betLimitsForCurrency, couponStakes } from './coupon/betLimits.ts';
export type { BetLimitsTable, CurrencyBetLimits } from './coupon/betLimits.ts';
export {
  isOneClickOn,
  oneClickAmountFor,
  requestOneClick,
  shouldDropOnScoreChange,
  withDropOnScoreChange,
  withExactCoef,
} from './coupon/couponSettingsRules.ts';
export type { BetAcceptanceSettings, OneClickAmountSettings, OneClickEnableResult } from './coupon/couponSettingsRules.ts';
export { decideOddsChange, decideWithExactCoef } from './coupon/oddsChange.ts';
export { acceptCurrentOdds, acceptedCoefOf, applyGameUpdate, oddsDirection, refusedOddsChanges } from './coupon/liveOdds.ts';
export type { OddsDirection } from './coupon/liveOdds.ts';
// The live feed's state from its messages: the browser's pages and slip, and a host relaying the feed.
export { EMPTY_LIVE, patchGame, reduceLive } from './odds/live-state.ts';
export type { LiveMessage, LiveState } from './odds/live-state.ts';
export type { OddsChangeDecision } from './coupon/oddsChange.ts';

// Coupon: state, store, persistence, what is sent
export {
  createEmptyCoupon,
  DEFAULT_COUPON_RULES_CONFIG,
  DEFAULT_COUPON_SETTINGS,
} from './coupon/couponState.ts';
export type {
  CouponAccount,
  CouponRulesConfig,
  CouponSettings,
  CouponState,
  SinglesResult,
} from './coupon/couponState.ts';
export { activeAccount, fitTypeToBets, fitTypeToSelections, isCouponTypePossible, normalizeCoupon } from './coupon/normalizeCoupon.ts';
export { combinesSelections, dependentOutcomeIds, markDependentBets } from './coupon/dependentBets.ts';
export { gameIdOfOutcome } from './coupon/outcomeIds.ts';
export type { GameSelection } from './coupon/dependentBets.ts';
export type { CouponContext } from './coupon/normalizeCoupon.ts';
export { createCouponStore, ensureActiveAccount } from './coupon/couponStore.ts';
export type { CouponStore, CouponStoreOptions, CouponStoreSnapshot, PromoCodeResult } from './coupon/couponStore.ts';
export { COUPON_SNAPSHOT_VERSION, parseCouponSnapshot, serializeCoupon } from './coupon/couponSnapshot.ts';
export type { PersistedCoupon } from './coupon/couponSnapshot.ts';
export { getCouponChecks } from './coupon/couponChecks.ts';
export type { CouponChecks } from './coupon/couponChecks.ts';
export { buildBaseCoupon, splitSinglesCoupon } from './coupon/baseCoupon.ts';
export type { BaseCoupon, BaseCouponBet, BaseCouponContext } from './coupon/baseCoupon.ts';

// Odds formats (spec §9)
export {
  COEF_VIEW_PAIRS,
  ODDS_FORMAT,
  ODDS_STYLE_BY_FORMAT,
  isOddsFormatId,
  pairedViewFormat,
} from './odds/oddsFormats.ts';
export type { OddsFormatId, OddsStyle } from './odds/oddsFormats.ts';
export {
  americanToDecimal,
  asianToDecimal,
  decimalToAmerican,
  decimalToFraction,
  decimalToHongKong,
  decimalToIndonesian,
  decimalToMalaysian,
  formatOdds,
  fractionToDecimal,
} from './odds/convertOdds.ts';
export type { Fraction } from './odds/convertOdds.ts';

// Currency amounts (spec §9)
export { CURRENCY_AMOUNT_DEFAULTS, FALLBACK_CURRENCY_ISO } from './currency/currencyAmountTable.ts';
export type { CurrencyAmountDefaults } from './currency/currencyAmountTable.ts';
export {
  amountStepFor,
  deriveNiceAmount,
  initialAmountFor,
  isKnownCurrencyIso,
  stepAmount,
} from './currency/currencyAmounts.ts';
export type { AmountStepSettings } from './currency/currencyAmounts.ts';

// Responsible-gaming limits (spec §2–§9, issue 9)
export {
  LIMIT_COOLING_OFF_SECONDS,
  LIMIT_OPTIONS,
  LIMIT_PING_INTERVAL_MS,
  LIMIT_SECTIONS,
  LIMIT_TYPE,
  LIMIT_TYPES,
  MS_PER_HOUR,
  SECONDS_PER_DAY,
  BREAK_LIMIT_TYPES,
  isBreakLimit,
  isDepositLimit,
  isExclusionLimit,
  isMoneyLimit,
  limitTypeInfo,
} from './limits/limitTypes.ts';
export type { LimitKind, LimitMeasure, LimitSectionId, LimitTypeCode, LimitTypeInfo } from './limits/limitTypes.ts';
export type { ClientLimit, LimitChangeAnswer, LimitPingAnswer, LimitsAnswer, LimitState, PendingLimitChange } from './limits/clientLimit.ts';
export { isNoLimitValue, limitValueOptions, validateLimitValue } from './limits/limitOptions.ts';
export type { LimitValueCheck, LimitValueProblem } from './limits/limitOptions.ts';
export {
  applyApprovedChange,
  applyRejectedChange,
  approvalDeadline,
  canApprovePendingChange,
  decideLimitChange,
  isExclusionRunning,
} from './limits/limitChange.ts';
export type { LimitChangeDecision, LimitChangeRequest } from './limits/limitChange.ts';
export {
  activeExclusionNotices,
  buildLimitSections,
  isLimitFieldDisabled,
  isLimitSectionDisabled,
  isPendingChangeCancellable,
  limitsAfterReject,
  pendingApprovalTime,
  pendingDepositNotice,
  shouldShowSelfExclusionWarning,
} from './limits/limitsScreen.ts';
export type { ExclusionNotice, LimitScreenSection, PendingDepositNotice } from './limits/limitsScreen.ts';
export {
  LIMIT_ACTION,
  LIMIT_ACTION_MESSAGE_KEYS,
  findSessionLimit,
  limitActionMessage,
  sessionLimitTimerMs,
  shouldPingSessionLimit,
} from './limits/limitActions.ts';
export type { LimitAction, LimitActionMessage } from './limits/limitActions.ts';
export { checkAmountAgainstLimits, depositTimeoutEnd, runningBreak, selfExclusionEnd } from './limits/limitEnforcement.ts';
export type { MoneyLimitCheck, MoneyLimitKind, RunningBreak } from './limits/limitEnforcement.ts';

// Account security and bans (spec §4)
export { PROTECTION_LEVEL_BANDS, protectionStatus } from './account/protectionLevel.ts';
export type { ProtectionStatus } from './account/protectionLevel.ts';
export {
  DEDUCE_BAN_LEVEL,
  banNavigationDecision,
  isBanned,
  isDeduceAllowedWhileBanned,
} from './account/banAccess.ts';
export type { BanNavigationDecision, BanStatus, RouteBanFlags } from './account/banAccess.ts';

// Casino catalogue (issue 13): categories of spec §9 and the extra casino sections
export { CASINO_CATEGORIES, CASINO_CATEGORY_SLUGS, casinoCategory } from './casino/categories.ts';
export type { CasinoCategoryDef } from './casino/categories.ts';
export { DICE_RTP, dicePayout } from './casino/dice-payout.ts';

// Language segments as language tags and writing direction (issue 20)
export { intlLocale, languageTag, segmentOfTag, textDirection } from './language/language-tags.ts';
export { formatMoney, formatNumber, formatPercent } from './language/number-format.ts';
export type { MoneyOptions } from './language/number-format.ts';
export type { TextDirection } from './language/language-tags.ts';
export { INTERFACE_LANGUAGES, interfaceLanguageOf, localizedTextIn } from './language/localized-text.ts';
export type { InterfaceLanguage, LocalizedText } from './language/localized-text.ts';

// SEO head tags and the page-title rule (spec §3, §4): the host renders them into the page, the shell on navigation
export { canonicalUrl, DEFAULT_ROBOTS, ERROR_PAGE_ROBOTS, headTags, isIndexable, mergeRobots, SEO_OWNED_ATTRIBUTE, SEO_PAGE_META, seoPageKey } from './seo/head-tags.ts';
export type { HeadTags, PageLocation } from './seo/head-tags.ts';
export { hasOwnSeoTitle, TITLES_NAMESPACE, withPageTitle } from './seo/page-title.ts';
export { matchTitle } from './seo/match-title.ts';
export {
  ADULT_AGE,
  ageOn,
  birthDateProblem,
  DOCUMENT_TYPE_IDS,
  EMAIL_MAX,
  EMAIL_PATTERN,
  emailProblem,
  isDocumentTypeId,
  LOGIN_PATTERN,
  loginProblem,
  NAME_MAX,
  parseIsoDate,
  personNameProblem,
} from './fields/fieldRules.ts';
export type { FieldProblem } from './fields/fieldRules.ts';
export { fullRegistrationErrors } from './fields/registrationFields.ts';
export type { FullRegistrationFields, RegistrationField } from './fields/registrationFields.ts';
export { validateProfile } from './fields/profileFields.ts';
export { ANY_COUNTRY_PHONE_RULE, phoneNumberProblem, phoneRuleForDialCode, phoneRuleOf } from './fields/phoneRules.ts';
export type { PhoneLengthRule } from './fields/phoneRules.ts';
export { checkUpload, sniffUploadMime, UPLOAD_ACCEPT, UPLOAD_MAX_BYTES, uploadNameProblem } from './fields/uploadRules.ts';
export type { UploadMime, UploadProblem, UploadVerdict } from './fields/uploadRules.ts';
export type { ProfileInput, ProfileProblem, ProfileProblems } from './fields/profileFields.ts';
export { CASINO_ENGINES } from './casino/casino-engines.ts';
export { verifyRequestOf, verifyVerdictOf } from './casino/round-verify.ts';
export { shooterSceneOf, type ShooterScene } from './casino/shooter-scene.ts';
export { IDENTITY_COOKIES } from './auth/identity-cookies.ts';
export { decodeDisplaySettings, DISPLAY_COOKIE, DISPLAY_SETTING_RULES, encodeDisplaySettings, FONT_SIZES, TIME_ZONES } from './display/display-settings.ts';
export type { DisplaySettingsValue } from './display/display-settings.ts';
