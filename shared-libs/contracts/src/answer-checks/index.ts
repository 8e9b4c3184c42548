/**
 * `@arena/contracts/answer-checks`: the one door through which browser code may take values from the
 * contracts — a checker per money answer (money-answers.ts) and per other answer the browser reads
 * (answers.ts), used as `http.get<unknown>(...).then(accountDataAnswer)`.
 * This file is what Node (vitest, the type checker) runs: it compiles each schema at first use with
 * TypeBox's Compile. The app builds never bundle it: scripts/build/answer-checks-plugin.ts puts in its
 * place a module of the same exports whose checks were compiled at build time from the same schemas into
 * plain JavaScript (the site's CSP forbids eval, so nothing is compiled in the browser).
 */
import type { Static, TSchema } from 'typebox';
import { Compile } from 'typebox/compile';
import { answerCheck, lateAnswerCheck, type AnswerCheck } from './answer-check.ts';
import { firstFailingPath } from './first-failing-path.ts';
import { ANSWERS, type AnswerName } from './answers.ts';
import { MONEY_ANSWERS, type MoneyAnswerName } from './money-answers.ts';

export { AnswerShapeError, isAnswerShapeError, type AnswerCheck } from './answer-check.ts';

export type MoneyAnswerOf<Name extends MoneyAnswerName> = Static<(typeof MONEY_ANSWERS)[Name]['schema']>;
export type AnswerOf<Name extends AnswerName> = Static<(typeof ANSWERS)[Name]['schema']>;

function compiledAtFirstUse<T>({ route, schema }: { route: string; schema: TSchema }): AnswerCheck<T> {
  let validator: ReturnType<typeof Compile> | undefined;
  return answerCheck(route, (value) => (validator ??= Compile(schema)).Check(value), (value) => firstFailingPath(schema, value));
}

const checkerOf = <Name extends MoneyAnswerName>(name: Name): AnswerCheck<MoneyAnswerOf<Name>> => compiledAtFirstUse(MONEY_ANSWERS[name]);

/**
 * The answers of answers.ts, by name: loaded late as in the browser (there a chunk per checker, here the
 * schema compiled at first use), so tests and the server render take the same path the apps do.
 */
const LISTED: { [Name in AnswerName]: AnswerCheck<AnswerOf<Name>> } = Object.fromEntries(
  Object.entries(ANSWERS).map(([name, { route, schema }]) => [
    name,
    lateAnswerCheck(async () => {
      const compiled = Compile(schema);
      return { route, Check: (value: unknown) => compiled.Check(value), explain: (value: unknown) => firstFailingPath(schema, value) };
    }),
  ]),
) as { [Name in AnswerName]: AnswerCheck<AnswerOf<Name>> };

// One export per entry of MONEY_ANSWERS, named as its key (answer-checks.test.ts holds the two together).
export const accountDataAnswer = checkerOf('accountDataAnswer');
export const accountDataV2Answer = checkerOf('accountDataV2Answer');
export const convertStatusAnswer = checkerOf('convertStatusAnswer');
export const convertAnswer = checkerOf('convertAnswer');
export const placeCouponAnswer = checkerOf('placeCouponAnswer');
export const depositAnswer = checkerOf('depositAnswer');
export const withdrawalsAnswer = checkerOf('withdrawalsAnswer');
export const withdrawalAnswer = checkerOf('withdrawalAnswer');
export const withdrawalCancelAnswer = checkerOf('withdrawalCancelAnswer');
export const casinoLaunchAnswer = checkerOf('casinoLaunchAnswer');
export const casinoSpinAnswer = checkerOf('casinoSpinAnswer');
export const casinoKenoDrawAnswer = checkerOf('casinoKenoDrawAnswer');
export const casinoPlayAnswer = checkerOf('casinoPlayAnswer');
export const casinoActAnswer = checkerOf('casinoActAnswer');
export const casinoCrashBetAnswer = checkerOf('casinoCrashBetAnswer');
export const casinoCashOutAnswer = checkerOf('casinoCashOutAnswer');
export const casinoRoundAnswer = checkerOf('casinoRoundAnswer');
export const casinoLiveBetAnswer = checkerOf('casinoLiveBetAnswer');
export const totoPlaceAnswer = checkerOf('totoPlaceAnswer');

// One export per entry of ANSWERS, named as its key (answer-checks.test.ts holds the two together).
export const { bettingFavouritesDeleteAnswer, casinoFavouritesDeleteAnswer, bettingBonusAnswer, bettingChampsAnswer, bettingCouponsAnswer,
   bettingCouponsOfCouponIdAnswer, bettingFavouritesAnswer, bettingFavouritesGamesAnswer, bettingGamesAnswer, bettingGamesOfGameIdAnswer,
   bettingLimitsAnswer, bettingPagesAnswer, bettingSportsAnswer, bettingTeamsAnswer, captchaUpdateAnswer, casinoFavouritesAnswer,
   casinoGamesAnswer, casinoGamesSessionsAnswer, casinoGamesSessionsHistoryAnswer, casinoLiveAnswer, casinoLobbyAnswer,
   casinoProvidersAnswer, casinoProvidersOfProviderAnswer, casinoRecentAnswer, casinoSearchAnswer, casinoTournamentsAnswer,
   casinoTournamentsOfIdAnswer, contentCategoriesAnswer, contentItemsAnswer, contentItemsOfSlugAnswer, cyberChampsAnswer,
   cyberDisciplinesAnswer, cyberGamesAnswer, cyberGamesOfGameIdAnswer, limitServiceLimitsAnswer, officeProfileAnswer,
   officeSecuritySessionsAnswer, officeSettingsAnswer, paymentsHistoryAnswer, paymentsPaymentsAnswer, paymentsRequestsAnswer,
   paymentsRequestsTopicsAnswer, paymentsSystemsAnswer, resultsChampsAnswer, resultsGamesAnswer, resultsLiveAnswer, resultsResultsAnswer,
   resultsStandingsAnswer, resultsTeamsAnswer, seoPageDataAnswer, socialOauthClientIdAnswer, supportAppealsAnswer, supportIdeasAnswer,
   supportTicketsAnswer, supportTicketsOfIdAnswer, supportTopicsAnswer, totoCouponsAnswer, totoDrawsAnswer, totoDrawsOfDrawIdAnswer,
   totoRulesAnswer, totoWinnersAnswer, verificationAnswer, webUserAgreementRulesStatusAnswer, webCurrenciesAnswer, webPhoneCountriesAnswer,
   webPhoneMasksAnswer, webPolicyGeoAnswer, webUserConfigAnswer, dictionaryAnswer,
   webUserTokenAnswer, webUserSessionCheckAnswer, webUserSecureDataAnswer, bffConfigGroupGetAnswer, bffConfigAllAnswer,
   authActivatePostAnswer, authActivationSendPostAnswer, authLoginPostAnswer,
   authLoginPhonePostAnswer, authLoginSmsPostAnswer, authLoginTokenPostAnswer, authLoginTwoStepPostAnswer, authLoginTwoStepSendPostAnswer,
   authPasswordRecoveryRequestPostAnswer, authPasswordRecoverySavePostAnswer, authPasswordRecoveryVerifyPostAnswer,
   authRegistrationPostAnswer, authSmsSendPostAnswer, authStopNewsletterPostAnswer, bettingCouponPromoCheckPostAnswer,
   blocksBlockPostAnswer, captchaValidatePostAnswer, casinoGamesSessionsClientSeedPostAnswer, casinoGamesVerifyPostAnswer,
   limitServicePingPostAnswer, officeAccountsActivePostAnswer, officeSecurityCodePostAnswer, officeSecurityPasswordPostAnswer,
   officeSecurityPhonePostAnswer, officeSecuritySessionsEndOthersPostAnswer, officeSecurityTwoStepPostAnswer, paymentsRequestsPostAnswer,
   redirectsRedirectLightPostAnswer, socialDemoProviderCredentialPostAnswer, socialOauthPostAnswer, supportAppealsPostAnswer,
   supportChatPostAnswer, supportChatAttachmentsPostAnswer, supportChatHumanPostAnswer, supportChatMessagesPostAnswer,
   supportChatSeenPostAnswer, supportChatStreamPostAnswer, supportIdeasPostAnswer, supportTicketsPostAnswer,
   supportTicketsAttachmentsPostAnswer, supportTicketsClosePostAnswer, supportTicketsMessagesPostAnswer, supportVisitorChatPostAnswer,
   supportVisitorChatClaimPostAnswer, supportVisitorChatHumanPostAnswer, supportVisitorChatMessagesPostAnswer,
   supportVisitorChatSeenPostAnswer, supportVisitorChatStreamPostAnswer, verificationDocumentsPostAnswer,
   webUserAgreementRulesAcceptPostAnswer, webUserCookiesAgreePostAnswer, bettingFavouritesPutAnswer, casinoFavouritesPutAnswer,
   officeProfilePutAnswer, officeSecurityEmailAuthPutAnswer, officeSecurityQuestionPutAnswer, officeSettingsPutAnswer,
} = LISTED;
