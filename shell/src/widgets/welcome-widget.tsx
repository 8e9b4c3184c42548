import { useState } from 'react';
import { Link, useBusState } from '@arena/ui-kit';
import { settingsStorage } from '@arena/utils';
import { useText } from '../platform/use-text.ts';

const DISMISSED_KEY = 'welcome-widget-dismissed';

/** The welcome-notifications widget: a dismissible welcome-bonus card for visitors (dismissal remembered). */
export function WelcomeWidget() {
  const t = useText();
  const user = useBusState('user');
  const lng = useBusState('language');
  const [dismissed, setDismissed] = useState(() => settingsStorage.get(DISMISSED_KEY, false));
  if (dismissed || user) return null;
  return (
    <aside className="arena-welcome" aria-label={t('welcome_title')} data-testid="welcome-widget">
      <span className="arena-welcome__gift" aria-hidden="true">🎁</span>
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
