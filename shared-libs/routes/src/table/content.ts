/** Information, promotions, blog, news, alphabet, auth and user-flow routes of spec §2. */
import type { RouteDef } from '../types.ts';
import { route } from './define.ts';

const I = '@arena/info';
const P = '@arena/promotions';
const A = '@arena/auth';

/** Information pages stay open to banned players: they explain rules and the way out of a ban. */
const INFO_PAGES = [
  ['contacts', 'Contacts'],
  ['about', 'About us'],
  ['howbet', 'How to bet'],
  ['cookies', 'Cookies'],
  ['ussdinstruction', 'USSD instruction'],
  ['licenses', 'Licenses'],
  ['taxation', 'Taxation'],
  ['consent', 'Consent'],
  ['simpleidentification', 'Simple identification'],
  ['smsbets', 'SMS bets'],
  ['amlkyc', 'AML/KYC'],
  ['amlpolicy', 'AML policy'],
  ['disputeresolution', 'Dispute resolution'],
  ['kycpolicy', 'KYC policy'],
  ['responsiblegaming', 'Responsible gaming'],
  ['cash_terminals', 'Cash terminals'],
  ['betting-calculator', 'Betting calculator'],
] as const;

/** Bonus pages and their "offers" equivalents, each with rules, games and partners/{id} children. */
const BONUS_BASES = ['bonuses', 'bonus-partner', 'bonus', 'bonuses-games', 'bonuses-offers', 'bonus-offer-partner', 'bonus-offer', 'bonuses-offers-games'] as const;
const bonusPages = BONUS_BASES.flatMap((base) => [
  route(base, base, P, 'Bonuses'),
  route(`${base}.rules`, `${base}/rules`, P, 'Bonus rules'),
  route(`${base}.games`, `${base}/games`, P, 'Bonus games'),
  route(`${base}.partner`, `${base}/partners/{id}`, P, 'Bonus partner'),
]);

export const CONTENT_ROUTES = [
  ...INFO_PAGES.map(([path, title]) => route(path, path, I, title, { ban: 'accessible' })),
  route('rules', 'rules/{ruleGroup?}/{chapter?}', I, 'Rules', { conditions: ['route-47'], ban: 'accessible' }),
  route('payment', 'payment', '@arena/payments', 'Payment methods', { conditions: ['payment-route'] }),
  route('paybills', 'paybills', '@arena/payments', 'Pay bills', { conditions: ['paybills-enabled'] }),
  route('mobile', 'mobile', I, 'Mobile apps'),
  route('oldbrowser', 'oldbrowser', I, 'Old browser', { ban: 'accessible' }),
  route('debug', 'debug', I, 'Debug', { conditions: ['not-production'] }),

  route('promotions', 'promotions', P, 'Promotions'),
  route('promotion', 'promotions/{promotionId}', P, 'Promotion'),
  ...bonusPages,
  route('bonus-item', 'bonus/{bonusId}', P, 'Bonus'),
  route('landing-page', 'landing-page/{id}', P, 'Landing'),
  route('promo', 'promo', P, 'Promo'),

  route('betting-alphabet', 'betting-alphabet/{block?}/{category?}/{slug?}', '@arena/alphabet', 'Betting alphabet'),
  route('news', 'news/{slug?}', '@arena/news', 'News'),
  route('blog', 'blog', '@arena/blog', 'Blog'),
  route('blog-category', 'blog/categories/{slug*}', '@arena/blog', 'Blog category'),
  route('blog-article', 'blog/{articleSlug}', '@arena/blog', 'Blog article'),

  route('registration', 'registration/{type?}', A, 'Registration', {
    audience: 'visitors-only',
    conditions: ['registration-allowed'],
    params: { type: 'registrationType' },
  }),
  route('login', 'user/login', A, 'Log in', { audience: 'visitors-only', role: 'login' }),
  route('user-accountverify', 'user/accountverify', A, 'Account verification', { role: 'verify', ban: 'accessible' }),
  route('user-activate', 'user/{type}', A, 'Account activation', { params: { type: 'userActivationType' } }),
  route('user-passwordreset', 'user/passwordreset', A, 'Password reset', { audience: 'visitors-only' }),
  route('user-stopnewsletter', 'user/stopnewsletter', A, 'Newsletter'),
  route('confirm-terms', 'confirm-terms', A, 'Confirm terms', { role: 'confirm-terms', ban: 'accessible' }),
] as const satisfies readonly RouteDef[];
