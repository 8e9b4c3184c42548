/**
 * The office frame: the office menu (a side menu on desktop; on narrow screens the account page shows it as
 * a list and every other page offers a way back to it) around the page the route names. Pages come from the
 * one table (office-pages.ts); a route without a written page gets the office's own not-found view.
 */
import { siteConfig } from '@arena/config';
import { Link, useBusState, VisuallyHidden } from '@arena/ui-kit';
import { useOfficeText } from '../../platform/office-text.ts';
import { menuGroups, OFFICE_PATHS } from './office-menu-rules.ts';
import { officePageFor } from './office-pages.ts';
import { FRAME_CSS } from './office-frame-styles.ts';
import { useStoredSettings } from '../settings/use-stored-settings.ts';

function identificationEnabled(): boolean {
  const auth = siteConfig.group('auth') as { identificationEnabled?: boolean } | undefined;
  return auth?.identificationEnabled !== false;
}

export function OfficeMenu({ currentRouteId }: { currentRouteId: string | undefined }) {
  const { t } = useOfficeText();
  const lng = useBusState('language');
  const user = useBusState('user');
  const groups = menuGroups({ banLevel: user?.banLevel ?? 0, banVersion: user?.banVersion ?? 0, identificationEnabled: identificationEnabled() });
  const home = currentRouteId === 'office-account';
  return (
    <nav className={`office-menu${home ? ' is-home' : ''}`} data-testid="office-menu" aria-label={t('office_title')}>
      {groups.map((g) => (
        <div key={g.group} className="office-menu__group">
          <h2 className="office-menu__title">{t(`menu_group_${g.group}`)}</h2>
          <ul>
            {g.rows.map((row) => (
              <li key={row.routeId}>
                <Link
                  href={`/${lng}/${OFFICE_PATHS[row.routeId] ?? 'office/account'}`}
                  className={row.routeId === currentRouteId ? 'is-current' : undefined}
                  aria-current={row.routeId === currentRouteId ? 'page' : undefined}
                  data-testid={`office-menu-${row.routeId}`}
                >
                  {t(row.labelKey)}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </nav>
  );
}

export function OfficeNotFound() {
  const { t } = useOfficeText();
  const lng = useBusState('language');
  return (
    <div className="office-page" data-testid="office-not-found">
      <h2>{t('not_found_title')}</h2>
      <p>{t('not_found_text')}</p>
      <Link href={`/${lng}/office/account`}>{t('menu_account')}</Link>
    </div>
  );
}

export function OfficeFrame() {
  const route = useBusState('route');
  const lng = useBusState('language');
  const { t } = useOfficeText();
  useStoredSettings();
  const row = officePageFor(route?.id);
  const Page = row?.page ?? OfficeNotFound;
  return (
    <section className="arena-office" data-testid="app-office" data-build-label={__ARENA_BUILD_LABEL__}>
      <style>{FRAME_CSS}</style>
      <div className="office-frame">
        <OfficeMenu currentRouteId={route?.id} />
        {/* The shell's <main> holds the whole page: a second main landmark would leave two (axe). */}
        <div className="office-frame__page" data-testid="office-page" data-route-id={route?.id ?? ''}>
          {/* The section's name heads the page; each page shows it in its own layout, so the h1 is for assistive technology. */}
          <VisuallyHidden as="h1" testId="office-heading">{t(row?.labelKey ?? 'not_found_title')}</VisuallyHidden>
          {route?.id !== 'office-account' ? (
            <Link className="office-frame__back" href={`/${lng}/office/account`}>
              ← {t('menu_back')}
            </Link>
          ) : null}
          <Page />
        </div>
      </div>
    </section>
  );
}
