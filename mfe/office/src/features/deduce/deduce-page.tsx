/**
 * office/deduce — withdrawal. The player picks an account and a payment system, sees the system's
 * min/max and fee, and the withdrawable balance (bonus money and money held by pending requests
 * excluded); the amount is checked here (payments-shared/money-rules.ts) and again by the server, which
 * holds it at once. The request then waits for processing (onpay/withdraw/pending explains it); while it
 * is pending the player can cancel it here and the money comes back.
 */
import { useEffect, useMemo, useState } from 'react';
import { navigateToUrl } from 'single-spa';
import type { PaymentInfo, PaymentSystemInfo, WithdrawalAccountInfo } from '@arena/domain';
import { Link, PaymentLogo, useArenaTranslation, useBusState, useFormatters } from '@arena/ui-kit';
import { amountProblem, feePreview, parseAmount } from '../payments-shared/money-rules.ts';
import { createPaymentsApi, refusalMessage } from '../payments-shared/payments-api.ts';
import { useLoad } from '../payments-shared/use-load.ts';
import { playerAccounts } from '@arena/server-state';
import { PAYMENT_STYLES } from '../payments-shared/payment-styles.ts';

export function DeducePage() {
  const { t } = useArenaTranslation('payments');
  const lng = useBusState('language');
  const user = useBusState('user');
  const formatters = useFormatters();
  const api = useMemo(() => createPaymentsApi(), []);
  const [loaded, reload] = useLoad((signal) => Promise.all([api.withdrawals(signal), api.systems(signal)]), [api, user?.userId]);
  const [accountId, setAccountId] = useState<number | null>(null);
  const [systemId, setSystemId] = useState<string | null>(null);
  const [amount, setAmount] = useState('');
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<{ kind: 'ok' | 'error'; text: string } | null>(null);
  // Reading withdrawals lets the server decide the due ones: a rejected one gives its hold back, so the
  // header reloads the balance after each load.
  useEffect(() => {
    if (loaded.state === 'ready') void playerAccounts.changed();
  }, [loaded]);

  if (loaded.state === 'loading') return <p data-testid="deduce-loading">{t('loading')}</p>;
  if (loaded.state === 'error') {
    return (
      <div role="alert" data-testid="deduce-error">
        <p>{t('load_error')}</p>
        <button type="button" className="arena-btn" onClick={reload}>{t('retry')}</button>
      </div>
    );
  }
  const [data, catalogue] = loaded.data;
  const money = (value: number, iso: string) => formatters.money(value, iso);
  const account: WithdrawalAccountInfo | undefined = data.accounts.find((a) => a.id === accountId) ?? data.accounts[0];
  const systems = account?.systems ?? [];
  const rules = systems.find((s) => s.id === systemId) ?? systems[0];
  const info = (id: string): PaymentSystemInfo | undefined => catalogue.systems.find((s) => s.id === id);
  const problem = account && rules ? amountProblem(amount, rules, account.currency, account.withdrawable) : 'empty';
  const preview = account && rules && problem === null ? feePreview(parseAmount(amount), rules, account.currency) : null;

  const submit = async () => {
    if (!account || !rules || problem !== null || busy) return;
    setBusy(true);
    setNotice(null);
    try {
      const answer = await api.withdraw({ accountId: account.id, systemId: rules.id, amount: parseAmount(amount) });
      void playerAccounts.changed();
      setAmount('');
      navigateToUrl(answer.redirectUrl ?? `/${lng}/onpay/withdraw/pending?payment=${answer.payment.id}`);
    } catch (error) {
      setNotice({ kind: 'error', text: refusalMessage(error) ?? t('deduce_failed') });
      reload();
    } finally {
      setBusy(false);
    }
  };

  const cancel = async (withdrawal: PaymentInfo) => {
    setBusy(true);
    try {
      const answer = await api.cancelWithdrawal(withdrawal.id);
      setNotice({ kind: 'ok', text: answer.message });
      void playerAccounts.changed();
    } catch (error) {
      setNotice({ kind: 'error', text: refusalMessage(error) ?? t('deduce_failed') });
    } finally {
      setBusy(false);
      reload();
    }
  };

  return (
    <div className="pay-page" data-testid="deduce-page">
      <style>{PAYMENT_STYLES}</style>
      <h2>{t('deduce_title')}</h2>
      <p className="pay-intro">{t('deduce_intro')}</p>
      {!data.allowed ? (
        <p role="alert" className="pay-notice pay-notice--error" data-testid="deduce-closed">{t('deduce_closed')}</p>
      ) : null}
      {data.allowed && account ? (
        <form className="pay-card" noValidate onSubmit={(e) => { e.preventDefault(); void submit(); }}>
          <fieldset className="pay-options">
            <legend>{t('account')}</legend>
            {data.accounts.map((a) => (
              <label key={a.id} className="pay-option" data-testid={`deduce-account-${a.id}`}>
                <input type="radio" name="deduce-account" checked={a.id === account.id} onChange={() => { setAccountId(a.id); setSystemId(null); }} />
                <span>{a.currency}</span>
                <span className="pay-figures">
                  {t('deduce_withdrawable', { amount: money(a.withdrawable, a.currency) })}
                  {a.bonusMoney > 0 ? <small> · {t('deduce_bonus_money', { amount: money(a.bonusMoney, a.currency) })}</small> : null}
                  {a.held > 0 ? <small> · {t('deduce_held', { amount: money(a.held, a.currency) })}</small> : null}
                </span>
              </label>
            ))}
          </fieldset>
          <fieldset className="pay-options">
            <legend>{t('system')}</legend>
            {systems.map((s) => {
              const meta = info(s.id);
              return (
                <label key={s.id} className="pay-option" data-testid={`deduce-system-${s.id}`}>
                  <input type="radio" name="deduce-system" checked={s.id === rules?.id} onChange={() => setSystemId(s.id)} />
                  {meta ? <PaymentLogo logo={meta.logo} name={meta.name} size={24} /> : null}
                  <span>{meta?.name ?? s.id}</span>
                  <small className="pay-figures">
                    {t('limits_range', { min: money(s.min, account.currency), max: money(s.max, account.currency) })} · {feeLabel(t, s, money, account.currency)}
                  </small>
                </label>
              );
            })}
          </fieldset>
          <label className="pay-label" htmlFor="deduce-amount">{t('amount')}, {account.currency}</label>
          <input id="deduce-amount" data-testid="deduce-amount" inputMode="decimal" value={amount} onChange={(e) => setAmount(e.target.value)}
            aria-invalid={problem !== null && problem !== 'empty' ? true : undefined} aria-describedby="deduce-problem" />
          <p id="deduce-problem" className="pay-problem" aria-live="polite" data-testid="deduce-problem">
            {problem && problem !== 'empty' && rules ? t(`problem_${problem}`, { min: money(rules.min, account.currency), max: money(rules.max, account.currency), available: money(account.withdrawable, account.currency) }) : null}
          </p>
          {preview ? (
            <p className="pay-preview" data-testid="deduce-preview">{t('deduce_preview', { fee: money(preview.fee, account.currency), net: money(preview.net, account.currency) })}</p>
          ) : null}
          <button type="submit" className="arena-btn arena-btn--accent" data-testid="deduce-submit" disabled={busy || problem !== null}>
            {busy ? t('sending') : t('deduce_submit')}
          </button>
        </form>
      ) : null}
      {notice ? <p role={notice.kind === 'error' ? 'alert' : 'status'} className={`pay-notice pay-notice--${notice.kind}`} data-testid="deduce-notice">{notice.text}</p> : null}
      <h3>{t('deduce_requests')}</h3>
      {data.withdrawals.length === 0 ? <p>{t('deduce_no_requests')}</p> : null}
      <ul className="pay-list" data-testid="deduce-requests">
        {data.withdrawals.map((w) => (
          <li key={w.id} className="pay-row" data-testid={`deduce-request-${w.id}`} data-status={w.status}>
            <span>№ {w.id} · {formatters.dateTime(w.createdAt * 1000)}</span>
            <span>{w.systemName}</span>
            <strong>{money(w.amount, w.currency)}</strong>
            <span className={`pay-status pay-status--${w.onpay}`}>{t(`status_${w.status}`)}</span>
            {w.reasonText ? <small>{w.reasonText}</small> : null}
            <Link href={`/${lng}/onpay/withdraw/${w.onpay}?payment=${w.id}`} data-testid={`deduce-details-${w.id}`}>{t('details')}</Link>
            {w.cancellable ? (
              <button type="button" className="arena-btn" data-testid={`deduce-cancel-${w.id}`} disabled={busy} onClick={() => void cancel(w)}>{t('deduce_cancel')}</button>
            ) : null}
          </li>
        ))}
      </ul>
    </div>
  );
}

type Translate = (key: string, vars?: Record<string, unknown>) => string;

export function feeLabel(t: Translate, rules: { feePercent: number; feeFixed: number }, money: (v: number, iso: string) => string, iso: string): string {
  if (rules.feePercent === 0 && rules.feeFixed === 0) return t('fee_none');
  if (rules.feeFixed === 0) return t('fee_percent', { percent: rules.feePercent });
  if (rules.feePercent === 0) return t('fee_fixed', { fixed: money(rules.feeFixed, iso) });
  return t('fee_both', { percent: rules.feePercent, fixed: money(rules.feeFixed, iso) });
}
