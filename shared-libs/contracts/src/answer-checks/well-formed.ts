/**
 * Test support (`@arena/contracts/answer-checks/testing`): a well-formed money answer with the fields a test
 * cares about, the rest filled from the contract's schema, so fakes pass the boundary check as the server's
 * answers do. Tests only: browser code may not import it (eslint), and no app bundles it.
 */
import { Value } from 'typebox/value';
import type { MoneyAnswerOf } from './index.ts';
import { MONEY_ANSWERS, type MoneyAnswerName } from './money-answers.ts';

export function wellFormedAnswer<Name extends MoneyAnswerName>(name: Name, fields: Partial<MoneyAnswerOf<Name>> = {}): MoneyAnswerOf<Name> {
  return { ...(Value.Create(MONEY_ANSWERS[name].schema) as object), ...fields } as MoneyAnswerOf<Name>;
}
