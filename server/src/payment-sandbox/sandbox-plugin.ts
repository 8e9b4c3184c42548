/**
 * The payment sandbox: a pretend card processor, its own component (no import from the backend; the
 * protocol is the platform's, server/src/platform/payment-protocol.ts). The backend sends the player here
 * with a checkout it signed (order, amount, currency, return address); a test card decides the outcome
 * (sandbox-cards.ts), and the outcome reaches the backend only as a signed notification (sandbox-notifier.ts).
 * The player is then sent back to the signed return address, where the site reads the payment's status.
 * Only the backend's signature opens a checkout, so the amount and the order cannot be changed in the browser.
 */
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import type { Clock } from '../platform/clock.ts';
import { fieldsSigned, hmacHex, type PaymentNotification } from '../platform/payment-protocol.ts';
import { CHALLENGE_CODE, cardOutcome } from './sandbox-cards.ts';
import { SANDBOX_BASE, challengePageHtml, checkoutPageHtml, invalidLinkHtml, type CheckoutFields } from './sandbox-page.ts';
import { createNotifier, type Deliver } from './sandbox-notifier.ts';

export interface SandboxOptions {
  /** The secret shared with the merchant's backend (ARENA_PAYMENT_SANDBOX_SECRET). */
  secret: string;
  clock: Clock;
  deliver: Deliver;
  /** Wait before a notification is sent (ms; default 1 s). */
  notifyDelayMs?: number;
}

/** How long a signed checkout stays usable (the backend signs a fresh one each time the player opens it). */
export const CHECKOUT_LIFETIME_SECONDS = 60 * 60;

const FIELD_RULES: Readonly<Record<keyof Omit<CheckoutFields, 'sig'>, RegExp>> = {
  order: /^\d{1,15}$/,
  amount: /^\d{1,15}$/,
  precision: /^[0-3]$/,
  currency: /^[A-Z]{3}$/,
  method: /^.{1,40}$/u,
  lang: /^[a-z]{2}$/,
  return: /^\/(?!\/)[^\s\\]{0,300}$/,
  ts: /^\d{1,12}$/,
};

/** The checkout fields of a query or form when they are complete, well-formed, signed and not expired. */
function signedCheckout(input: unknown, secret: string, nowSeconds: number): CheckoutFields | null {
  if (!input || typeof input !== 'object') return null;
  const source = input as Record<string, unknown>;
  const fields: Record<string, string> = {};
  for (const [name, rule] of Object.entries(FIELD_RULES)) {
    const value = source[name];
    if (typeof value !== 'string' || !rule.test(value)) return null;
    fields[name] = value;
  }
  if (typeof source.sig !== 'string') return null;
  fields.sig = source.sig;
  if (!fieldsSigned(secret, fields)) return null;
  const age = nowSeconds - Number(fields.ts);
  return age >= -60 && age <= CHECKOUT_LIFETIME_SECONDS ? (fields as CheckoutFields) : null;
}

/** How a checkout ends for the processor (a 3-D Secure challenge ends in one of these too). */
type Ending = { kind: 'approve' } | { kind: 'decline'; reason: string } | { kind: 'pending' } | { kind: 'cancel' };

const langOf = (input: unknown) => {
  const lang = (input as Record<string, unknown> | undefined)?.lang;
  return typeof lang === 'string' ? lang : 'en';
};

export const paymentSandboxPlugin: FastifyPluginAsync<SandboxOptions> = async (app, { secret, clock, deliver, notifyDelayMs = 1000 }) => {
  const notifier = createNotifier({ secret, clock, deliver, delayMs: notifyDelayMs, log: (message) => app.log.warn(message) });
  app.addHook('onClose', async () => notifier.stop());
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 4096 }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(typeof body === 'string' ? body : body.toString('utf8'))));
  });

  // One transaction per order, so paying a pending order again continues the same transaction.
  const transactionOf = (order: string) => `sbx_${hmacHex(secret, `transaction:${order}`).slice(0, 24)}`;
  const notify = (fields: CheckoutFields, status: PaymentNotification['status'], reason?: string) =>
    notifier.send({
      transactionId: transactionOf(fields.order),
      orderId: fields.order,
      status,
      amountMinor: Number(fields.amount),
      currency: fields.currency,
      ...(reason ? { reason } : {}),
    });
  const html = (reply: FastifyReply, code: number, text: string) => reply.code(code).header('Cache-Control', 'no-store').type('text/html; charset=utf-8').send(text);
  const finish = (reply: FastifyReply, fields: CheckoutFields, outcome: Ending) => {
    if (outcome.kind === 'approve') notify(fields, 'approved');
    else if (outcome.kind === 'decline') notify(fields, 'declined', outcome.reason);
    else if (outcome.kind === 'pending') notify(fields, 'pending');
    else notify(fields, 'cancelled');
    return reply.header('Cache-Control', 'no-store').redirect(fields.return, 303);
  };

  app.get(`${SANDBOX_BASE}/checkout`, async (request, reply) => {
    const fields = signedCheckout(request.query, secret, clock.nowSeconds());
    if (!fields) return html(reply, 400, invalidLinkHtml(langOf(request.query)));
    return html(reply, 200, checkoutPageHtml(fields));
  });

  app.post(`${SANDBOX_BASE}/checkout`, async (request, reply) => {
    const fields = signedCheckout(request.body, secret, clock.nowSeconds());
    if (!fields) return html(reply, 400, invalidLinkHtml(langOf(request.body)));
    const form = request.body as Record<string, unknown>;
    if (form.action === 'cancel') return finish(reply, fields, { kind: 'cancel' });
    const outcome = typeof form.card === 'string' ? cardOutcome(form.card) : null;
    if (!outcome) return html(reply, 422, checkoutPageHtml(fields, true));
    if (outcome.kind === 'challenge') return html(reply, 200, challengePageHtml(fields));
    return finish(reply, fields, outcome);
  });

  app.post(`${SANDBOX_BASE}/challenge`, async (request, reply) => {
    const fields = signedCheckout(request.body, secret, clock.nowSeconds());
    if (!fields) return html(reply, 400, invalidLinkHtml(langOf(request.body)));
    const form = request.body as Record<string, unknown>;
    if (form.action === 'cancel') return finish(reply, fields, { kind: 'cancel' });
    const passed = typeof form.code === 'string' && form.code.trim() === CHALLENGE_CODE;
    return finish(reply, fields, passed ? { kind: 'approve' } : { kind: 'decline', reason: 'authentication_failed' });
  });
};
