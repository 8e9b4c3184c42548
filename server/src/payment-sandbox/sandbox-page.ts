/**
 * The sandbox's pages as plain HTML without script (the site's CSP allows none inline; the forms post to the
 * same origin, which `form-action 'self'` allows): the card form, the 3-D Secure challenge and the page of an
 * invalid link. Every page is marked "Test payments" in large type, so nobody takes it for a real checkout.
 */
import { formatMoney, interfaceLanguageOf, languageTag, textDirection } from '@arena/domain';
import { CHALLENGE_CODE, TEST_CARDS, groupedCard } from './sandbox-cards.ts';
import { sandboxMessage, type SandboxMessageKey } from './sandbox-messages.ts';

export const SANDBOX_BASE = '/payment-sandbox';

/** A checkout as the backend signed it (sandbox-plugin.ts checks the signature before a page is drawn). */
export interface CheckoutFields extends Record<string, string> {
  order: string;
  amount: string;
  precision: string;
  currency: string;
  method: string;
  lang: string;
  return: string;
  ts: string;
  sig: string;
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

const STYLES = `
body{margin:0;font:16px/1.5 system-ui,sans-serif;background:#f3f0ff;color:#1d2433}
.badge{background:#6b3fd4;color:#fff;text-align:center;font-weight:700;letter-spacing:.08em;text-transform:uppercase;padding:8px}
main{max-width:460px;margin:32px auto;background:#fff;border-radius:12px;padding:24px;box-shadow:0 4px 24px rgba(0,0,0,.08)}
h1{font-size:20px;margin:0 0 8px}.notice{background:#fff6dd;border-radius:8px;padding:8px 12px;font-size:14px}
.error{background:#fde8e7;color:#8a1c17;border-radius:8px;padding:8px 12px}
dl{display:grid;grid-template-columns:auto 1fr;gap:4px 16px}dt{color:#5b6475}dd{margin:0;font-weight:600;text-align:end}
label{display:block;margin-top:12px}input[type=text]{width:100%;box-sizing:border-box;padding:10px;font-size:17px;letter-spacing:.05em}
button{width:100%;margin-top:12px;padding:12px;border:0;border-radius:8px;font-size:16px;cursor:pointer}
.pay{background:#1e8e3e;color:#fff}.cancel{background:none;text-decoration:underline}
table{width:100%;border-collapse:collapse;font-size:14px;margin-top:8px}td{padding:4px 0;border-top:1px solid #eee}td:first-child{font-family:monospace;white-space:nowrap;padding-inline-end:12px}`;

const hidden = (fields: CheckoutFields) =>
  Object.entries(fields)
    .map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`)
    .join('');

function page(lang: string, body: string, testId: string, status = ''): string {
  const t = (key: SandboxMessageKey) => escapeHtml(sandboxMessage(key, lang));
  return `<!doctype html><html lang="${escapeHtml(languageTag(lang))}" dir="${textDirection(lang)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="robots" content="noindex"><title>${t('badge')} — ${t('title')}</title><style>${STYLES}</style></head>
<body><div class="badge" data-testid="sandbox-badge">${t('badge')}</div><main data-testid="${testId}" data-status="${escapeHtml(status)}">${body}</main></body></html>`;
}

function summary(fields: CheckoutFields, lang: string): string {
  const t = (key: SandboxMessageKey) => escapeHtml(sandboxMessage(key, lang));
  const amount = Number(fields.amount) / 10 ** Number(fields.precision);
  return `<dl><dt>${t('merchant')}</dt><dd>Arena</dd><dt>${t('method')}</dt><dd>${escapeHtml(fields.method)}</dd>
<dt>${t('amount')}</dt><dd data-testid="sandbox-amount">${escapeHtml(formatMoney(amount, fields.currency, interfaceLanguageOf(lang)))}</dd></dl>`;
}

const cancelForm = (action: string, fields: CheckoutFields, label: string) =>
  `<form method="post" action="${action}">${hidden(fields)}<input type="hidden" name="action" value="cancel"><button type="submit" class="cancel" data-testid="sandbox-cancel">${label}</button></form>`;

/** The card form; `unknownCard` shows the refusal of a number that is no test card. */
export function checkoutPageHtml(fields: CheckoutFields, unknownCard = false): string {
  const lang = fields.lang;
  const t = (key: SandboxMessageKey) => escapeHtml(sandboxMessage(key, lang));
  const cards = TEST_CARDS.map(({ number, outcome }) => {
    const key: SandboxMessageKey = outcome.kind === 'decline' ? `card_${outcome.reason}` : `card_${outcome.kind}`;
    return `<tr><td>${groupedCard(number)}</td><td>${t(key)}</td></tr>`;
  }).join('');
  const action = `${SANDBOX_BASE}/checkout`;
  const body = `<h1>${t('title')}</h1><p class="notice">${t('notice')}</p>${summary(fields, lang)}
${unknownCard ? `<p class="error" role="alert" data-testid="sandbox-error">${t('unknown_card')}</p>` : ''}
<form method="post" action="${action}">${hidden(fields)}<label for="card">${t('card_number')}</label>
<input type="text" id="card" name="card" inputmode="numeric" autocomplete="off" maxlength="23" required data-testid="sandbox-card">
<button type="submit" class="pay" data-testid="sandbox-pay">${t('pay')}</button></form>
${cancelForm(action, fields, t('cancel'))}
<h2>${t('cards_title')}</h2><table data-testid="sandbox-cards">${cards}</table>`;
  return page(lang, body, 'sandbox-checkout');
}

/** The bank's 3-D Secure page: the code it accepts is printed on it (it is a sandbox). */
export function challengePageHtml(fields: CheckoutFields): string {
  const lang = fields.lang;
  const t = (key: SandboxMessageKey) => escapeHtml(sandboxMessage(key, lang));
  const action = `${SANDBOX_BASE}/challenge`;
  const body = `<h1>${t('challenge_title')}</h1><p class="notice">${escapeHtml(sandboxMessage('challenge_notice', lang, { code: CHALLENGE_CODE }))}</p>${summary(fields, lang)}
<form method="post" action="${action}">${hidden(fields)}<label for="code">${t('challenge_code')}</label>
<input type="text" id="code" name="code" inputmode="numeric" autocomplete="one-time-code" maxlength="12" required data-testid="sandbox-3ds-code">
<button type="submit" class="pay" data-testid="sandbox-3ds-confirm">${t('challenge_confirm')}</button></form>
${cancelForm(action, fields, t('cancel'))}`;
  return page(lang, body, 'sandbox-challenge');
}

export function invalidLinkHtml(lang: string): string {
  return page(lang, `<h1>${escapeHtml(sandboxMessage('title', lang))}</h1><p class="error" role="alert" data-testid="sandbox-error">${escapeHtml(sandboxMessage('link_invalid', lang))}</p>`, 'sandbox-invalid');
}
