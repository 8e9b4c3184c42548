/** Empty-layout pages (block pages, payment returns) and the error pages of spec §2 and §8. */
import type { RouteDef } from '../types.ts';
import { route } from './define.ts';

const E = '@arena/errors';

/** Block pages are where blocking sends visitors, so every one of them is open to everyone. */
export const BLOCK_PAGES = ['block', 'block-ua', 'block-ie', 'site-updates', 'coming-soon', 'suspension'] as const;
export type BlockPage = (typeof BLOCK_PAGES)[number];

const blockPage = (path: BlockPage) =>
  route(path, path, E, path, { layout: 'empty', role: 'block-page', ban: 'accessible' });

export const TECHNICAL_ROUTES = [
  ...BLOCK_PAGES.map(blockPage),
  route('onpay', 'onpay/{status}', '@arena/payments', 'Payment', { layout: 'empty', params: { status: 'onpayStatus' }, ban: 'accessible' }),
  route('onpay-withdraw', 'onpay/withdraw/{status}', '@arena/payments', 'Withdrawal', {
    layout: 'empty',
    params: { status: 'onpayStatus' },
    ban: 'accessible',
  }),
  route('error-500', '500', E, 'Error', { ban: 'accessible' }),
] as const satisfies readonly RouteDef[];

