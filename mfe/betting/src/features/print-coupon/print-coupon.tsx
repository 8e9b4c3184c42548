/** print-coupon/{id} (empty layout): a placed coupon as a printable receipt. */
import type { CouponApproval } from '@arena/domain';
import { useBusState } from '@arena/ui-kit';
import { bettingApi } from '../../shared/api.ts';
import { useAsync } from '@arena/ui-kit';

const TYPE_NAMES: Record<number, { ru: string; en: string }> = {
  0: { ru: 'Ординар', en: 'Single' },
  1: { ru: 'Экспресс', en: 'Express' },
  2: { ru: 'Система', en: 'System' },
};

/** Coupon statuses and leg results; a code without a text shows as a neutral dash, never raw. */
const RESULTS: Record<string, { ru: string; en: string }> = {
  open: { ru: 'В игре', en: 'Open' }, won: { ru: 'Выигрыш', en: 'Won' }, win: { ru: 'Выигрыш', en: 'Won' },
  lost: { ru: 'Проигрыш', en: 'Lost' }, lose: { ru: 'Проигрыш', en: 'Lost' }, void: { ru: 'Возврат', en: 'Void' },
  pending: { ru: 'Ждёт подтверждения', en: 'Pending approval' }, declined: { ru: 'Отклонена, сумма возвращена', en: 'Declined, stake refunded' },
};
const resultText = (code: string, lng: string) => (RESULTS[code] ? (lng === 'ru' ? RESULTS[code].ru : RESULTS[code].en) : '—');

/** A VIP coupon's decision line (the trader approves, lowers the stake or declines: server approval/). */
function approvalText(approval: CouponApproval, currency: string, t: (ru: string, en: string) => string): string {
  const money = (v: number) => `${v.toFixed(2)} ${currency}`;
  if (approval.decision === 'approved') return t('VIP-ставка подтверждена', 'VIP bet approved');
  if (approval.decision === 'lowered') return t(`VIP-ставка подтверждена на меньшую сумму; возвращено ${money(approval.refunded)} из ${money(approval.askedAmount)}`, `VIP bet approved at a lower stake; ${money(approval.refunded)} of ${money(approval.askedAmount)} refunded`);
  if (approval.decision === 'declined') return t(`VIP-ставка отклонена; возвращено ${money(approval.refunded)}`, `VIP bet declined; ${money(approval.refunded)} refunded`);
  return t(`VIP-ставка на согласовании, решение до ${new Date(approval.decisionDueAt * 1000).toLocaleTimeString('ru')}`, `VIP bet awaiting approval, decision by ${new Date(approval.decisionDueAt * 1000).toLocaleTimeString('en')}`);
}

export function PrintCoupon({ couponId }: { couponId: string }) {
  const lng = useBusState('language');
  const user = useBusState('user');
  const coupon = useAsync((signal) => bettingApi.coupon(couponId, signal), [couponId, user?.userId]);
  const t = (ru: string, en: string) => (lng === 'ru' ? ru : en);
  if (coupon.status === 'loading') return <p className="bt-print">…</p>;
  if (coupon.status === 'error') return <p className="bt-print bt-error" data-testid="print-error">{t('Купон не найден', 'Coupon not found')}</p>;
  const c = coupon.data;
  const type = TYPE_NAMES[c.typeId] ?? { ru: String(c.typeId), en: String(c.typeId) };
  return (
    <article className="bt-print" data-testid="print-coupon">
      <header>
        <h1>Arena · {t('Купон', 'Coupon')} №<span data-testid="print-coupon-id">{c.id}</span></h1>
        <p>{new Date(c.createdAt * 1000).toLocaleString(lng)}</p>
      </header>
      <p>
        {lng === 'ru' ? type.ru : type.en}
        {c.typeId === 2 ? ` ${c.systemValue}/${c.bets.length}` : ''}
      </p>
      <table>
        <tbody>
          {c.bets.map((b) => (
            <tr key={b.outcomeId}>
              <td>{b.title}{b.isBanker ? ' (B)' : ''}</td>
              <td>{b.outcomeName}</td>
              <td>{b.coef.toFixed(2)}</td>
              <td>{resultText(b.result, lng)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <dl>
        <dt>{t('Сумма', 'Stake')}</dt><dd data-testid="print-amount">{c.amount.toFixed(2)} {c.currency}</dd>
        <dt>{t('Коэффициент', 'Odds')}</dt><dd>{c.coef.toFixed(3)}</dd>
        <dt>{t('Возможный выигрыш', 'Possible win')}</dt><dd>{c.possibleWin.toFixed(2)} {c.currency}</dd>
        <dt>{t('Статус', 'Status')}</dt><dd data-testid="print-status" data-status={c.status}>{resultText(c.status, lng)}{c.payout > 0 ? ` · ${c.payout.toFixed(2)}` : ''}</dd>
        {c.approval ? <><dt>VIP</dt><dd data-testid="print-approval">{approvalText(c.approval, c.currency, t)}</dd></> : null}
      </dl>
      <button type="button" className="bt-print__button" onClick={() => window.print()}>{t('Печать', 'Print')}</button>
    </article>
  );
}
