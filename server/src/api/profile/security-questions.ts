/** The security questions a player may choose (labels: office dictionary `security_question_<id>`). */
export const SecurityQuestionIds: readonly number[] = [1, 2, 3, 4, 5];
export const SECURITY_ANSWER_MIN = 2;
export const SECURITY_ANSWER_MAX = 60;

/** Answers compare case- and space-insensitively: "Moscow " and "moscow" are the same answer. */
export function normalizeAnswer(answer: string): string {
  return answer.trim().replace(/\s+/g, ' ').toLowerCase();
}
