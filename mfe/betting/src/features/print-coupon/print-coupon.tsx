/** print-coupon/{id} (empty layout): a placed coupon as a printable receipt. */
import type { CouponApproval } from '@arena/domain';
import { useBusState } from '@arena/ui-kit';
import { bettingApi } from '../../shared/api.ts';
import { useAsync } from '@arena/ui-kit';
import { intlLocale } from '@arena/i18n';
import { useBettingT, type TextFn } from '../../shared/text.ts';

/** Coupon type ids → the slip's type names in the betting dictionary. */
const TYPE_KEYS: Record<number, string> = { 0: 'coupon_single', 1: 'coupon_express', 2: 'coupon_system' };

/** Coupon statuses and leg results (both spellings of the server); a code without a text is a neutral dash, never raw. */
const RESULT_KEYS: Record<string, string> = {
  open: 'print_result_open', won: 'print_result_won', win: 'print_result_won', lost: 'print_result_lost', lose: 'print_result_lost',
  void: 'print_result_void', pending: 'print_result_pending', declined: 'print_result_declined',
};

/** A VIP coupon's decision line (the trader approves, lowers the stake or declines: server approval/). */
function approvalText(approval: CouponApproval, currency: string, t: TextFn, locale: string): string {
  const money = (v: number) => `${v.toFixed(2)} ${currency}`;
  if (approval.decision === 'approved') return t('print_vip_approved');
  if (approval.decision === 'lowered') return t('print_vip_lowered', { refunded: money(approval.refunded), asked: money(approval.askedAmount) });
  if (approval.decision === 'declined') return t('print_vip_declined', { refunded: money(approval.refunded) });
  return t('print_vip_pending', { time: new Date(approval.decisionDueAt * 1000).toLocaleTimeString(locale) });
}

export function PrintCoupon({ couponId }: { couponId: string }) {
  const lng = useBusState('language');
  const user = useBusState('user');
  const coupon = useAsync((signal) => bettingApi.coupon(couponId, signal), [couponId, user?.userId]);
  const t = useBettingT();
  const locale = intlLocale(lng);
  const resultText = (code: string) => {
    const key = RESULT_KEYS[code];
    return key ? t(key) : '—';
  };
  if (coupon.status === 'loading') return <p className="bt-print">…</p>;
  if (coupon.status === 'error') return <p className="bt-print bt-error" data-testid="print-error">{t('print_not_found')}</p>;
  const c = coupon.data;
  const typeKey = TYPE_KEYS[c.typeId];
  return (
    <article className="bt-print" data-testid="print-coupon">
      <header>
        <h1>Arena · {t('print_coupon')} №<span data-testid="print-coupon-id">{c.id}</span></h1>
        <p>{new Date(c.createdAt * 1000).toLocaleString(locale)}</p>
      </header>
      <p>
        {typeKey ? t(typeKey) : c.typeId}
        {c.typeId === 2 ? ` ${c.systemValue}/${c.bets.length}` : ''}
      </p>
      <table>
        <tbody>
          {c.bets.map((b) => (
            <tr key={b.outcomeId}>
              <td>{b.title}{b.isBanker ? ' (B)' : ''}</td>
              <td>{b.outcomeName}</td>
              <td>{b.coef.toFixed(2)}</td>
              <td>{resultText(b.result)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <dl>
        <dt>{t('coupon_amount')}</dt><dd data-testid="print-amount">{c.amount.toFixed(2)} {c.currency}</dd>
        <dt>{t('coupon_coef')}</dt><dd>{c.coef.toFixed(3)}</dd>
        <dt>{t('coupon_possible_win')}</dt><dd>{c.possibleWin.toFixed(2)} {c.currency}</dd>
        <dt>{t('print_status')}</dt><dd data-testid="print-status" data-status={c.status}>{resultText(c.status)}{c.payout > 0 ? ` · ${c.payout.toFixed(2)}` : ''}</dd>
        {c.approval ? <><dt>VIP</dt><dd data-testid="print-approval">{approvalText(c.approval, c.currency, t, locale)}</dd></> : null}
      </dl>
      <button type="button" className="bt-print__button" onClick={() => window.print()}>{t('print_print')}</button>
    </article>
  );
}
