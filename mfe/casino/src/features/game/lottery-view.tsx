/**
 * Lottery draw (6 of 49, 5 of 36): the ticket's field to mark `pick` numbers (or a quick pick), then the draw as
 * balls falling one by one, the matched numbers marked on the ticket and the prize by matches.
 */
import type { LotteryOutcome, LotteryPaytable } from './draw-types.ts';
import { Ball } from './ball-art.tsx';
import { DRAW_CSS } from './draw-styles.ts';
import { useGT } from './game-text.ts';

/** A random ticket for "quick pick" (the player's own choice: the draw itself is the server's fair draw). */
export function quickPick(pick: number, of: number, random: () => number = Math.random): number[] {
  const pool = Array.from({ length: of }, (_, i) => i + 1);
  for (let i = 0; i < pick; i++) {
    const j = i + Math.floor(random() * (of - i));
    [pool[i], pool[j]] = [pool[j]!, pool[i]!];
  }
  return pool.slice(0, pick).sort((a, b) => a - b);
}

/** Marks or unmarks a number; a full ticket takes no more. */
export function toggleNumber(numbers: readonly number[], n: number, pick: number): number[] {
  if (numbers.includes(n)) return numbers.filter((x) => x !== n);
  return numbers.length < pick ? [...numbers, n].sort((a, b) => a - b) : [...numbers];
}

export function LotteryView({ paytable, numbers, outcome, disabled, onNumbers }: { paytable: LotteryPaytable; numbers: number[]; outcome: LotteryOutcome | null; disabled: boolean; onNumbers: (numbers: number[]) => void }) {
  const t = useGT();
  const matched = new Set(outcome?.matched ?? []);
  return (
    <div className="gm-board" data-testid="lottery" data-format={paytable.format} data-status={outcome ? 'settled' : 'idle'}>
      <style>{DRAW_CSS}</style>
      {outcome ? (
        <div className="gm-balls" key={`${outcome.drawn.join()}`} data-testid="lottery-drawn" data-drawn={outcome.drawn.join(' ')} data-matched={outcome.matched.length}>
          {outcome.drawn.map((n, i) => <Ball key={n} n={n} size={44} hit={matched.has(n)} label={t('ball_label', { n })} delayMs={i * 600} />)}
        </div>
      ) : null}
      {outcome ? <p className="gm-hint" data-testid="lottery-matches">{t('lottery_matched', { n: outcome.matched.length })}</p> : null}
      <p className="gm-hint">{t('lottery_hint', { pick: paytable.pick, of: paytable.of, picked: numbers.length })}</p>
      <div className="gm-lotto__grid" role="group" aria-label={t('lottery_ticket')}>
        {Array.from({ length: paytable.of }, (_, i) => i + 1).map((n) => (
          <button key={n} type="button" className={`gm-lotto__n${matched.has(n) && numbers.includes(n) ? ' is-hit' : ''}`} aria-pressed={numbers.includes(n)} disabled={disabled}
            onClick={() => onNumbers(toggleNumber(numbers, n, paytable.pick))} data-testid={`lottery-${n}`}>
            {n}
          </button>
        ))}
      </div>
      <div className="gm-choices">
        <button type="button" disabled={disabled} onClick={() => onNumbers(quickPick(paytable.pick, paytable.of))} data-testid="lottery-quick-pick">{t('lottery_quick_pick')}</button>
        <button type="button" disabled={disabled || numbers.length === 0} onClick={() => onNumbers([])}>{t('keno_clear')}</button>
      </div>
    </div>
  );
}
