/** The live blackjack table's board: the dealer's and the shared player hand's cards as SVG, face down until the draw. */
import type { Card } from '../game-api.ts';
import { CardRow } from '../card-row.tsx';
import { useLT } from './live-text.ts';

export interface LiveBlackjackOutcome { player: Card[]; dealer: Card[]; playerTotal: number; dealerTotal: number; multiplier: number }

const verdictOf = (outcome: LiveBlackjackOutcome): 'win' | 'push' | 'lose' => (outcome.multiplier > 1 ? 'win' : outcome.multiplier === 1 ? 'push' : 'lose');

export function LiveBlackjackBoard({ outcome, rtp }: { outcome: LiveBlackjackOutcome | null; rtp: number }) {
  const lt = useLT();
  const verdict = outcome ? verdictOf(outcome) : null;
  return (
    <div className="gm-board" data-testid="live-blackjack" data-verdict={verdict ?? ''}>
      <strong>{lt('blackjack_dealer')}{outcome ? ` · ${outcome.dealerTotal}` : ''}</strong>
      <CardRow cards={outcome?.dealer ?? []} hidden={outcome ? 0 : 2} testId="live-blackjack-dealer" />
      <strong>{lt('blackjack_hand')}{outcome ? ` · ${outcome.playerTotal}` : ''}</strong>
      <CardRow cards={outcome?.player ?? []} hidden={outcome ? 0 : 2} testId="live-blackjack-hand" />
      {verdict ? <p className="gm-hint">{lt(`blackjack_${verdict}`)}</p> : null}
      <p className="gm-hint">{lt('blackjack_rules', { rtp: Math.round(rtp * 10_000) / 100 })}</p>
    </div>
  );
}
