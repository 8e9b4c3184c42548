/**
 * office/history: the player's coupons with filters (period, status, type), pages of 10, every leg with its
 * own result, and a link to print the coupon. Rules: history-filters.ts.
 */
import { useEffect, useState } from 'react';
import type { CouponView } from '@arena/domain';
import { Link, useBusState, useFormatters } from '@arena/ui-kit';
import { useOfficeText } from '../../platform/office-text.ts';
import { loadAllHistory } from './history-api.ts';
import { filterCoupons, NO_FILTERS, pageOf, PERIODS, STATUSES, TYPES, type HistoryFilters } from './history-filters.ts';
import { HISTORY_CSS } from './history-styles.ts';

type State = { kind: 'loading' } | { kind: 'ready'; coupons: CouponView[] } | { kind: 'error' };

export function HistoryPage() {
  const { t } = useOfficeText();
  const user = useBusState('user');
  const [state, setState] = useState<State>({ kind: 'loading' });
  const [filters, setFilters] = useState<HistoryFilters>(NO_FILTERS);
  const [page, setPage] = useState(1);

  useEffect(() => {
    const controller = new AbortController();
    loadAllHistory(controller.signal).then(
      (coupons) => setState({ kind: 'ready', coupons }),
      () => !controller.signal.aborted && setState({ kind: 'error' }),
    );
    return () => controller.abort();
  }, [user?.userId]);

  const change = (patch: Partial<HistoryFilters>) => {
    setFilters({ ...filters, ...patch });
    setPage(1);
  };
  const filtered = state.kind === 'ready' ? filterCoupons(state.coupons, filters, Math.floor(Date.now() / 1000)) : [];
  const paged = pageOf(filtered, page);

  return (
    <div className="office-history" data-testid="bet-history">
      <style>{HISTORY_CSS}</style>
      <h2>{t('history_title')}</h2>
      <div className="office-history__filters" data-testid="history-filters">
        <label>{t('history_period')}
          <select name="period" value={filters.period} onChange={(e) => change({ period: e.target.value as HistoryFilters['period'] })}>
            {PERIODS.map((p) => <option key={p} value={p}>{t(`history_period_${p}`)}</option>)}
          </select>
        </label>
        <label>{t('history_status')}
          <select name="status" value={filters.status} onChange={(e) => change({ status: e.target.value as HistoryFilters['status'] })}>
            {STATUSES.map((s) => <option key={s} value={s}>{t(`history_status_${s}`)}</option>)}
          </select>
        </label>
        <label>{t('history_type')}
          <select name="type" value={filters.type} onChange={(e) => change({ type: e.target.value as HistoryFilters['type'] })}>
            {TYPES.map((ty) => <option key={ty} value={ty}>{t(`history_type_${ty}`)}</option>)}
          </select>
        </label>
      </div>
      {state.kind === 'loading' ? <p>{t('loading')}</p> : null}
      {state.kind === 'error' ? <p role="alert">{t('history_load_error')}</p> : null}
      {state.kind === 'ready' && state.coupons.length === 0 ? <p>{t('history_empty')}</p> : null}
      {state.kind === 'ready' && state.coupons.length > 0 && filtered.length === 0 ? <p data-testid="history-none-match">{t('history_none_match')}</p> : null}
      {state.kind === 'ready' ? (
        <ul className="office-history__list">
          {paged.items.map((c) => <CouponEntry key={c.id} coupon={c} />)}
        </ul>
      ) : null}
      {paged.pages > 1 ? (
        <nav className="office-history__pages" aria-label={t('history_pages')} data-testid="history-pages">
          <button type="button" className="office-btn" disabled={paged.page <= 1} onClick={() => setPage(paged.page - 1)}>←</button>
          <span data-testid="history-page">{t('history_page_of', { page: paged.page, pages: paged.pages })}</span>
          <button type="button" className="office-btn" disabled={paged.page >= paged.pages} onClick={() => setPage(paged.page + 1)} data-testid="history-next">→</button>
        </nav>
      ) : null}
    </div>
  );
}

function CouponEntry({ coupon: c }: { coupon: CouponView }) {
  const { t } = useOfficeText();
  const lng = useBusState('language');
  const format = useFormatters();
  const money = (amount: number) => format.money(amount, c.currency);
  const settled = c.status !== 'open' && c.status !== 'pending';
  return (
    <li data-testid={`history-coupon-${c.id}`} className={`is-${c.status}`} data-status={c.status}>
      <header>
        <b>№{c.id}</b> · {t(`history_type_${c.typeId}`)}
        {c.typeId === 2 ? ` ${c.systemValue}/${c.bets.length}` : ''} · {format.dateTime(c.createdAt * 1000)}
        <span className="office-history__status" data-testid="history-status">{t(`history_status_${c.status}`)}</span>
      </header>
      <ul>
        {c.bets.map((b) => (
          <li key={b.outcomeId} data-testid="history-leg" data-result={b.result}>
            {b.title} — {b.marketName}: {b.outcomeName} @ {format.odds(b.coef)}{' '}
            <span className="office-history__leg" data-result={b.result}>{t(`history_leg_${b.result}`)}</span>
          </li>
        ))}
      </ul>
      <footer>
        {t('history_stake')} <b data-testid="history-amount">{money(c.amount)}</b> · {t('history_odds')} {format.odds(c.coef)}
        {!settled ? ` · ${t('history_possible_win')} ${money(c.possibleWin)}` : c.status === 'declined' ? '' : ` · ${t('history_payout')} ${money(c.payout)}`}
        {c.approval?.decision ? (
          <span data-testid="history-approval">
            {' · '}{t(`history_decision_${c.approval.decision}`)}{c.approval.decision === 'approved' ? '' : ` ${money(c.approval.refunded)}`}
          </span>
        ) : null}
        {' · '}<Link href={`/${lng}/print-coupon/${c.id}`}>{t('history_print')}</Link>
      </footer>
    </li>
  );
}
