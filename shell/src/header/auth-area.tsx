import { bus } from '@arena/event-bus';
import { logoutService } from '@arena/session';
import { Link, useBusState } from '@arena/ui-kit';
import { playerStore } from '../player/player.ts';
import { useStore } from '../platform/use-store.ts';
import { useAddressedAsVisitor } from '../player/use-visitor.ts';
import { useText } from '../platform/use-text.ts';
import { AccountSwitcher } from './account-switcher.tsx';
import { Icon } from '../widgets/icons.tsx';
import { useSiteConfig } from '../platform/use-site-config.ts';
import { registrationOffered, requestRegistration } from '../registration-widget/registration-entry.ts';

const scrollToTop = () => window.scrollTo({ top: 0, behavior: 'smooth' });

/** Visitors: Log in / Registration (auth modals; registration only while the config allows it). Players: balance + accounts, messages, office, logout. */
export function AuthArea() {
  const t = useText();
  const user = useBusState('user');
  const language = useBusState('language');
  const { userConfig } = useStore(playerStore);
  const config = useSiteConfig();
  const route = useBusState('route');
  const visitor = useAddressedAsVisitor();
  // A player waiting on confirm-terms: neither the visitor's buttons nor the player's yet.
  if (!user && !visitor) return null;
  if (!user) {
    return (
      <div className="arena-auth" data-testid="visitor-actions">
        <button type="button" className="arena-btn arena-btn--ghost" onClick={() => bus.emit('modal:open', { kind: 'login' })}>
          {t('login')}
        </button>
        {registrationOffered(config) && (
          <button type="button" className="arena-btn arena-btn--accent" onClick={() => requestRegistration(bus, config, route?.id, scrollToTop)}>
            {t('registration')}
          </button>
        )}
      </div>
    );
  }
  const messages = userConfig?.user_msg_count ?? 0;
  return (
    <div className="arena-auth" data-testid="player-actions">
      <AccountSwitcher />
      <Link className="arena-icon-btn" href={`/${language}/office/support`} aria-label={`${t('messages')}: ${messages}`} data-testid="messages">
        <Icon name="mail" />
        {messages > 0 && <span className="arena-counter">{messages}</span>}
      </Link>
      <Link className="arena-icon-btn arena-icon-btn--user" href={`/${language}/office/account`} aria-label={t('office')} title={user.login}>
        <Icon name="user" />
      </Link>
      <button type="button" className="arena-btn arena-btn--ghost arena-btn--small" onClick={() => void logoutService.logout('user')}>
        {t('logout')}
      </button>
    </div>
  );
}
