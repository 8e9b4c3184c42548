/** A row of dealt playing cards drawn as SVG (symbol-art.tsx), each named for assistive technology. */
import type { Card } from './game-api.ts';
import { useGT } from './game-text.ts';
import { CardBack, PlayingCard } from './symbol-art.tsx';

export function CardRow({ cards, hidden = 0, testId }: { cards: readonly Card[]; hidden?: number; testId: string }) {
  const t = useGT();
  return (
    <div className="gm-row" data-testid={testId} data-cards={cards.map((c) => `${c.rank}-${c.suit}`).join(' ')}>
      {cards.map((card, i) => (
        <span key={`${i}-${card.rank}-${card.suit}`} className="gm-card-deal">
          <PlayingCard rank={card.rank} suit={card.suit} label={t('card_label', { rank: t(`card_rank_${card.rank}`) })} />
        </span>
      ))}
      {Array.from({ length: hidden }, (_, i) => <CardBack key={`back-${i}`} label={t('card_face_down')} />)}
    </div>
  );
}
