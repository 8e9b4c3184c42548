import { useEffect, useState } from 'react';
import { bus } from '@arena/event-bus';
import { useBusState } from '@arena/ui-kit';
import { useText } from '../platform/use-text.ts';
// The phone layout also applies to a forced mobile platform (platform_type=mobile, spec §2).
import './forced-mobile.css';

/**
 * Below the tablet breakpoint the coupon column sits after the page content, out of reach on a long
 * list of games. A fixed button shows the number of selections and opens the coupon as a sheet; the
 * sheet closes on Escape and when the player navigates. (CSS shows the button only on narrow screens.)
 */
export function useMobileCouponSheet(): { open: boolean; toggle: () => void } {
  const [open, setOpen] = useState(false);
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && setOpen(false);
    window.addEventListener('keydown', onKey);
    let replayed = false;
    const offRoute = bus.watchState('route', () => {
      if (replayed) setOpen(false);
      replayed = true;
    });
    return () => {
      window.removeEventListener('keydown', onKey);
      offRoute();
    };
  }, [open]);
  return { open, toggle: () => setOpen((value) => !value) };
}

export function MobileCouponButton({ open, onToggle }: { open: boolean; onToggle: () => void }) {
  const t = useText();
  const selections = useBusState('couponSelections');
  return (
    <button type="button" className="arena-mobile-coupon" aria-expanded={open} aria-controls="arena-right-content" onClick={onToggle} data-testid="mobile-coupon-button">
      {t('coupon')}
      <span className="arena-coupon-badge" aria-label={`${selections.length}`}>{selections.length}</span>
    </button>
  );
}
