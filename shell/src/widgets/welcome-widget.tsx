import { useState } from 'react';
import { Link, useBusState } from '@arena/ui-kit';
import { settingsStorage } from '@arena/utils';
import { useText } from '../platform/use-text.ts';
import { Icon } from './icons.tsx';
import { consentStore } from '../consent/consent-store.ts';
import { useStore } from '../platform/use-store.ts';

const DISMISSED_KEY = 'welcome-widget-dismissed';

/** The welcome-notifications widget: a dismissible welcome-bonus card for visitors (dismissal remembered). */
export function WelcomeWidget() {
  const t = useText();
  const user = useBusState('user');
  const lng = useBusState('language');
  const [dismissed, setDismissed] = useState(() => settingsStorage.get(DISMISSED_KEY, false));
  // Shown after the cookie banner was answered, so the two never compete for the same corner.
  const consent = useStore(consentStore);
  if (dismissed || user || !consent) return null;
  return (
    <aside className="arena-welcome" aria-label={t('welcome_title')} data-testid="welcome-widget">
      <span className="arena-welcome__gift"><Icon name="gift" size={26} /></span>
      <div>
        <strong>{t('welcome_title')}</strong>
        <p>{t('welcome_text')}</p>
        <Link href={`/${lng}/promotions`}>{t('welcome_more')} →</Link>
      </div>
      <button type="button" className="arena-toast__close" aria-label={t('close')}
        onClick={() => { settingsStorage.set(DISMISSED_KEY, true); setDismissed(true); }}>×</button>
    </aside>
  );
}
