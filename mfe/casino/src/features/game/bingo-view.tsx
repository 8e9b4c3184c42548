/**
 * Bingo (75 or 90 ball): the number of cards to buy (1–4, one stake each), then the draw as balls dropping in
 * one by one and every card as an SVG grid with its drawn numbers marked, and per pattern the ball it completed
 * at and what it paid. The round is the server's (drawn until every card's full house).
 */
import type { BingoOutcome, BingoPaytable } from './draw-types.ts';
import { Ball } from './ball-art.tsx';
import { DRAW_CSS } from './draw-styles.ts';
import { useGT } from './game-text.ts';

const CELL = 30;
/** Later balls drop faster so a long draw still ends in a few seconds. */
const dropDelay = (i: number) => Math.round(i * 45);

function BingoCardArt({ grid, columns, drawn, label }: { grid: number[]; columns: number; drawn: ReadonlySet<number>; label: string }) {
  const rows = grid.length / columns;
  return (
    <svg viewBox={`0 0 ${columns * CELL + 4} ${rows * CELL + 4}`} role="img" aria-label={label}>
      <title>{label}</title>
      {grid.map((n, i) => {
        const x = 2 + (i % columns) * CELL;
        const y = 2 + Math.floor(i / columns) * CELL;
        const marked = n === 0 ? columns === 5 : drawn.has(n);
        return (
          <g key={i} data-marked={marked || undefined}>
            <rect x={x} y={y} width={CELL - 2} height={CELL - 2} rx="4" fill={n === 0 && columns === 9 ? '#0002' : '#fffdf5'} stroke="#8a6500" />
            {marked ? <circle cx={x + CELL / 2 - 1} cy={y + CELL / 2 - 1} r={CELL / 2 - 4} fill="#ef476f" opacity="0.55" /> : null}
            {n === 0 && columns === 5 ? <path d={`M${x + 14} ${y + 6} l3 7 7 0 -6 4 2 7 -6 -4 -6 4 2 -7 -6 -4 7 0Z`} fill="#e0a800" /> : null}
            {n > 0 ? <text x={x + CELL / 2 - 1} y={y + CELL / 2 + 4} fontSize="11" fontWeight="700" fill="#111" textAnchor="middle">{n}</text> : null}
          </g>
        );
      })}
    </svg>
  );
}

export function BingoView({ paytable, cards, outcome, disabled, onCards }: { paytable: BingoPaytable; cards: number; outcome: BingoOutcome | null; disabled: boolean; onCards: (cards: number) => void }) {
  const t = useGT();
  const drawn = new Set(outcome?.drawn ?? []);
  const columns = paytable.balls === 75 ? 5 : 9;
  return (
    <div className="gm-board" data-testid="bingo" data-balls={paytable.balls} data-status={outcome ? 'settled' : 'idle'}>
      <style>{DRAW_CSS}</style>
      <div className="gm-choices" role="group" aria-label={t('bingo_cards_label')}>
        {Array.from({ length: paytable.maxCards }, (_, i) => i + 1).map((n) => (
          <button key={n} type="button" aria-pressed={cards === n} disabled={disabled} onClick={() => onCards(n)} data-testid={`bingo-cards-${n}`}>
            {t('bingo_cards_n', { n })}
          </button>
        ))}
      </div>
      {outcome ? (
        <>
          <p className="gm-hint" data-testid="bingo-drawn" data-count={outcome.drawn.length}>{t('bingo_drawn', { n: outcome.drawn.length })}</p>
          <div className="gm-balls" key={outcome.drawn.join()}>
            {outcome.drawn.map((n, i) => <Ball key={n} n={n} size={26} label={t('ball_label', { n })} delayMs={dropDelay(i)} />)}
          </div>
          <div className="gm-bingo-cards">
            {outcome.cards.map((card, c) => (
              <div key={c} className="gm-bingo-card" data-testid={`bingo-card-${c}`}>
                <BingoCardArt grid={card.grid} columns={columns} drawn={drawn} label={t('bingo_card_n', { n: c + 1 })} />
                <ul className="gm-hint">
                  {card.patterns.map((p) => (
                    <li key={p.pattern} data-pattern={p.pattern} data-at={p.at} data-pays={p.pays}>
                      {t(`bingo_pattern_${p.pattern}`)}: {t('bingo_at_ball', { ball: p.at })}{p.pays > 0 ? ` · ×${p.pays}` : ''}
                    </li>
                  ))}
                </ul>
              </div>
            ))}
          </div>
        </>
      ) : (
        <p className="gm-hint">{t('bingo_hint', { balls: paytable.balls })}</p>
      )}
    </div>
  );
}
