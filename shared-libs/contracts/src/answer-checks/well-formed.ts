/**
 * Test support (`@arena/contracts/answer-checks/testing`): a well-formed answer (money or other) with the fields a test
 * cares about, the rest filled from the contract's schema, so fakes pass the boundary check as the server's
 * answers do. Tests only: browser code may not import it (eslint), and no app bundles it.
 */
import { Value } from 'typebox/value';
import { ANSWERS, type AnswerName } from './answers.ts';
import type { AnswerOf, MoneyAnswerOf } from './index.ts';
import { MONEY_ANSWERS, type MoneyAnswerName } from './money-answers.ts';

type Listed<Name> = Name extends MoneyAnswerName ? MoneyAnswerOf<Name> : Name extends AnswerName ? AnswerOf<Name> : never;

export function wellFormedAnswer<Name extends MoneyAnswerName | AnswerName>(name: Name, fields: Partial<Listed<Name>> = {}): Listed<Name> {
  const { schema } = name in MONEY_ANSWERS ? MONEY_ANSWERS[name as MoneyAnswerName] : ANSWERS[name as AnswerName];
  return { ...(Value.Create(schema) as object), ...fields } as Listed<Name>;
}
