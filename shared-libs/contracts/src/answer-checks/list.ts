/** `@arena/contracts/answer-checks/list`: both lists of checked answers, for the server's and the build's tests. */
export { ANSWERS, type AnswerName } from './answers.ts';
export { MONEY_ANSWERS, type MoneyAnswerName } from './money-answers.ts';
