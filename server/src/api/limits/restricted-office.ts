/**
 * The restricted office of a self-excluded player (issue 32, finding 7): self-exclusion used to refuse
 * sign-in altogether, so a balance stayed locked for as long as the exclusion ran — up to years. Now the
 * player signs in to an office that allows only what gets the money out and keeps them informed:
 * withdrawal, bet and payment history, the responsible-gaming limits, support and verification (the
 * spec's ban-accessible routes are the model), and the reads every page needs (profile, config, balance).
 * Everything else — bets, deposits, casino, bonuses — the server refuses with 403 `self_excluded`.
 */
import type { FastifyRequest } from 'fastify';
import { LIMITS_BASE } from './limits-routes.ts';

/** `METHOD url` as registered (Fastify's route url, with its :params), allowed while self-excluded. */
const RESTRICTED_OFFICE_CALLS = new Set([
  // What every signed-in page reads, and the session itself.
  'GET /web-api/user/config',
  'GET /web-api/user/account-data',
  'POST /web-api/user/auth-refresh',
  'GET /office-api/profile',
  'GET /office-api/v2/accounts',
  'GET /office-api/settings',
  // Withdrawal (deduce) and its payment methods.
  'GET /payments-api/systems',
  'GET /payments-api/withdrawals',
  'POST /payments-api/withdrawals',
  'POST /payments-api/withdrawals/:id/cancel',
  'GET /payments-api/payments/:id',
  // History: bets and payments.
  'GET /betting-api/coupons',
  'GET /betting-api/coupons/:couponId',
  'GET /payments-api/history',
  // Support and verification stay open, as for a banned player (a withdrawal may need documents).
  'GET /support-api/topics',
  'GET /support-api/tickets',
  'POST /support-api/tickets',
  'GET /support-api/tickets/:id',
  'POST /support-api/tickets/:id/messages',
  'GET /verification-api/:purpose',
  'POST /verification-api/:purpose/documents',
]);

/** True when a self-excluded player may make this call (the responsible-gaming limits are always open). */
export function isRestrictedOfficeCall(request: FastifyRequest): boolean {
  const url = request.routeOptions.url ?? '';
  if (url.startsWith(`${LIMITS_BASE}/`)) return true;
  // The support chat, like tickets: a person may be what it takes to get the money out.
  if (url === '/support-api/chat' || url.startsWith('/support-api/chat/')) return true;
  return RESTRICTED_OFFICE_CALLS.has(`${request.method} ${url}`);
}
