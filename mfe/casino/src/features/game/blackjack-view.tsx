/**
 * Blackjack: the dealer's cards (one face down while the player acts), the player's hand or two split hands
 * with their totals, and the moves the server allows as buttons (hit, stand, double, split). The open round
 * comes from the server (`round.state`); a settled one from its outcome, with each hand's result.
 */
import type { BlackjackMove, BlackjackOutcome, BlackjackTable, Round } from './game-api.ts';
import { CARD_CSS } from './card-styles.ts';
import { CardRow } from './card-row.tsx';
import { useGT } from './game-text.ts';

const MOVES: readonly BlackjackMove[] = ['hit', 'stand', 'double', 'split'];
const points = (rank: number) => Math.min(rank, 10);

/** Which moves the table shows enabled (the server checks them again: 409 when out of turn). */
function movesOpen(table: BlackjackTable): Record<BlackjackMove, boolean> {
  const hand = table.active === null ? null : table.hands[table.active];
  const two = hand?.cards.length === 2;
  return {
    hit: hand !== null && hand !== undefined,
    stand: hand !== null && hand !== undefined,
    double: two,
    split: two && table.hands.length === 1 && points(hand!.cards[0]!.rank) === points(hand!.cards[1]!.rank),
  };
}

function resultKey(table: BlackjackOutcome, hand: number): string {
  const back = table.returns[hand] ?? 0;
  const bet = table.hands[hand]?.bet ?? 1;
  if (back === 2.5) return 'bj_blackjack';
  return back > bet ? 'bj_won' : back === bet ? 'bj_push' : 'bj_lost';
}

export function BlackjackView({ round, disabled, onMove }: { round: Round | null; disabled: boolean; onMove: (move: BlackjackMove) => void }) {
  const t = useGT();
  const open = round?.status === 'open' && round.state && 'hands' in round.state ? round.state : null;
  const settled = round?.status === 'settled' && round.outcome && 'hands' in round.outcome ? round.outcome : null;
  const table = open ?? settled;
  const allowed = open ? movesOpen(open) : null;
  return (
    <div className="gm-board" data-testid="blackjack" data-status={open ? 'open' : settled ? 'settled' : 'idle'}>
      <style>{CARD_CSS}</style>
      <strong>{t('bj_dealer')}{table ? ` · ${t('bj_total', { total: table.dealerTotal })}` : ''}</strong>
      <CardRow cards={table?.dealer ?? []} hidden={open ? 1 : table ? 0 : 2} testId="blackjack-dealer" />
      {table ? (
        <div className="gm-row">
          {table.hands.map((hand, i) => (
            <div key={i} className={open && open.active === i ? 'gm-hand-active' : undefined} data-testid={`blackjack-hand-${i}`} data-total={table.playerTotals[i]}>
              <strong>{table.hands.length > 1 ? t('bj_hand_n', { n: i + 1 }) : t('bj_hand')} · {t('bj_total', { total: table.playerTotals[i] ?? 0 })}</strong>
              <CardRow cards={hand.cards} testId={`blackjack-cards-${i}`} />
              {settled ? <p className="gm-hint" data-testid={`blackjack-result-${i}`}>{t(resultKey(settled, i))}</p> : null}
            </div>
          ))}
        </div>
      ) : (
        <>
          <CardRow cards={[]} hidden={2} testId="blackjack-player" />
          <p className="gm-hint">{t('bj_deal_hint')}</p>
        </>
      )}
      {open && allowed ? (
        <div className="gm-choices" role="group" aria-label={t('bj_moves')}>
          {MOVES.map((move) => (
            <button key={move} type="button" disabled={disabled || !allowed[move]} onClick={() => onMove(move)} data-testid={`blackjack-${move}`}>
              {t(`bj_${move}`)}
            </button>
          ))}
        </div>
      ) : null}
    </div>
  );
}
