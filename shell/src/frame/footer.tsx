import { Link, useBusState } from '@arena/ui-kit';
import { FOOTER_COLUMNS, SEO_LINKS } from '../navigation/nav-items.ts';
import { useText } from '../platform/use-text.ts';
import { LanguageSwitcher } from '../header/language-switcher.tsx';
import { SettingsMenu } from '../settings/settings-menu.tsx';

const LICENCES = ['Curaçao eGaming 8048/JAZ', 'ECOGRA', 'GLI certified'];
const APPS = [
  { label: 'App Store', path: 'mobile' },
  { label: 'Google Play', path: 'mobile' },
  { label: 'Windows', path: 'mobile' },
];

/** Information-page links (spec §2), licences, responsible gaming, apps, and the SEO links block. */
export function Footer() {
  const t = useText();
  const lng = useBusState('language');
  return (
    <footer className="arena-footer" data-testid="shell-footer">
      <nav className="arena-seo-links" aria-label={t('seo_links')} data-testid="seo-links">
        <h2>{t('seo_links')}</h2>
        <ul>
          {SEO_LINKS.map((l) => (
            <li key={l.path}>
              <Link href={`/${lng}/${l.path}`}>{t(l.labelKey)}</Link>
            </li>
          ))}
        </ul>
      </nav>
      <div className="arena-footer__columns">
        {FOOTER_COLUMNS.map((column) => (
          <nav key={column.titleKey} aria-label={t(column.titleKey)}>
            <h2>{t(column.titleKey)}</h2>
            <ul>
              {column.links.map((l) => (
                <li key={l.path}>
                  <Link href={`/${lng}/${l.path}`}>{t(l.labelKey)}</Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
        <section aria-label={t('footer_apps')}>
          <h2>{t('footer_apps')}</h2>
          <ul className="arena-footer__apps">
            {APPS.map((a) => (
              <li key={a.label}>
                <Link className="arena-store-badge" href={`/${lng}/${a.path}`}>{a.label}</Link>
              </li>
            ))}
          </ul>
        </section>
      </div>
      <div className="arena-footer__bottom">
        <ul className="arena-footer__licences" aria-label={t('footer_licenses')}>
          {LICENCES.map((l) => (
            <li key={l}>{l}</li>
          ))}
          <li>
            <Link className="arena-age" href={`/${lng}/responsiblegaming`} aria-label={`18+ ${t('footer_responsible')}`}>18+</Link>
          </li>
        </ul>
        <p>{t('footer_legal')}</p>
        <div className="arena-footer__prefs">
          <LanguageSwitcher placement="up" />
          <SettingsMenu placement="up" />
        </div>
        <p className="arena-footer__copy">© {new Date().getFullYear()} Arena</p>
      </div>
    </footer>
  );
}
