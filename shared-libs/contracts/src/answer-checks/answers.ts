/**
 * Every other answer the browser reads from the reference API (issue 27, second step: "app clients type and,
 * at the boundary, check answers with it"): catalogues, texts, histories, settings, the promo check, the
 * profile, support, results, sign-in and the rest. Each entry is a checker's export name, the route it
 * guards (method and the server's own route pattern) and the very schema that route answers 200 with.
 *
 * Unlike the money answers (money-answers.ts, checked synchronously by code in the app's first load), these
 * checks are compiled into a chunk of their own per schema that the app fetches on the first answer it
 * checks (scripts/build/answer-checks-plugin.ts), so they add no bytes to any first load. Node (tests,
 * the type checker) compiles the same schemas at first use (./index.ts). The server test
 * (server/src/api/money-answer-checks.test.ts) holds each route to the schema it answers with, and the call-site
 * test (scripts/lint/answer-check-call-sites.test.ts) refuses a browser call without a listed checker.
 */
import type { TSchema } from 'typebox';
import { AccountActionAnswer } from '../accounts.ts';
import { ActivationSentAnswer, CodeSentAnswer, DemoCredentialAnswer, LoginAnswer, LoginOrTwoStepAnswer, RecoveryRequestAnswer, RecoveryVerifyAnswer, RegistrationAnswer, SocialClientIdAnswer, SocialOneTapAnswer, TwoStepPendingAnswer } from '../auth.ts';
import { BetLimitsTable, CouponAnswer, CouponHistoryPage, PromoCheckAnswer } from '../betting-coupons.ts';
import { BettingChampsAnswer, BettingGameAnswer, BettingGamesAnswer, BettingSportsAnswer, BettingTeamAnswer, BonusMarketAnswer, FavouritesAnswer, PageSelection } from '../betting.ts';
import { BlockAnswer } from '../blocks.ts';
import { CaptchaChallenge, CaptchaValidateAnswer } from '../captcha.ts';
import { CasinoFavouriteAnswer, CasinoGamePage, CasinoGamesAnswer, CasinoLobby, CasinoProviderAnswer, CasinoProvidersAnswer, CasinoSearchAnswer, TournamentBoardAnswer, TournamentsAnswer } from '../casino-catalogue.ts';
import { CasinoSessionState } from '../casino-games.ts';
import { LiveTableSnapshot } from '../casino-live.ts';
import { RoundHistoryAnswer, VerifyAnswer } from '../casino-rounds.ts';
import { SuccessAnswer } from '../common.ts';
import { SiteConfig, SiteConfigGroups } from '../config.ts';
import { ContentCategoriesAnswer, ContentItemList, ContentItemView } from '../content.ts';
import { CurrenciesAnswer } from '../currencies.ts';
import { DictionaryResource } from '../dictionaries.ts';
import { CyberChampsAnswer, CyberDisciplinesAnswer, CyberGameDetail, CyberGamesAnswer } from '../cyber.ts';
import { LimitPingAnswer, LimitsAnswer } from '../limits.ts';
import { PaymentAnswer, PaymentHistoryAnswer, PaymentRequestCreatedAnswer, PaymentRequestTopicsAnswer, PaymentRequestsAnswer, PaymentSystemsAnswer } from '../payments.ts';
import { PhoneCountriesAnswer, PhoneMasksAnswer } from '../phone.ts';
import { DisplaySettingsAnswer, EndedSessionsAnswer, OfficeSessionsAnswer, ProfileAnswer, SavedDisplaySettingsAnswer, SecurityCodeAnswer } from '../profile.ts';
import { RedirectLightAnswer } from '../redirects.ts';
import { DayResults, GameStatistics, LiveResultsAnswer, ResultsChampsAnswer, Standings, TeamPage } from '../results.ts';
import { PolicyGeoAnswer, SeoPageData } from '../seo.ts';
import { AgreementAcceptedAnswer, AgreementRulesStatus, CookiesAgreedAnswer, SecureDataAnswer, SessionCheckAnswer, TokenAnswer, UserConfigAnswer } from '../session.ts';
import { ChatStreamTicket, SupportChatAnswer, VisitorChatClaimAnswer, VisitorChatOpenAnswer } from '../support-chat.ts';
import { AppealsAnswer, IdeaCreatedAnswer, IdeasAnswer, SupportTopicsAnswer, TicketAnswer, TicketsAnswer } from '../support.ts';
import { TotoCouponsAnswer, TotoDrawAnswer, TotoDrawsAnswer, TotoRules, TotoWinnersAnswer } from '../toto.ts';
import { VerificationState } from '../verification.ts';


export const ANSWERS = {
  bettingFavouritesDeleteAnswer: { route: 'DELETE /betting-api/favourites/:kind/:id', schema: FavouritesAnswer },
  casinoFavouritesDeleteAnswer: { route: 'DELETE /casino-api/favourites/:game', schema: CasinoFavouriteAnswer },
  bettingBonusAnswer: { route: 'GET /betting-api/bonus', schema: BonusMarketAnswer },
  bettingChampsAnswer: { route: 'GET /betting-api/champs', schema: BettingChampsAnswer },
  bettingCouponsAnswer: { route: 'GET /betting-api/coupons', schema: CouponHistoryPage },
  bettingCouponsOfCouponIdAnswer: { route: 'GET /betting-api/coupons/:couponId', schema: CouponAnswer },
  bettingFavouritesAnswer: { route: 'GET /betting-api/favourites', schema: FavouritesAnswer },
  bettingFavouritesGamesAnswer: { route: 'GET /betting-api/favourites/games', schema: BettingGamesAnswer },
  bettingGamesAnswer: { route: 'GET /betting-api/games', schema: BettingGamesAnswer },
  bettingGamesOfGameIdAnswer: { route: 'GET /betting-api/games/:gameId', schema: BettingGameAnswer },
  bettingLimitsAnswer: { route: 'GET /betting-api/limits', schema: BetLimitsTable },
  bettingPagesAnswer: { route: 'GET /betting-api/pages/:pageType', schema: PageSelection },
  bettingSportsAnswer: { route: 'GET /betting-api/sports', schema: BettingSportsAnswer },
  bettingTeamsAnswer: { route: 'GET /betting-api/teams/:team', schema: BettingTeamAnswer },
  captchaUpdateAnswer: { route: 'GET /captcha-api/update', schema: CaptchaChallenge },
  casinoFavouritesAnswer: { route: 'GET /casino-api/favourites', schema: CasinoGamesAnswer },
  casinoGamesAnswer: { route: 'GET /casino-api/games', schema: CasinoGamePage },
  casinoGamesSessionsAnswer: { route: 'GET /casino-api/games/sessions/:sessionId', schema: CasinoSessionState },
  casinoGamesSessionsHistoryAnswer: { route: 'GET /casino-api/games/sessions/:sessionId/history', schema: RoundHistoryAnswer },
  casinoLiveAnswer: { route: 'GET /casino-api/live/:game', schema: LiveTableSnapshot },
  casinoLobbyAnswer: { route: 'GET /casino-api/lobby', schema: CasinoLobby },
  casinoProvidersAnswer: { route: 'GET /casino-api/providers', schema: CasinoProvidersAnswer },
  casinoProvidersOfProviderAnswer: { route: 'GET /casino-api/providers/:provider', schema: CasinoProviderAnswer },
  casinoRecentAnswer: { route: 'GET /casino-api/recent', schema: CasinoGamesAnswer },
  casinoSearchAnswer: { route: 'GET /casino-api/search', schema: CasinoSearchAnswer },
  casinoTournamentsAnswer: { route: 'GET /casino-api/tournaments', schema: TournamentsAnswer },
  casinoTournamentsOfIdAnswer: { route: 'GET /casino-api/tournaments/:id', schema: TournamentBoardAnswer },
  contentCategoriesAnswer: { route: 'GET /content-api/categories', schema: ContentCategoriesAnswer },
  contentItemsAnswer: { route: 'GET /content-api/items', schema: ContentItemList },
  contentItemsOfSlugAnswer: { route: 'GET /content-api/items/:type/:slug', schema: ContentItemView },
  cyberChampsAnswer: { route: 'GET /cyber-api/champs', schema: CyberChampsAnswer },
  cyberDisciplinesAnswer: { route: 'GET /cyber-api/disciplines', schema: CyberDisciplinesAnswer },
  cyberGamesAnswer: { route: 'GET /cyber-api/games', schema: CyberGamesAnswer },
  cyberGamesOfGameIdAnswer: { route: 'GET /cyber-api/games/:gameId', schema: CyberGameDetail },
  limitServiceLimitsAnswer: { route: 'GET /limit-service-api/api/external/web/v3/limits', schema: LimitsAnswer },
  officeProfileAnswer: { route: 'GET /office-api/profile', schema: ProfileAnswer },
  officeSecuritySessionsAnswer: { route: 'GET /office-api/security/sessions', schema: OfficeSessionsAnswer },
  officeSettingsAnswer: { route: 'GET /office-api/settings', schema: DisplaySettingsAnswer },
  paymentsHistoryAnswer: { route: 'GET /payments-api/history', schema: PaymentHistoryAnswer },
  paymentsPaymentsAnswer: { route: 'GET /payments-api/payments/:id', schema: PaymentAnswer },
  paymentsRequestsAnswer: { route: 'GET /payments-api/requests', schema: PaymentRequestsAnswer },
  paymentsRequestsTopicsAnswer: { route: 'GET /payments-api/requests/topics', schema: PaymentRequestTopicsAnswer },
  paymentsSystemsAnswer: { route: 'GET /payments-api/systems', schema: PaymentSystemsAnswer },
  resultsChampsAnswer: { route: 'GET /results-api/champs', schema: ResultsChampsAnswer },
  resultsGamesAnswer: { route: 'GET /results-api/games/:gameId', schema: GameStatistics },
  resultsLiveAnswer: { route: 'GET /results-api/live', schema: LiveResultsAnswer },
  resultsResultsAnswer: { route: 'GET /results-api/results', schema: DayResults },
  resultsStandingsAnswer: { route: 'GET /results-api/standings/:champId', schema: Standings },
  resultsTeamsAnswer: { route: 'GET /results-api/teams/:champId/:team', schema: TeamPage },
  seoPageDataAnswer: { route: 'GET /seo-api/page-data', schema: SeoPageData },
  socialOauthClientIdAnswer: { route: 'GET /social-api/oauth/:provider-one-tap/clientId', schema: SocialClientIdAnswer },
  supportAppealsAnswer: { route: 'GET /support-api/appeals', schema: AppealsAnswer },
  supportIdeasAnswer: { route: 'GET /support-api/ideas', schema: IdeasAnswer },
  supportTicketsAnswer: { route: 'GET /support-api/tickets', schema: TicketsAnswer },
  supportTicketsOfIdAnswer: { route: 'GET /support-api/tickets/:id', schema: TicketAnswer },
  supportTopicsAnswer: { route: 'GET /support-api/topics', schema: SupportTopicsAnswer },
  totoCouponsAnswer: { route: 'GET /toto-api/coupons', schema: TotoCouponsAnswer },
  totoDrawsAnswer: { route: 'GET /toto-api/draws', schema: TotoDrawsAnswer },
  totoDrawsOfDrawIdAnswer: { route: 'GET /toto-api/draws/:drawId', schema: TotoDrawAnswer },
  totoRulesAnswer: { route: 'GET /toto-api/rules', schema: TotoRules },
  totoWinnersAnswer: { route: 'GET /toto-api/winners', schema: TotoWinnersAnswer },
  verificationAnswer: { route: 'GET /verification-api/:purpose', schema: VerificationState },
  webUserAgreementRulesStatusAnswer: { route: 'GET /web-api/api-v3/v2/user/agreement-rules/status', schema: AgreementRulesStatus },
  webCurrenciesAnswer: { route: 'GET /web-api/currencies', schema: CurrenciesAnswer },
  webPhoneCountriesAnswer: { route: 'GET /web-api/phone/countries', schema: PhoneCountriesAnswer },
  webPhoneMasksAnswer: { route: 'GET /web-api/phone/masks', schema: PhoneMasksAnswer },
  webPolicyGeoAnswer: { route: 'GET /web-api/policy/geo', schema: PolicyGeoAnswer },
  webUserConfigAnswer: { route: 'GET /web-api/user/config', schema: UserConfigAnswer },
  // The boot reads of the shared libraries (i18n, session, config): each warms its chunk as it sends the request.
  dictionaryAnswer: { route: 'GET /dictionary-api/:lng/:namespace', schema: DictionaryResource },
  webUserTokenAnswer: { route: 'GET /web-api/user/gettoken', schema: TokenAnswer },
  webUserSessionCheckAnswer: { route: 'GET /web-api/user/session-check', schema: SessionCheckAnswer },
  webUserSecureDataAnswer: { route: 'GET /web-api/user/secure-data', schema: SecureDataAnswer },
  // The site config (@arena/config's loader): the asked groups, each whole, and the all.json fallback.
  bffConfigGroupGetAnswer: { route: 'GET /bff-api/config/group/get', schema: SiteConfigGroups },
  bffConfigAllAnswer: { route: 'GET /bff-api/config/all.json', schema: SiteConfig },
  authActivatePostAnswer: { route: 'POST /auth-api/activate', schema: SuccessAnswer },
  authActivationSendPostAnswer: { route: 'POST /auth-api/activation/send', schema: ActivationSentAnswer },
  authLoginPostAnswer: { route: 'POST /auth-api/login', schema: LoginOrTwoStepAnswer },
  authLoginPhonePostAnswer: { route: 'POST /auth-api/login/phone', schema: LoginOrTwoStepAnswer },
  authLoginSmsPostAnswer: { route: 'POST /auth-api/login/sms', schema: LoginOrTwoStepAnswer },
  authLoginTokenPostAnswer: { route: 'POST /auth-api/login/token', schema: LoginAnswer },
  authLoginTwoStepPostAnswer: { route: 'POST /auth-api/login/two-step', schema: LoginAnswer },
  authLoginTwoStepSendPostAnswer: { route: 'POST /auth-api/login/two-step/send', schema: TwoStepPendingAnswer },
  authPasswordRecoveryRequestPostAnswer: { route: 'POST /auth-api/password-recovery/request', schema: RecoveryRequestAnswer },
  authPasswordRecoverySavePostAnswer: { route: 'POST /auth-api/password-recovery/save', schema: SuccessAnswer },
  authPasswordRecoveryVerifyPostAnswer: { route: 'POST /auth-api/password-recovery/verify', schema: RecoveryVerifyAnswer },
  authRegistrationPostAnswer: { route: 'POST /auth-api/registration/:type', schema: RegistrationAnswer },
  authSmsSendPostAnswer: { route: 'POST /auth-api/sms/send', schema: CodeSentAnswer },
  authStopNewsletterPostAnswer: { route: 'POST /auth-api/stop-newsletter', schema: SuccessAnswer },
  bettingCouponPromoCheckPostAnswer: { route: 'POST /betting-api/coupon/promo-check', schema: PromoCheckAnswer },
  blocksBlockPostAnswer: { route: 'POST /blocks-api/api/v2/block', schema: BlockAnswer },
  captchaValidatePostAnswer: { route: 'POST /captcha-api/validate', schema: CaptchaValidateAnswer },
  casinoGamesSessionsClientSeedPostAnswer: { route: 'POST /casino-api/games/sessions/:sessionId/client-seed', schema: CasinoSessionState },
  casinoGamesVerifyPostAnswer: { route: 'POST /casino-api/games/verify', schema: VerifyAnswer },
  limitServicePingPostAnswer: { route: 'POST /limit-service-api/api/external/web/v3/ping', schema: LimitPingAnswer },
  officeAccountsActivePostAnswer: { route: 'POST /office-api/accounts/active', schema: AccountActionAnswer },
  officeSecurityCodePostAnswer: { route: 'POST /office-api/security/code', schema: SecurityCodeAnswer },
  officeSecurityPasswordPostAnswer: { route: 'POST /office-api/security/password', schema: ProfileAnswer },
  officeSecurityPhonePostAnswer: { route: 'POST /office-api/security/phone', schema: ProfileAnswer },
  officeSecuritySessionsEndOthersPostAnswer: { route: 'POST /office-api/security/sessions/end-others', schema: EndedSessionsAnswer },
  officeSecurityTwoStepPostAnswer: { route: 'POST /office-api/security/two-step', schema: ProfileAnswer },
  paymentsRequestsPostAnswer: { route: 'POST /payments-api/requests', schema: PaymentRequestCreatedAnswer },
  redirectsRedirectLightPostAnswer: { route: 'POST /redirects-api/api/v1/redirect-light', schema: RedirectLightAnswer },
  socialDemoProviderCredentialPostAnswer: { route: 'POST /social-api/demo-provider/credential', schema: DemoCredentialAnswer },
  socialOauthPostAnswer: { route: 'POST /social-api/oauth/:provider-one-tap', schema: SocialOneTapAnswer },
  supportAppealsPostAnswer: { route: 'POST /support-api/appeals', schema: TicketAnswer },
  supportChatPostAnswer: { route: 'POST /support-api/chat', schema: SupportChatAnswer },
  supportChatAttachmentsPostAnswer: { route: 'POST /support-api/chat/:id/attachments', schema: SupportChatAnswer },
  supportChatHumanPostAnswer: { route: 'POST /support-api/chat/:id/human', schema: SupportChatAnswer },
  supportChatMessagesPostAnswer: { route: 'POST /support-api/chat/:id/messages', schema: SupportChatAnswer },
  supportChatSeenPostAnswer: { route: 'POST /support-api/chat/:id/seen', schema: SupportChatAnswer },
  supportChatStreamPostAnswer: { route: 'POST /support-api/chat/:id/stream', schema: ChatStreamTicket },
  supportIdeasPostAnswer: { route: 'POST /support-api/ideas', schema: IdeaCreatedAnswer },
  supportTicketsPostAnswer: { route: 'POST /support-api/tickets', schema: TicketAnswer },
  supportTicketsAttachmentsPostAnswer: { route: 'POST /support-api/tickets/:id/attachments', schema: TicketAnswer },
  supportTicketsClosePostAnswer: { route: 'POST /support-api/tickets/:id/close', schema: TicketAnswer },
  supportTicketsMessagesPostAnswer: { route: 'POST /support-api/tickets/:id/messages', schema: TicketAnswer },
  supportVisitorChatPostAnswer: { route: 'POST /support-api/visitor-chat', schema: VisitorChatOpenAnswer },
  supportVisitorChatClaimPostAnswer: { route: 'POST /support-api/visitor-chat/claim', schema: VisitorChatClaimAnswer },
  supportVisitorChatHumanPostAnswer: { route: 'POST /support-api/visitor-chat/human', schema: SupportChatAnswer },
  supportVisitorChatMessagesPostAnswer: { route: 'POST /support-api/visitor-chat/messages', schema: SupportChatAnswer },
  supportVisitorChatSeenPostAnswer: { route: 'POST /support-api/visitor-chat/seen', schema: SupportChatAnswer },
  supportVisitorChatStreamPostAnswer: { route: 'POST /support-api/visitor-chat/stream', schema: ChatStreamTicket },
  verificationDocumentsPostAnswer: { route: 'POST /verification-api/:purpose/documents', schema: VerificationState },
  webUserAgreementRulesAcceptPostAnswer: { route: 'POST /web-api/api-v3/v2/user/agreement-rules/accept', schema: AgreementAcceptedAnswer },
  webUserCookiesAgreePostAnswer: { route: 'POST /web-api/user/cookies-agree', schema: CookiesAgreedAnswer },
  bettingFavouritesPutAnswer: { route: 'PUT /betting-api/favourites/:kind/:id', schema: FavouritesAnswer },
  casinoFavouritesPutAnswer: { route: 'PUT /casino-api/favourites/:game', schema: CasinoFavouriteAnswer },
  officeProfilePutAnswer: { route: 'PUT /office-api/profile', schema: ProfileAnswer },
  officeSecurityEmailAuthPutAnswer: { route: 'PUT /office-api/security/email-auth', schema: ProfileAnswer },
  officeSecurityQuestionPutAnswer: { route: 'PUT /office-api/security/question', schema: ProfileAnswer },
  officeSettingsPutAnswer: { route: 'PUT /office-api/settings', schema: SavedDisplaySettingsAnswer },
} as const satisfies Record<string, { route: string; schema: TSchema }>;

export type AnswerName = keyof typeof ANSWERS;
