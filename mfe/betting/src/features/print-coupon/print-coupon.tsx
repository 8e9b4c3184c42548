/** print-coupon/{id} (empty layout): a placed coupon as a printable receipt. */
import type { CouponApproval } from '@arena/domain';
import { useBusState, useFormatters, type Formatters } from '@arena/ui-kit';
import { bettingApi } from '../../shared/api.ts';
import { useAsync } from '@arena/ui-kit';
import { useBettingT, type TextFn } from '../../shared/text.ts';

/** Coupon type ids → the slip's type names in the betting dictionary. */
const TYPE_KEYS: Record<number, string> = { 0: 'coupon_single', 1: 'coupon_express', 2: 'coupon_system' };

/** Coupon statuses and leg results (both spellings of the server); a code without a text is a neutral dash, never raw. */
const RESULT_KEYS: Record<string, string> = {
  open: 'print_result_open', won: 'print_result_won', win: 'print_result_won', lost: 'print_result_lost', lose: 'print_result_lost',
  void: 'print_result_void', pending: 'print_result_pending', declined: 'print_result_declined',
};

/** A VIP coupon's decision line (the trader approves, lowers the stake or declines: server approval/). */
function approvalText(approval: CouponApproval, currency: string, t: TextFn, format: Formatters): string {
  const money = (v: number) => format.money(v, currency);
  if (approval.decision === 'approved') return t('print_vip_approved');
  if (approval.decision === 'lowered') return t('print_vip_lowered', { refunded: money(approval.refunded), asked: money(approval.askedAmount) });
  if (approval.decision === 'declined') return t('print_vip_declined', { refunded: money(approval.refunded) });
  return t('print_vip_pending', { time: format.time(approval.decisionDueAt * 1000) });
}

export function PrintCoupon({ couponId }: { couponId: string }) {
  const user = useBusState('user');
  const format = useFormatters();
  const coupon = useAsync((signal) => bettingApi.coupon(couponId, signal), [couponId, user?.userId]);
  const t = useBettingT();
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
        <p>{format.dateTime(c.createdAt * 1000)}</p>
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
              <td>{format.odds(b.coef)}</td>
              <td>{resultText(b.result)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <dl>
        <dt>{t('coupon_amount')}</dt><dd data-testid="print-amount">{format.money(c.amount, c.currency)}</dd>
        <dt>{t('coupon_coef')}</dt><dd>{format.odds(c.coef)}</dd>
        <dt>{t('coupon_possible_win')}</dt><dd>{format.money(c.possibleWin, c.currency)}</dd>
        <dt>{t('print_status')}</dt><dd data-testid="print-status" data-status={c.status}>{resultText(c.status)}{c.payout > 0 ? ` · ${format.money(c.payout, c.currency)}` : ''}</dd>
        {c.approval ? <><dt>VIP</dt><dd data-testid="print-approval">{approvalText(c.approval, c.currency, t, format)}</dd></> : null}
      </dl>
      <button type="button" className="bt-print__button" onClick={() => window.print()}>{t('print_print')}</button>
    </article>
  );
}
