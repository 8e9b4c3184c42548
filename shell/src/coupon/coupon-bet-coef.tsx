/**
 * A bet's price in the slip: flashes up or down when the live feed moves it, and shows the price the
 * player accepted beside it while they differ (the odds-change policy judges that move at placement).
 */
import { useEffect, useRef, useState } from 'react';
import { acceptedCoefOf, oddsDirection, type CouponBet, type OddsDirection } from '@arena/domain';
import { useFormatters } from '@arena/ui-kit';
import type { CouponText } from './coupon-texts.ts';

export const FLASH_MS = 1500;

/** The direction of the last move, for FLASH_MS; the timer ends with the component. */
export function useOddsFlash(coef: number): OddsDirection | null {
  const previous = useRef(coef);
  const [flash, setFlash] = useState<OddsDirection | null>(null);
  useEffect(() => {
    const direction = oddsDirection(previous.current, coef);
    previous.current = coef;
    if (!direction) return;
    setFlash(direction);
    const timer = setTimeout(() => setFlash(null), FLASH_MS);
    return () => clearTimeout(timer);
  }, [coef]);
  return flash;
}

export function CouponBetCoef({ bet, t }: { bet: CouponBet; t: CouponText }) {
  const coef = bet.market.coef;
  const flash = useOddsFlash(coef);
  const accepted = acceptedCoefOf(bet);
  const format = useFormatters();
  return (
    <span className="arena-coupon__coefs">
      {oddsDirection(accepted, coef) ? (
        <s className="arena-coupon__was" title={t('odds_was')} data-testid={`coupon-was-${bet.outcomeId}`}>{format.odds(accepted)}</s>
      ) : null}
      <b className={`arena-coupon__bet-coef${flash ? ` is-${flash}` : ''}`} data-testid={`coupon-coef-${bet.outcomeId}`} data-flash={flash ?? undefined}>
        {format.odds(coef)}
      </b>
    </span>
  );
}
