import { navigateToUrl } from 'single-spa';
import { availableLanguages, USER_COOKIE } from '@arena/i18n';
import { useBusState } from '@arena/ui-kit';
import { cookies } from '@arena/utils';
import { useSiteConfig } from '../platform/use-site-config.ts';
import { useText } from '../platform/use-text.ts';
import { usePopover } from './use-popover.ts';
import { Icon } from '../widgets/icons.tsx';

/** Each language by its own name (a language menu is read by people who may not read the current one). */
const NAMES: Readonly<Record<string, string>> = { ru: 'Русский', en: 'English', ua: 'Українська', kz: 'Қазақша', az: 'Azərbaycanca', ar: 'العربية' };

/** Only the languages the config offers (hidden ones only with the user cookie); keeps the rest of the path. */
export function LanguageSwitcher({ placement = 'down' }: { placement?: 'down' | 'up' }) {
  const t = useText();
  const language = useBusState('language');
  const core = useSiteConfig()?.core;
  const { open, toggle, setOpen, root } = usePopover();
  const languages = core ? availableLanguages(core, cookies.get(USER_COOKIE) !== undefined) : [language];
  const choose = (lng: string) => {
    setOpen(false);
    const rest = window.location.pathname.split('/').slice(2).join('/');
    navigateToUrl(`/${lng}/${rest}${window.location.search}`);
  };
  return (
    <div className="arena-popover" ref={root}>
      <button type="button" className="arena-chip" aria-haspopup="listbox" aria-expanded={open} aria-label={`${t('language')}: ${language.toUpperCase()}`} onClick={toggle} data-testid={placement === 'down' ? 'language-switcher' : 'footer-language-switcher'}>
        <Icon name="globe" size={16} />
        {language.toUpperCase()}
      </button>
      {open && (
        <ul className={`arena-menu arena-menu--${placement}`} role="listbox" aria-label={t('language')}>
          {languages.map((lng) => (
            <li key={lng} role="option" aria-selected={lng === language}>
              <button type="button" className="arena-menu__item" onClick={() => choose(lng)}>
                <span className="arena-menu__code">{lng.toUpperCase()}</span> {NAMES[lng] ?? lng}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
