/**
 * /payment: the payment methods, per currency (the player's main currency first when signed in): each
 * system's logo (drawn from data), kind, deposit and withdrawal limits and fees, and processing time.
 * Data: GET /payments-api/systems (public).
 */
import { useEffect, useState } from 'react';
import type { PaymentRules, PaymentSystemsAnswer } from '@arena/domain';
import { http } from '@arena/http';
import { Link, PaymentLogo, useArenaTranslation, useBusState, useFormatters } from '@arena/ui-kit';
import { paymentsSystemsAnswer } from '@arena/contracts/answer-checks';

type Load = { state: 'loading' } | { state: 'error' } | { state: 'ready'; data: PaymentSystemsAnswer };

export function PaymentMethodsPage() {
  const { t } = useArenaTranslation('payments');
  const lng = useBusState('language');
  const user = useBusState('user');
  const active = useBusState('activeAccount');
  const formatters = useFormatters();
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  const [currency, setCurrency] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    http
      .get<unknown>('/payments-api/systems', { auth: false, signal: controller.signal }).then(paymentsSystemsAnswer)
      .then((data) => setLoad({ state: 'ready', data }))
      .catch(() => {
        if (!controller.signal.aborted) setLoad({ state: 'error' });
      });
    return () => controller.abort();
  }, [attempt]);

  if (load.state === 'loading') return <p data-testid="payment-methods-loading">{t('methods_loading')}</p>;
  if (load.state === 'error') {
    return (
      <div role="alert" data-testid="payment-methods-error">
        <p>{t('methods_load_error')}</p>
        <button type="button" className="arena-btn" onClick={() => setAttempt((n) => n + 1)}>{t('retry')}</button>
      </div>
    );
  }
  const { currencies, systems } = load.data;
  const preferred = active?.iso && currencies.includes(active.iso) ? active.iso : currencies[0] ?? 'RUB';
  const shown = currency ?? preferred;
  const rules = (r: PaymentRules | null) =>
    r ? (
      <>
        <span>{t('methods_limits', { min: formatters.money(r.min, shown), max: formatters.money(r.max, shown) })}</span>
        <br />
        <span>{feeText(r, shown)}</span>
      </>
    ) : (
      <span>{t('methods_not_available')}</span>
    );
  function feeText(r: PaymentRules, iso: string): string {
    if (r.feePercent === 0 && r.feeFixed === 0) return t('methods_fee_none');
    if (r.feeFixed === 0) return t('methods_fee_percent', { percent: r.feePercent });
    if (r.feePercent === 0) return t('methods_fee_fixed', { fixed: formatters.money(r.feeFixed, iso) });
    return t('methods_fee_both', { percent: r.feePercent, fixed: formatters.money(r.feeFixed, iso) });
  }
  const available = systems.filter((s) => s.rules[shown]);

  return (
    <section className="arena-payment-methods" data-testid="payment-methods-page">
      <style>{METHODS_STYLES}</style>
      <h1>{t('methods_title')}</h1>
      <p>{t('methods_intro')}</p>
      <div className="arena-payment-methods__currencies" role="tablist" aria-label={t('methods_currency')}>
        {currencies.map((iso) => (
          <button key={iso} type="button" role="tab" aria-selected={iso === shown} className={`arena-btn ${iso === shown ? 'arena-btn--accent' : ''}`}
            data-testid={`payment-methods-currency-${iso}`} onClick={() => setCurrency(iso)}>
            {iso}
          </button>
        ))}
      </div>
      <table className="arena-payment-methods__table" data-testid="payment-methods-table">
        <thead>
          <tr>
            <th scope="col">{t('methods_system')}</th>
            <th scope="col">{t('methods_deposit')}</th>
            <th scope="col">{t('methods_withdrawal')}</th>
            <th scope="col">{t('methods_processing')}</th>
          </tr>
        </thead>
        <tbody>
          {available.map((system) => (
            <tr key={system.id} data-testid={`payment-method-${system.id}`}>
              <th scope="row">
                <PaymentLogo logo={system.logo} name={system.name} size={28} /> {system.name}
                <br />
                <small>{t(`kind_${system.kind}`)}</small>
              </th>
              <td>{rules(system.rules[shown]?.deposit ?? null)}</td>
              <td>{rules(system.rules[shown]?.withdrawal ?? null)}</td>
              <td>{t('methods_processing_minutes', { minutes: system.processingMinutes })}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p>
        {user ? (
          <>
            <Link className="arena-btn arena-btn--accent" href={`/${lng}/office/recharge`}>{t('methods_deposit_link')}</Link>{' '}
            <Link className="arena-btn" href={`/${lng}/office/deduce`}>{t('methods_withdraw_link')}</Link>
          </>
        ) : (
          t('methods_sign_in')
        )}
      </p>
    </section>
  );
}

const METHODS_STYLES = `
.arena-payment-methods{padding:16px}.arena-payment-methods__currencies{display:flex;gap:8px;flex-wrap:wrap;margin:12px 0}
.arena-payment-methods__table{width:100%;border-collapse:collapse}.arena-payment-methods__table th,.arena-payment-methods__table td{padding:8px;border-bottom:1px solid rgba(127,127,127,.25);text-align:left;vertical-align:middle}
.arena-payment-methods__table .arena-payment-logo{vertical-align:middle;margin-right:8px}`;
