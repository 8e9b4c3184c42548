/**
 * office/historypay — the payment history: deposits, withdrawals, bonuses and conversions between accounts with their status, newest
 * first, filtered by kind and paged (GET /payments-api/history).
 */
import { useEffect, useMemo, useState } from 'react';
import { Link, useArenaTranslation, useBusState, useFormatters } from '@arena/ui-kit';
import { createPaymentsApi } from '../payments-shared/payments-api.ts';
import { PAYMENT_STYLES } from '../payments-shared/payment-styles.ts';
import { useLoad } from '../payments-shared/use-load.ts';
import { playerAccounts } from '@arena/server-state';

const KINDS = ['all', 'deposit', 'withdrawal', 'bonus', 'conversion'] as const;
const PAGE_SIZE = 20;

/** A status's colour group, shared by payments and bonuses. */
export function statusTone(kind: string, status: string): 'success' | 'fail' | 'pending' | 'cancel' {
  if (['approved', 'paid', 'completed', 'active'].includes(status)) return kind === 'bonus' && status === 'active' ? 'pending' : 'success';
  if (['declined', 'failed', 'rejected', 'expired'].includes(status)) return 'fail';
  if (status === 'cancelled') return 'cancel';
  return 'pending';
}

export function HistorypayPage() {
  const { t } = useArenaTranslation('payments');
  const lng = useBusState('language');
  const user = useBusState('user');
  const formatters = useFormatters();
  const api = useMemo(() => createPaymentsApi(), []);
  const [kind, setKind] = useState<(typeof KINDS)[number]>('all');
  const [page, setPage] = useState(1);
  const [loaded, reload] = useLoad((signal) => api.history({ kind, page, pageSize: PAGE_SIZE }, signal), [api, kind, page, user?.userId]);
  // Reading the history lets the server decide due withdrawals (a rejection returns the hold): the header follows.
  useEffect(() => {
    if (loaded.state === 'ready') void playerAccounts.changed();
  }, [loaded]);

  return (
    <div className="pay-page" data-testid="historypay-page">
      <style>{PAYMENT_STYLES}</style>
      <h2>{t('historypay_title')}</h2>
      <div className="pay-filters" role="group" aria-label={t('historypay_filter')}>
        {KINDS.map((k) => (
          <button key={k} type="button" aria-pressed={k === kind} className={`arena-btn ${k === kind ? 'arena-btn--accent' : ''}`} data-testid={`historypay-kind-${k}`}
            onClick={() => { setKind(k); setPage(1); }}>
            {t(`historypay_kind_${k}`)}
          </button>
        ))}
      </div>
      {loaded.state === 'loading' ? <p>{t('loading')}</p> : null}
      {loaded.state === 'error' ? (
        <div role="alert"><p>{t('load_error')}</p><button type="button" className="arena-btn" onClick={reload}>{t('retry')}</button></div>
      ) : null}
      {loaded.state === 'ready' ? (
        <>
          {loaded.data.items.length === 0 ? (
            <p data-testid="historypay-empty">
              {t('historypay_empty')} <Link href={`/${lng}/office/recharge`}>{t('historypay_deposit_link')}</Link>
            </p>
          ) : null}
          <ul className="pay-list" data-testid="historypay-list">
            {loaded.data.items.map((item) => (
              <li key={item.key} className="pay-row" data-testid={`historypay-item-${item.key}`} data-kind={item.kind} data-status={item.status}>
                <span>{formatters.dateTime(item.createdAt * 1000)}</span>
                <span>{t(`historypay_kind_${item.kind}`)} · {item.sourceName}</span>
                <strong>{item.kind === 'withdrawal' ? '−' : '+'}{formatters.money(item.amount, item.currency)}</strong>
                {item.fee > 0 ? <small>{t('historypay_fee', { fee: formatters.money(item.fee, item.currency) })}</small> : null}
                <span className={`pay-status pay-status--${statusTone(item.kind, item.status)}`}>{t(`status_${item.kind === 'bonus' ? 'bonus_' : ''}${item.status}`)}</span>
                {item.reasonText ? <small>{item.reasonText}</small> : null}
                {item.kind === 'deposit' || item.kind === 'withdrawal' ? (
                  <Link href={`/${lng}/onpay/${item.kind === 'withdrawal' ? 'withdraw/' : ''}${statusTone(item.kind, item.status)}?payment=${item.id}`}>{t('details')}</Link>
                ) : null}
              </li>
            ))}
          </ul>
          {loaded.data.total > PAGE_SIZE ? (
            <div className="pay-pager">
              <button type="button" className="arena-btn" disabled={page <= 1} onClick={() => setPage((p) => p - 1)}>{t('page_previous')}</button>
              <span>{t('page_of', { page, pages: Math.ceil(loaded.data.total / PAGE_SIZE) })}</span>
              <button type="button" className="arena-btn" disabled={page * PAGE_SIZE >= loaded.data.total} onClick={() => setPage((p) => p + 1)}>{t('page_next')}</button>
            </div>
          ) : null}
        </>
      ) : null}
    </div>
  );
}
