import { useEffect, useState } from 'react';
import { currentDevice } from '@arena/utils';
import { isScrollTopShown } from './scroll-top-rule.ts';
import { useText } from '../platform/use-text.ts';
import { Icon } from '../widgets/icons.tsx';

/** Appears after 1 screen (desktop) or 4 screens (mobile) of scrolling; arrow or angle icon by config. */
export function ScrollToTop({ icon }: { icon: 'arrow' | 'angle' }) {
  const t = useText();
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const mobile = currentDevice().mobile;
    const update = () => setShown(isScrollTopShown(window.scrollY, window.innerHeight, mobile));
    update();
    window.addEventListener('scroll', update, { passive: true });
    window.addEventListener('resize', update);
    return () => {
      window.removeEventListener('scroll', update);
      window.removeEventListener('resize', update);
    };
  }, []);
  if (!shown) return null;
  return (
    <button type="button" className={`arena-scroll-top arena-scroll-top--${icon}`} aria-label={t('scroll_top')} data-testid="scroll-top"
      onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}>
      <Icon name={icon === 'arrow' ? 'arrowUp' : 'angleUp'} size={20} />
    </button>
  );
}
