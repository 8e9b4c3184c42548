/** Baccarat (punto banco): the player's and the banker's hands as SVG cards, their totals, and the side backed. */
import type { BaccaratOutcome, BaccaratSide } from './game-api.ts';
import { useGT } from './game-text.ts';
import { CardBack, PlayingCard } from './symbol-art.tsx';

const SIDES: readonly BaccaratSide[] = ['player', 'banker', 'tie'];

function Hand({ who, cards, total, round }: { who: 'player' | 'banker'; cards: number[]; total: number | null; round: number }) {
  const t = useGT();
  return (
    <div className="gm-board" data-testid={`baccarat-${who}`} data-total={total ?? ''}>
      <strong>{t(`baccarat_${who}`)}{total === null ? '' : ` · ${t('baccarat_total', { total })}`}</strong>
      <div className="gm-row">
        {cards.length === 0 ? [0, 1].map((i) => <CardBack key={i} label={t('card_face_down')} />) : null}
        {cards.map((rank, i) => (
          // The engine deals ranks (baccarat counts no suits); the suit only varies the drawing.
          <PlayingCard key={i} rank={rank} suit={(round + i * 3 + (who === 'banker' ? 1 : 0)) % 4} label={t('card_label', { rank: t(`card_rank_${rank}`) })} />
        ))}
      </div>
    </div>
  );
}

export function BaccaratView({ side, outcome, round, disabled, onSide }: { side: BaccaratSide; outcome: BaccaratOutcome | null; round: number; disabled: boolean; onSide: (side: BaccaratSide) => void }) {
  const t = useGT();
  return (
    <div className="gm-board" data-testid="baccarat" data-winner={outcome?.winner ?? ''}>
      <div className="gm-row">
        <Hand who="player" cards={outcome?.player ?? []} total={outcome?.playerTotal ?? null} round={round} />
        <Hand who="banker" cards={outcome?.banker ?? []} total={outcome?.bankerTotal ?? null} round={round} />
      </div>
      {outcome ? <p className="gm-hint">{t(`baccarat_won_${outcome.winner}`)}</p> : null}
      <div className="gm-choices" role="group" aria-label={t('baccarat_choose')}>
        {SIDES.map((s) => (
          <button key={s} type="button" aria-pressed={s === side} disabled={disabled} onClick={() => onSide(s)} data-testid={`baccarat-side-${s}`}>
            {t(`baccarat_bet_${s}`)}
          </button>
        ))}
      </div>
    </div>
  );
}
