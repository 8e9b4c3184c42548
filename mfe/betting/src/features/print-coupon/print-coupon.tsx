/** print-coupon/{id} (empty layout): a placed coupon as a printable receipt. */
import type { CouponApproval } from '@arena/domain';
import { isNotFound, Link, useBusState, useFormatters, type Formatters } from '@arena/ui-kit';
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
  if (coupon.status === 'error') return <PrintCouponHint couponId={couponId} signedIn={Boolean(user)} notFound={isNotFound(coupon.error)} />;
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

/**
 * Why a coupon does not show (issue 31, item 7): only its owner sees it, so a visitor is asked to sign in
 * as the owner (and comes back here), a player whose bets do not include it is told it was placed from
 * another account or the number is wrong. The server answers both alike, so ids reveal nobody's bets.
 */
function PrintCouponHint({ couponId, signedIn, notFound }: { couponId: string; signedIn: boolean; notFound: boolean }) {
  const t = useBettingT();
  const lng = useBusState('language');
  const here = `/${lng}/print-coupon/${couponId}`;
  return (
    <section className="bt-print bt-error" data-testid="print-error" data-reason={signedIn ? (notFound ? 'not-yours' : 'error') : 'sign-in'}>
      <h1>{t('print_not_found')}</h1>
      <p>{t('print_owner_only')}</p>
      {signedIn ? (
        <>
          {notFound ? <p data-testid="print-hint">{t('print_not_yours', { id: couponId })}</p> : null}
          <Link href={`/${lng}/office/history`}>{t('print_to_history')}</Link>
        </>
      ) : (
        <>
          <p data-testid="print-hint">{t('print_sign_in_hint', { id: couponId })}</p>
          <Link href={`/${lng}/user/login?${new URLSearchParams({ openLogin: '1', returnUrl: here }).toString()}`}>{t('print_sign_in')}</Link>
        </>
      )}
    </section>
  );
}
