/**
 * Video poker (Jacks or Better): the five dealt cards as SVG buttons the player holds or releases, the Draw
 * button, and after the draw the final hand with its name from the paytable. The open deal comes from the
 * server (`round.state`), the drawn hand from the settled outcome.
 */
import type { Round } from './game-api.ts';
import { CARD_CSS } from './card-styles.ts';
import { CardRow } from './card-row.tsx';
import { useGT } from './game-text.ts';
import { PlayingCard } from './symbol-art.tsx';

export function VideoPokerView({ round, hold, disabled, onHold, onDraw }: { round: Round | null; hold: number[]; disabled: boolean; onHold: (place: number) => void; onDraw: () => void }) {
  const t = useGT();
  const open = round?.status === 'open' && round.state && 'dealt' in round.state ? round.state : null;
  const drawn = round?.status === 'settled' && round.outcome && 'dealt' in round.outcome ? round.outcome : null;
  return (
    <div className="gm-board" data-testid="video-poker" data-status={open ? 'open' : drawn ? 'settled' : 'idle'} data-hand={drawn?.hand ?? open?.hand ?? ''}>
      <style>{CARD_CSS}</style>
      {open ? (
        <>
          <div className="gm-row" role="group" aria-label={t('vp_hint')}>
            {open.dealt.map((card, place) => {
              const held = hold.includes(place);
              return (
                <button key={place} type="button" className="gm-hold gm-card-deal" aria-pressed={held} disabled={disabled} onClick={() => onHold(place)} data-testid={`poker-card-${place}`}>
                  <PlayingCard rank={card.rank} suit={card.suit} label={t('card_label', { rank: t(`card_rank_${card.rank}`) })} />
                  <span>{held ? t('vp_held') : t('vp_hold')}</span>
                </button>
              );
            })}
          </div>
          <p className="gm-hint">{t(`vp_hand_${open.hand}`)} · {t('vp_hint')}</p>
          <div className="gm-choices">
            <button type="button" disabled={disabled} onClick={onDraw} data-testid="poker-draw">{t('vp_draw')}</button>
          </div>
        </>
      ) : drawn ? (
        <>
          <CardRow cards={drawn.final ?? drawn.dealt} testId="poker-final" />
          <p className="gm-hint" data-testid="poker-hand">{t(`vp_hand_${drawn.hand}`)}</p>
        </>
      ) : (
        <>
          <CardRow cards={[]} hidden={5} testId="poker-idle" />
          <p className="gm-hint">{t('bj_deal_hint')}</p>
        </>
      )}
    </div>
  );
}
