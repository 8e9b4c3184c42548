/**
 * The simulated hosted payment page: GET renders it (HTML, no script), POST applies the choice and
 * redirects (303) to the site's return page. No bearer: like a real payment system's page it is reached by
 * a browser navigation, and the unguessable token in its address (192 random bits, made when the deposit
 * was created by the signed-in player) is what grants access to that one payment.
 */
import { Type } from 'typebox';
import type { FastifyPluginAsync } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { ContextOptions } from '../shared/context.ts';
import { requestLanguage } from '../../platform/language.ts';
import { applyHostedAction, HOSTED_BASE } from './deposits.ts';
import { hostedPageHtml } from './hosted-page.ts';
import { paymentLanguage } from './payment-language.ts';
import { paymentView } from './payment-view.ts';
import { DECLINE_REASONS } from './payments-messages.ts';
import { paymentsStore } from './payments-store.ts';

const TokenParams = Type.Object({ token: Type.String({ pattern: '^[0-9a-f]{48}$' }) });
const ActionBody = Type.Object(
  {
    action: Type.Union([Type.Literal('approve'), Type.Literal('decline'), Type.Literal('pending'), Type.Literal('cancel')]),
    reason: Type.Optional(Type.Union(DECLINE_REASONS.map((r) => Type.Literal(r)))),
  },
  { additionalProperties: false },
);

/**
 * An unknown or out-of-date page address goes back to the site's fail page without a payment: the page
 * explains that the payment was not found (a browser, not a script, follows this address).
 */
const notFoundReturn = (lang: string) => `/${paymentLanguage(lang)}/onpay/fail?payment=unknown`;

export const hostedRoutes: FastifyPluginAsync<ContextOptions> = async (app, { ctx }) => {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();
  // An HTML form posts application/x-www-form-urlencoded; this parser exists only inside this plugin.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 2048 }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(typeof body === 'string' ? body : body.toString('utf8'))));
  });

  api.get(`${HOSTED_BASE}/:token`, { schema: { params: Type.Object({ token: Type.String({ maxLength: 100 }) }) } }, async (request, reply) => {
    const payment = paymentsStore(ctx).byToken(request.params.token);
    reply.header('Cache-Control', 'no-store');
    if (!payment || payment.kind !== 'deposit') return reply.redirect(notFoundReturn(requestLanguage(request)), 303);
    const lang = paymentLanguage(payment.lang);
    return reply.type('text/html; charset=utf-8').send(hostedPageHtml(paymentView(payment, lang), request.params.token, lang));
  });

  api.post(`${HOSTED_BASE}/:token`, { schema: { params: TokenParams, body: ActionBody } }, async (request, reply) => {
    const payment = applyHostedAction(ctx, request.params.token, request.body.action, request.body.reason);
    if (!payment) return reply.redirect(notFoundReturn(requestLanguage(request)), 303);
    const lang = paymentLanguage(payment.lang);
    return reply.redirect(`/${lang}/onpay/${paymentView(payment, lang).onpay}?payment=${payment.id}`, 303);
  });
};
