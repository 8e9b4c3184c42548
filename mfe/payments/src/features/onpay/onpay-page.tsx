/**
 * The payment return pages onpay/{status} and onpay/withdraw/{status}: the payment provider and the
 * withdrawal form send the player here with ?payment={id}. The page shows only the status it reads from
 * the server — a deposit the provider has not confirmed yet is re-read until its notification decides it —
 * explains the result and what happens next (onpay-model.ts), and reloads the page's accounts entry
 * (@arena/server-state) when the payment may have moved money, so the header, the slip and the office
 * show the server's balance.
 */
import { useEffect, useState, type ReactNode } from 'react';
import { http, isHttpError } from '@arena/http';
import { playerAccounts } from '@arena/server-state';
import { Link, useArenaTranslation, useBusState, useFormatters } from '@arena/ui-kit';
import { FOLLOW_INTERVAL_MS, FOLLOW_MAX_READS, followsPayment, isOnpayStatus, onpayView, paymentIdOf, type OnpayDirection, type OnpayKnowledge, type OnpayLink } from './onpay-model.ts';
import { paymentsPaymentsAnswer } from '@arena/contracts/answer-checks';

const LINK_PATHS: Readonly<Record<OnpayLink, string>> = {
  recharge: 'office/recharge',
  deduce: 'office/deduce',
  historypay: 'office/historypay',
  requests: 'office/payment/create-request',
  home: '',
};

export function OnpayPage({ direction, routeStatus, notFound }: { direction: OnpayDirection; routeStatus: string | undefined; notFound: ReactNode }) {
  const { t } = useArenaTranslation('payments');
  const lng = useBusState('language');
  const user = useBusState('user');
  const formatters = useFormatters();
  const [knowledge, setKnowledge] = useState<OnpayKnowledge>({ kind: 'checking' });
  const paymentId = paymentIdOf(typeof window === 'undefined' ? '' : window.location.search);
  const userId = user?.userId ?? null;

  useEffect(() => {
    const controller = new AbortController();
    if (paymentId === null || userId === null) {
      setKnowledge({ kind: userId === null ? 'signed-out' : 'missing' });
      return () => controller.abort();
    }
    let timer: ReturnType<typeof setTimeout> | undefined;
    let reads = 0;
    let shownStatus: string | null = null;
    const read = () => {
      reads += 1;
      http
        .get<unknown>(`/payments-api/payments/${paymentId}`, { cache: 'no-store', signal: controller.signal }).then(paymentsPaymentsAnswer)
        .then((answer) => {
          setKnowledge({ kind: 'payment', payment: answer.payment });
          // The header reads the balance again when the status changes (the notification may just have credited it).
          if (answer.payment.status !== shownStatus) void playerAccounts.changed();
          shownStatus = answer.payment.status;
          if (followsPayment(direction, answer.payment) && reads < FOLLOW_MAX_READS) timer = setTimeout(read, FOLLOW_INTERVAL_MS);
        })
        .catch((error: unknown) => {
          if (controller.signal.aborted) return;
          // Not found (or not this player's): said plainly; any other failure leaves the status unknown.
          setKnowledge(isHttpError(error) && error.status === 404 ? { kind: 'missing' } : { kind: 'unavailable' });
          void playerAccounts.changed();
        });
    };
    read();
    return () => {
      controller.abort();
      clearTimeout(timer);
    };
  }, [paymentId, userId, direction]);

  if (!isOnpayStatus(routeStatus)) return <>{notFound}</>;
  const payment = knowledge.kind === 'payment' ? knowledge.payment : null;
  const view = onpayView(direction, knowledge);
  const money = (amount: number) => formatters.money(amount, payment?.currency ?? 'RUB');

  return (
    <section className={`arena-onpay arena-onpay--${view.status}`} data-testid="onpay-page" data-status={view.status} data-direction={direction} aria-busy={knowledge.kind === 'checking'}>
      <style>{ONPAY_STYLES}</style>
      <div className="arena-onpay__card">
        <div className="arena-onpay__icon" aria-hidden="true">{ICONS[view.status]}</div>
        <h1 data-testid="onpay-title">{t(view.titleKey)}</h1>
        <p>{t(view.bodyKey)}</p>
        {payment ? (
          <dl className="arena-onpay__details" data-testid="onpay-details">
            <dt>{t('onpay_system')}</dt>
            <dd>{payment.systemName}</dd>
            <dt>{t('onpay_amount')}</dt>
            <dd data-testid="onpay-amount">{money(payment.amount)}</dd>
            {payment.fee > 0 ? (
              <>
                <dt>{t('onpay_fee')}</dt>
                <dd>{money(payment.fee)}</dd>
              </>
            ) : null}
            <dt>{t(direction === 'deposit' ? 'onpay_credited' : 'onpay_payout')}</dt>
            <dd>{money(payment.net)}</dd>
            <dt>{t('onpay_number')}</dt>
            <dd>№ {payment.id}</dd>
          </dl>
        ) : null}
        {payment?.reasonText ? (
          <p className="arena-onpay__reason" role="alert" data-testid="onpay-reason">
            {t('onpay_reason', { reason: payment.reasonText })}
          </p>
        ) : null}
        {payment?.hostedUrl ? (
          <p>
            <a className="arena-btn arena-btn--accent" href={payment.hostedUrl} data-testid="onpay-continue">{t('onpay_continue')}</a>
          </p>
        ) : null}
        {view.stepKeys.length > 0 ? (
          <ul className="arena-onpay__steps">
            {view.stepKeys.map((key) => (
              <li key={key}>{t(key)}</li>
            ))}
          </ul>
        ) : null}
        <p className="arena-onpay__links">
          {view.links.map((link, index) => (
            <Link key={link} className={`arena-btn ${index === 0 ? 'arena-btn--accent' : ''}`} href={`/${lng}/${LINK_PATHS[link]}`} data-testid={`onpay-link-${link}`}>
              {t(`onpay_link_${link}`)}
            </Link>
          ))}
        </p>
      </div>
    </section>
  );
}

const ICONS = { success: '✓', fail: '✕', pending: '…', cancel: '↩', unknown: '?' } as const;

const ONPAY_STYLES = `
.arena-onpay{display:flex;justify-content:center;padding:48px 16px}
.arena-onpay__card{max-width:520px;width:100%;background:var(--arena-surface,#fff);color:inherit;border-radius:12px;padding:24px;box-shadow:0 4px 24px rgba(0,0,0,.12)}
.arena-onpay__icon{width:48px;height:48px;border-radius:50%;display:flex;align-items:center;justify-content:center;font-size:24px;font-weight:700;color:#fff;background:#1e8e3e}
.arena-onpay--fail .arena-onpay__icon{background:#c5221f}.arena-onpay--pending .arena-onpay__icon{background:#f29900}.arena-onpay--cancel .arena-onpay__icon,.arena-onpay--unknown .arena-onpay__icon{background:#5f6368}
.arena-onpay__details{display:grid;grid-template-columns:auto 1fr;gap:4px 16px}.arena-onpay__details dd{margin:0;text-align:right;font-weight:600}
.arena-onpay__reason{background:rgba(197,34,31,.1);border-radius:8px;padding:8px 12px}
.arena-onpay__links{display:flex;gap:12px;flex-wrap:wrap}`;
