/**
 * Hi-Lo: the cards so far (SVG), the two guesses with their chance and the multiplier a right guess reaches,
 * cash out at the current multiplier (after one guess), and the house edge said plainly. The open round comes
 * from the server (`round.state`), a finished one from its outcome.
 */
import type { Round } from './game-api.ts';
import type { HiloPaytable, HiloTable } from './draw-types.ts';
import { CARD_CSS } from './card-styles.ts';
import { CardRow } from './card-row.tsx';
import { DRAW_CSS } from './draw-styles.ts';
import { useGT } from './game-text.ts';

const percent = (x: number) => `${Math.round(x * 1000) / 10} %`;

export function HiloView({ paytable, round, disabled, onAction }: { paytable: HiloPaytable; round: Round | null; disabled: boolean; onAction: (action: string) => void }) {
  const t = useGT();
  const open = round?.status === 'open' && round.state && 'guesses' in round.state ? round.state : null;
  const settled = round?.status === 'settled' && round.outcome && 'guesses' in round.outcome ? (round.outcome as HiloTable) : null;
  const table = open ?? settled;
  return (
    <div className="gm-board" data-testid="hilo" data-status={open ? 'open' : settled ? 'settled' : 'idle'} data-end={settled?.end ?? ''}>
      <style>{CARD_CSS + DRAW_CSS}</style>
      <p className="gm-hint" data-testid="hilo-edge">{t('hilo_edge', { edge: percent(paytable.houseEdge), rtp: percent(paytable.rtp) })}</p>
      <CardRow cards={table?.cards ?? []} hidden={table ? 0 : 1} testId="hilo-cards" />
      {table ? <strong data-testid="hilo-multiplier" data-multiplier={table.multiplier}>{t('hilo_multiplier', { multiplier: table.multiplier })}</strong> : <p className="gm-hint">{t('hilo_deal_hint')}</p>}
      {open?.next ? (
        <div className="gm-choices" role="group" aria-label={t('hilo_guess')}>
          {open.next.map((g) => (
            <button key={g.guess} type="button" className="gm-hilo-guess" disabled={disabled} onClick={() => onAction(g.guess)} data-testid={`hilo-${g.guess}`} data-chance={g.chance}>
              <span>{t(`hilo_${g.guess}`)}</span>
              <small>{t('hilo_chance', { chance: percent(g.chance), multiplier: g.reaches })}</small>
            </button>
          ))}
          <button type="button" disabled={disabled || open.guesses.length === 0} onClick={() => onAction('cashout')} data-testid="hilo-cashout">
            {t('hilo_cashout', { multiplier: open.multiplier })}
          </button>
        </div>
      ) : null}
      {settled ? <p className="gm-hint" data-testid="hilo-result">{t(`hilo_end_${settled.end ?? 'lost'}`)}</p> : null}
    </div>
  );
}
