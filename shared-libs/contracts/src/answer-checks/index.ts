/**
 * `@arena/contracts/answer-checks`: the one door through which browser code may take values from the
 * contracts — a checker per money answer (money-answers.ts), used as `http.get(...).then(accountDataAnswer)`.
 * This file is what Node (vitest, the type checker) runs: it compiles each schema at first use with
 * TypeBox's Compile. The app builds never bundle it: scripts/build/answer-checks-plugin.ts puts in its
 * place a module of the same exports whose checks were compiled at build time from the same schemas into
 * plain JavaScript (the site's CSP forbids eval, so nothing is compiled in the browser).
 */
import type { Static } from 'typebox';
import { Compile } from 'typebox/compile';
import { answerCheck, type AnswerCheck } from './answer-check.ts';
import { firstFailingPath } from './first-failing-path.ts';
import { MONEY_ANSWERS, type MoneyAnswerName } from './money-answers.ts';

export { AnswerShapeError, isAnswerShapeError, type AnswerCheck } from './answer-check.ts';

export type MoneyAnswerOf<Name extends MoneyAnswerName> = Static<(typeof MONEY_ANSWERS)[Name]['schema']>;

function checkerOf<Name extends MoneyAnswerName>(name: Name): AnswerCheck<MoneyAnswerOf<Name>> {
  const { route, schema } = MONEY_ANSWERS[name];
  let validator: ReturnType<typeof Compile> | undefined;
  return answerCheck(route, (value) => (validator ??= Compile(schema)).Check(value), (value) => firstFailingPath(schema, value));
}

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
