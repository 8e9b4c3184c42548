/** React-free: the level a week reached and how far the next level is (thresholds in roubles). */
import type { CashbackAnswer, CashbackLevel } from '../bonuses/bonuses-api.ts';

export function measureOf(answer: Pick<CashbackAnswer, 'program'>, week: { stakes: number; netLoss: number }): number {
  return answer.program === 'vip' ? week.stakes : week.netLoss;
}

/** The next level above the week's measure and what is missing to reach it, or null at the top. */
export function nextLevel(levels: readonly CashbackLevel[], measure: number): { level: CashbackLevel; missing: number } | null {
  const next = levels.find((l) => l.fromRub > measure);
  return next ? { level: next, missing: Math.round((next.fromRub - measure) * 100) / 100 } : null;
}
