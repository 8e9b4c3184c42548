import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Link, useBusState } from '@arena/ui-kit';
import { currentPathname } from '@arena/utils';
import { AuthArea } from '../header/auth-area.tsx';
import { LanguageSwitcher } from '../header/language-switcher.tsx';
import { NAV_ITEMS, isNavItemActive } from '../navigation/nav-items.ts';
import { useText } from '../platform/use-text.ts';
import { SettingsMenu } from '../settings/settings-menu.tsx';
import { usePopover } from '../header/use-popover.ts';
import { Icon } from '../widgets/icons.tsx';

function MoreMenu({ path }: { path: string }) {
  const t = useText();
  const lng = useBusState('language');
  const { open, toggle, setOpen, root } = usePopover<HTMLDivElement>();
  const items = NAV_ITEMS.filter((item) => item.secondary);
  const active = items.some((item) => isNavItemActive(item, path));
  return (
    <div className="arena-popover arena-nav__more" ref={root}>
      <button type="button" className={`arena-nav__link${active ? ' is-active' : ''}`} aria-haspopup="true" aria-expanded={open} onClick={toggle}>
        {t('nav_more')} <Icon name="chevron" size={14} />
      </button>
      {open && (
        <ul className="arena-menu arena-menu--left">
          {items.map((item) => (
            <li key={item.id}>
              <Link className="arena-menu__item" href={`/${lng}/${item.path}`} onClick={() => setOpen(false)}>{t(item.labelKey)}</Link>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** Re-renders on single-spa navigations so the active nav item follows the URL. */
function usePathAfterLanguage(): string {
  const [path, setPath] = useState(() => currentPathname());
  useEffect(() => {
    const sync = () => setPath(window.location.pathname);
    window.addEventListener('single-spa:routing-event', sync);
    window.addEventListener('popstate', sync);
    return () => {
      window.removeEventListener('single-spa:routing-event', sync);
      window.removeEventListener('popstate', sync);
    };
  }, []);
  return path.split('/').slice(2).join('/');
}

/** Publishes the header's height so the layout can compute the viewport padding (spec §9). */
function useHeaderHeight(onHeight: (h: number) => void) {
  const ref = useRef<HTMLElement>(null);
  useEffect(() => {
    const el = ref.current;
    if (!el || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => onHeight(el.offsetHeight));
    observer.observe(el);
    return () => observer.disconnect();
  }, [onHeight]);
  return ref;
}

export function Header({ couponBadge, onHeight }: { couponBadge: ReactNode; onHeight: (h: number) => void }) {
  const t = useText();
  const lng = useBusState('language');
  const path = usePathAfterLanguage();
  const ref = useHeaderHeight(onHeight);
  return (
    <header className="arena-header" data-testid="shell-header" ref={ref}>
      <div className="arena-header__top">
        <Link className="arena-logo" href={`/${lng}/`} aria-label="Arena">
          <span className="arena-logo__mark" aria-hidden="true">A</span>
          <span className="arena-logo__word">ARENA</span>
        </Link>
        <nav className="arena-nav" aria-label={t('main_navigation')}>
          <ul>
            {NAV_ITEMS.map((item) => {
              const active = isNavItemActive(item, path);
              return (
                <li key={item.id} className={item.secondary ? 'arena-nav__secondary' : undefined}>
                  <Link className={`arena-nav__link${active ? ' is-active' : ''}`} href={`/${lng}/${item.path}`} aria-current={active ? 'page' : undefined}>
                    {item.badge === 'live' && <span className="arena-live-dot" aria-hidden="true" />}
                    {t(item.labelKey)}
                  </Link>
                </li>
              );
            })}
            <li className="arena-nav__more-item">
              <MoreMenu path={path} />
            </li>
          </ul>
        </nav>
        <div className="arena-header__tools">
          <LanguageSwitcher />
          <SettingsMenu />
          {couponBadge}
          <AuthArea />
        </div>
      </div>
    </header>
  );
}
