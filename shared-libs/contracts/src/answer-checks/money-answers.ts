/**
 * The money answers the browser checks at its boundary (issue 27: "app clients type and, at the boundary,
 * check answers with it"): the one list. Each entry is a checker's export name, the route it guards (method
 * and the server's own route pattern) and the very schema that route answers 200 with, so the browser
 * refuses exactly what the server would never send. The build compiles each schema into plain JavaScript
 * (scripts/build/answer-checks-plugin.ts); tests compile the same schemas at run time (./index.ts).
 *
 * Why these and not the rest: these answers put money on the screen or into the player's decisions —
 * balances, what a coupon cost and may win, a payment's amount, a round's stake, win and the balance after
 * it. A wrong shape here would show or credit wrong money. The other answers (catalogues, texts, history
 * lists, settings) are drawn as they come: a wrong one looks broken but moves nothing, and checking them
 * would cost every app bundle bytes for no money kept safe.
 */
import type { TSchema } from 'typebox';
import { AccountData, AccountDataV2Answer, ConvertAnswer, ConvertStatusAnswer } from '../accounts.ts';
import { PlaceCouponAnswer } from '../betting-coupons.ts';
import { LiveBetAnswer } from '../casino-live.ts';
import { LaunchAnswer, PlayAnswer } from '../casino-rounds.ts';
import { DepositCreatedAnswer, WithdrawalAnswer, WithdrawalsAnswer } from '../payments.ts';
import { TotoPlaceAnswer } from '../toto.ts';

export interface MoneyAnswer {
  /** `METHOD /path/:param`, exactly as the server registers it. */
  route: string;
  schema: TSchema;
}

export const MONEY_ANSWERS = {
  accountDataAnswer: { route: 'GET /web-api/user/account-data', schema: AccountData },
  accountDataV2Answer: { route: 'GET /office-api/v2/accounts', schema: AccountDataV2Answer },
  convertStatusAnswer: { route: 'GET /office-api/accounts/convert-status', schema: ConvertStatusAnswer },
  convertAnswer: { route: 'POST /office-api/accounts/convert', schema: ConvertAnswer },
  placeCouponAnswer: { route: 'POST /betting-api/coupon/place', schema: PlaceCouponAnswer },
  depositAnswer: { route: 'POST /payments-api/deposits', schema: DepositCreatedAnswer },
  withdrawalsAnswer: { route: 'GET /payments-api/withdrawals', schema: WithdrawalsAnswer },
  withdrawalAnswer: { route: 'POST /payments-api/withdrawals', schema: WithdrawalAnswer },
  withdrawalCancelAnswer: { route: 'POST /payments-api/withdrawals/:id/cancel', schema: WithdrawalAnswer },
  casinoLaunchAnswer: { route: 'POST /casino-api/games/:game/launch', schema: LaunchAnswer },
  casinoSpinAnswer: { route: 'POST /casino-api/games/sessions/:sessionId/spin', schema: PlayAnswer },
  casinoKenoDrawAnswer: { route: 'POST /casino-api/games/sessions/:sessionId/keno-draw', schema: PlayAnswer },
  casinoPlayAnswer: { route: 'POST /casino-api/games/sessions/:sessionId/play', schema: PlayAnswer },
  casinoActAnswer: { route: 'POST /casino-api/games/sessions/:sessionId/act', schema: PlayAnswer },
  casinoCrashBetAnswer: { route: 'POST /casino-api/games/sessions/:sessionId/crash-bet', schema: PlayAnswer },
  casinoCashOutAnswer: { route: 'POST /casino-api/games/sessions/:sessionId/cash-out', schema: PlayAnswer },
  casinoRoundAnswer: { route: 'GET /casino-api/games/sessions/:sessionId/rounds/:roundId', schema: PlayAnswer },
  casinoLiveBetAnswer: { route: 'POST /casino-api/live/sessions/:sessionId/bet', schema: LiveBetAnswer },
  totoPlaceAnswer: { route: 'POST /toto-api/coupons', schema: TotoPlaceAnswer },
} as const satisfies Record<string, MoneyAnswer>;

export type MoneyAnswerName = keyof typeof MONEY_ANSWERS;
