/** What happened to the last placement: the coupon id (with print), one line per single, or the reason. */
import { Link, useBusState, useFormatters } from '@arena/ui-kit';
import type { CouponPlacement, PlacementStatus } from './coupon-placement.ts';
import type { CouponText } from './coupon-texts.ts';

export function CouponResult({ status, placement, t }: { status: PlacementStatus; placement: CouponPlacement; t: CouponText }) {
  const lng = useBusState('language');
  const format = useFormatters();
  if (status.kind === 'placed') {
    return (
      <div className="arena-coupon__result is-success" role="status" data-testid="coupon-result">
        <p>
          {status.pendingApproval ? t('vip_pending', { id: status.couponId }) : status.oneClick ? t('one_click_placed', { id: status.couponId }) : t('placed', { id: status.couponId })}{' '}
          <a href={`/${lng}/print-coupon/${status.couponId}`} target="_blank" rel="noreferrer" data-testid="coupon-print">{t('print')}</a>
        </p>
        <SinglesLines status={status} t={t} />
        <Link href={`/${lng}/office/history`}>{t('history_link')}</Link>
      </div>
    );
  }
  if (status.kind === 'refused') {
    const changes = status.error.changes ?? [];
    return (
      <div className="arena-coupon__result is-error" role="alert" data-testid="coupon-error" data-code={status.error.code}>
        <p>
          <b>{t('refused')}:</b> {status.error.message || (status.error.code === 'odds_changed' ? t('odds_changed') : status.error.code)}
          {status.error.max !== undefined ? ` (${t('max')} ${format.number(status.error.max)})` : ''}
          {status.error.min !== undefined ? ` (${t('min')} ${format.number(status.error.min)})` : ''}
        </p>
        {changes.length > 0 ? (
          <>
            <ul>
              {changes.map((c) => (
                <li key={c.outcomeId}>{format.odds(c.shownCoef)} → {format.odds(c.currentCoef)}</li>
              ))}
            </ul>
            <button type="button" data-testid="coupon-accept-odds" onClick={() => placement.acceptChanges(changes)}>{t('accept_odds')}</button>
          </>
        ) : null}
        <SinglesLines status={status} t={t} />
      </div>
    );
  }
  return null;
}

function SinglesLines({ status, t }: { status: Extract<PlacementStatus, { singles: unknown }>; t: CouponText }) {
  if (status.singles.length === 0) return null;
  return (
    <ul className="arena-coupon__singles" data-testid="coupon-singles">
      {status.singles.map((s) => (
        <li key={s.outcomeId} className={s.ok ? 'is-ok' : 'is-error'} data-testid={`coupon-single-${s.outcomeId}`}>
          {/* The event and outcome the player picked; the raw id only if the slip no longer knows the bet. */}
          {s.title ? `${s.title} · ${s.outcomeName ?? ''}` : s.outcomeId}: {s.ok ? t('single_ok', { id: s.couponId ?? '' }) : s.message ?? s.code}
        </li>
      ))}
    </ul>
  );
}
