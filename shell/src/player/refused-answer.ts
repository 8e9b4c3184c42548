/**
 * A money answer refused at the boundary (issue 27, AnswerShapeError) as the player learns of it: one error
 * notice in the page language, however many calls were refused (the notice has one id).
 */
import { isAnswerShapeError } from '@arena/contracts/answer-checks';
import type { ArenaBus } from '@arena/event-bus';
import { textFor } from '../platform/use-text.ts';

export const REFUSED_ANSWER_NOTICE_ID = 'answer-shape';
/** The code a refused answer gets where a form shows a call's error by code (the coupon slip). */
export const ANSWER_SHAPE_CODE = 'answer_shape';

export function tellRefusedAnswer(bus: Pick<ArenaBus, 'emit' | 'getState'>, error: unknown): void {
  if (!isAnswerShapeError(error)) return;
  bus.emit('notify', { id: REFUSED_ANSWER_NOTICE_ID, kind: 'error', text: textFor(bus.getState('language'))('answer_shape_error') });
}
