/** office/history: the player's placed coupons with their bets, stake, odds, status and payout. */
import { useEffect, useState } from 'react';
import { Link, useBusState } from '@arena/ui-kit';
import { loadHistory, type HistoryCoupon } from './history-api.ts';

const TYPES: Record<number, [string, string]> = { 0: ['Ординар', 'Single'], 1: ['Экспресс', 'Express'], 2: ['Система', 'System'] };
const STATUS: Record<HistoryCoupon['status'], [string, string]> = {
  open: ['В игре', 'Open'], pending: ['Ждёт подтверждения', 'Pending approval'], won: ['Выигрыш', 'Won'], lost: ['Проигрыш', 'Lost'], void: ['Возврат', 'Void'],
  declined: ['Отклонена', 'Declined'],
};
/** A VIP coupon's decision (server betting/approval/): what the trader did with the asked stake. */
const DECISION: Record<'approved' | 'lowered' | 'declined', [string, string]> = {
  approved: ['VIP: подтверждена', 'VIP: approved'], lowered: ['VIP: подтверждена на меньшую сумму, возвращено', 'VIP: approved at a lower stake, refunded'],
  declined: ['VIP: отклонена, возвращено', 'VIP: declined, refunded'],
};

/** The office app links no stylesheet of its own, so the page brings its few rules (theme custom properties). */
const HISTORY_CSS = `
.office-history__list { list-style: none; padding: 0; display: grid; gap: 10px; max-width: 860px; }
.office-history__list > li { background: var(--arena-surface); border: 1px solid var(--arena-border); border-radius: 10px; padding: 10px 14px; }
.office-history__list header { display: flex; gap: 6px; align-items: center; font-size: 0.875rem; }
.office-history__list ul { margin: 8px 0; padding-left: 18px; color: var(--arena-text-muted); font-size: 0.8125rem; }
.office-history__list footer { font-size: 0.8125rem; }
.office-history__status { margin-left: auto; padding: 2px 10px; border-radius: 10px; background: var(--arena-surface-2); font-weight: 700; }
.is-won .office-history__status { background: var(--arena-success); color: var(--arena-accent-text); }
[data-status='pending'] .office-history__status { background: var(--arena-warning); color: #1b1600; }
.is-lost .office-history__status { background: var(--arena-danger); color: #fff; }
`;

type State = { kind: 'loading' } | { kind: 'ready'; coupons: HistoryCoupon[] } | { kind: 'error' };

export function HistoryPage() {
  const lng = useBusState('language');
  const user = useBusState('user');
  const [state, setState] = useState<State>({ kind: 'loading' });
  const pick = (pair: [string, string]) => (lng === 'ru' ? pair[0] : pair[1]);

  useEffect(() => {
    const controller = new AbortController();
    loadHistory(controller.signal).then(
      (answer) => setState({ kind: 'ready', coupons: answer.coupons }),
      () => !controller.signal.aborted && setState({ kind: 'error' }),
    );
    return () => controller.abort();
  }, [user?.userId]);

  return (
    <div className="office-history" data-testid="bet-history">
      <style>{HISTORY_CSS}</style>
      <h2>{lng === 'ru' ? 'История ставок' : 'Bet history'}</h2>
      {state.kind === 'loading' ? <p>…</p> : null}
      {state.kind === 'error' ? <p role="alert">{lng === 'ru' ? 'Не удалось загрузить историю' : 'Could not load the history'}</p> : null}
      {state.kind === 'ready' && state.coupons.length === 0 ? <p>{lng === 'ru' ? 'Ставок пока нет' : 'No bets yet'}</p> : null}
      {state.kind === 'ready' ? (
        <ul className="office-history__list">
          {state.coupons.map((c) => (
            <li key={c.id} data-testid={`history-coupon-${c.id}`} className={`is-${c.status}`} data-status={c.status}>
              <header>
                <b>№{c.id}</b> · {pick(TYPES[c.typeId] ?? [String(c.typeId), String(c.typeId)])}
                {c.typeId === 2 ? ` ${c.systemValue}/${c.bets.length}` : ''} · {new Date(c.createdAt * 1000).toLocaleString(lng)}
                <span className="office-history__status" data-testid="history-status">{STATUS[c.status] ? pick(STATUS[c.status]) : '—'}</span>
              </header>
              <ul>
                {c.bets.map((b) => (
                  <li key={b.outcomeId}>{b.title} — {b.outcomeName} @ {b.coef.toFixed(2)}</li>
                ))}
              </ul>
              <footer>
                {lng === 'ru' ? 'Ставка' : 'Stake'} <b data-testid="history-amount">{c.amount.toFixed(2)}</b> {c.currency} · {lng === 'ru' ? 'Коэф.' : 'Odds'} {c.coef.toFixed(3)}
                {c.status === 'open' || c.status === 'pending' ? ` · ${lng === 'ru' ? 'Возможный выигрыш' : 'Possible win'} ${c.possibleWin.toFixed(2)}` : c.status === 'declined' ? '' : ` · ${lng === 'ru' ? 'Выплата' : 'Payout'} ${c.payout.toFixed(2)}`}
                {c.approval?.decision ? (
                  <span data-testid="history-approval">
                    {' · '}{pick(DECISION[c.approval.decision])}{c.approval.decision === 'approved' ? '' : ` ${c.approval.refunded.toFixed(2)} ${c.currency}`}
                  </span>
                ) : null}
                {' · '}<Link href={`/${lng}/print-coupon/${c.id}`}>{lng === 'ru' ? 'Печать' : 'Print'}</Link>
              </footer>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
