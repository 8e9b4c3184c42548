/**
 * The simulated hosted payment page (a payment system's checkout), rendered by the server as plain HTML:
 * no script at all (the site's CSP allows no inline script; forms post to the same origin, which
 * `form-action 'self'` allows). Four forms post the player's choice to the same address; the server then
 * redirects to the site's return page /{lng}/onpay/{success|fail|pending|cancel}?payment={id}.
 */
import { languageTag, textDirection } from '@arena/domain';
import { formatPaymentMoney } from './payment-language.ts';
import { findPaymentSystem } from './payment-systems.ts';
import { isFinalDeposit, type DepositStatus } from './payment-status.ts';
import { paymentsMessage, DECLINE_REASONS } from './payments-messages.ts';
import type { PaymentView } from './payment-view.ts';

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

const STYLES = `
body{margin:0;font:16px/1.5 system-ui,sans-serif;background:#eef1f5;color:#1d2433}
main{max-width:440px;margin:40px auto;background:#fff;border-radius:12px;padding:24px;box-shadow:0 4px 24px rgba(0,0,0,.08)}
h1{font-size:20px;margin:0 0 8px}.notice{background:#fff6dd;border-radius:8px;padding:8px 12px;font-size:14px}
dl{display:grid;grid-template-columns:auto 1fr;gap:4px 16px}dt{color:#5b6475}dd{margin:0;font-weight:600;text-align:end}
form{margin:12px 0}button{width:100%;padding:12px;border:0;border-radius:8px;font-size:16px;cursor:pointer}
.approve{background:#1e8e3e;color:#fff}.decline{background:#c5221f;color:#fff}.pending{background:#e8eaed}.cancel{background:none;text-decoration:underline}
select{width:100%;padding:8px;margin:4px 0 8px;font-size:15px}.logo{display:inline-block;padding:4px 10px;border-radius:6px;font-weight:700;letter-spacing:.05em}
a{color:#1a73e8}`;

/** The page in `lang`, one of the interface languages (hosted-routes.ts passes the payment's stored one). */
export function hostedPageHtml(payment: PaymentView, token: string, lang: string): string {
  const t = (key: Parameters<typeof paymentsMessage>[0]) => escapeHtml(paymentsMessage(key, lang));
  const money = (amount: number) => escapeHtml(formatPaymentMoney(amount, payment.currency, lang));
  const system = findPaymentSystem(payment.systemId);
  const logo = system
    ? `<span class="logo" style="background:${escapeHtml(system.logo.background)};color:${escapeHtml(system.logo.foreground)}">${escapeHtml(system.logo.mark)}</span>`
    : '';
  const action = `/payments-api/hosted/${escapeHtml(token)}`;
  const form = (name: string, label: string, extra = '') =>
    `<form method="post" action="${action}"><input type="hidden" name="action" value="${name}">${extra}<button type="submit" class="${name}" data-testid="hosted-${name}">${label}</button></form>`;
  const reasons = DECLINE_REASONS.map((r) => `<option value="${r}">${escapeHtml(paymentsMessage(`reason_${r}`, lang))}</option>`).join('');
  const final = isFinalDeposit(payment.status as DepositStatus);
  const status = paymentsMessage(`status_${payment.status as DepositStatus}`, lang);
  const controls = final
    ? `<p>${t('hosted_final')}</p><p><a href="/${lang}/onpay/${payment.onpay}?payment=${payment.id}" data-testid="hosted-back">${t('hosted_back')}</a></p>`
    : [
        form('approve', t('hosted_approve')),
        form('decline', t('hosted_decline'), `<label for="reason">${t('hosted_decline_reason')}</label><select id="reason" name="reason" data-testid="hosted-reason">${reasons}</select>`),
        form('pending', t('hosted_pending')),
        form('cancel', t('hosted_cancel')),
      ].join('');
  return `<!doctype html><html lang="${escapeHtml(languageTag(lang))}" dir="${textDirection(lang)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${t('hosted_title')}</title><style>${STYLES}</style></head><body><main data-testid="hosted-page" data-status="${escapeHtml(payment.status)}">
<h1>${logo} ${t('hosted_title')}</h1><p class="notice">${t('hosted_notice')}</p>
<dl><dt>${t('hosted_merchant')}</dt><dd>Arena</dd><dt>${t('hosted_system')}</dt><dd>${escapeHtml(payment.systemName)}</dd>
<dt>${t('hosted_amount')}</dt><dd data-testid="hosted-amount">${money(payment.amount)}</dd>
<dt>${t('hosted_fee')}</dt><dd>${money(payment.fee)}</dd>
<dt>${t('hosted_credited')}</dt><dd>${money(payment.net)}</dd>
<dt>${t('hosted_status')}</dt><dd>${escapeHtml(status)}</dd></dl>${controls}</main></body></html>`;
}
