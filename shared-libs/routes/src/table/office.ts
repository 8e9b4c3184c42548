/** The personal office (login required, spec §6) and the blocked-layout appeal history. */
import type { RouteDef } from '../types.ts';
import { route, type RouteExtras } from './define.ts';

const O = '@arena/office';
const office = <const Id extends string>(id: Id, path: string, title: string, extra: RouteExtras = {}) =>
  route(`office-${id}`, `office/${path}`, O, title, { audience: 'login-required', ...extra });

export const OFFICE_ROUTES = [
  office('account', 'account', 'My account', { role: 'account-home' }),
  office('account-edit', 'account/edit', 'Edit account'),
  office('history', 'history', 'Bet history'),
  office('historypay', 'historypay', 'Payment history'),
  office('recharge', 'recharge', 'Deposit'),
  office('security', 'security', 'Security'),
  office('responsible', 'responsible', 'Responsible gaming'),
  office('settings', 'settings', 'Settings'),
  office('bonuses-deposit', 'bonuses/deposit', 'Deposit bonuses'),
  office('bonuses-wager', 'bonuses/wager', 'Wagering'),
  office('casino-vipcashback', 'casino/vipcashback', 'VIP cashback'),
  office('casino-premiumcashback', 'casino/premiumcashback', 'Premium cashback'),
  office('deduce', 'deduce', 'Withdrawal', { ban: 'deduce' }),
  office('promotion', 'promotion', 'Promotions'),
  office('bringfriend', 'bringfriend', 'Bring a friend'),
  office('support', 'support', 'Support', { ban: 'accessible' }),
  office('rewards', 'rewards', 'Rewards'),
  office('verification', 'verification', 'Verification', { ban: 'accessible' }),
  office('identification', 'identification', 'Identification', { conditions: ['identification-enabled'], ban: 'accessible' }),
  office('share-idea', 'share-idea', 'Share an idea'),
  office('payment-requests', 'payment/requests', 'Payment requests'),
  office('payment-create-request', 'payment/create-request', 'New payment request'),
  office('payment-topic', 'payment/create-request/{topicId}', 'New payment request'),
  office('payment-transactions', 'payment/create-request/{topicId}/transactions', 'Transactions'),
  office('payment-transaction', 'payment/create-request/{topicId}/transactions/{transactionId}', 'Transaction'),
  office('payment-subtopic', 'payment/create-request/{topicId}/{subTopicId}', 'New payment request'),

  route('block-appeal-history', 'block-appeal-history', O, 'Block appeal history', {
    layout: 'blocked',
    audience: 'login-required',
    ban: 'banned-only',
    role: 'blocked-page',
  }),
] as const satisfies readonly RouteDef[];
