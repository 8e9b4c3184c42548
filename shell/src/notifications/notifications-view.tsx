import { NOTIFICATION_GROUPS, type NotificationGroup } from './notification-groups.ts';
import { notificationQueue } from './notification-service.ts';
import type { ShellNotification } from './notification-queue.ts';
import { useStore } from '../platform/use-store.ts';
import { useText } from '../platform/use-text.ts';

const ICONS: Readonly<Record<ShellNotification['kind'], string>> = { default: '•', error: '!', info: 'i', success: '✓', warning: '⚠' };

function NotificationCard({ n }: { n: ShellNotification }) {
  const t = useText();
  const title = n.title ?? (n.titleKey ? t(n.titleKey) : undefined);
  const act = (action: 'close' | 'reload') => (action === 'reload' ? window.location.reload() : notificationQueue.dismiss(n.id));
  return (
    <div className={`arena-toast arena-toast--${n.kind}`} role={n.kind === 'error' || n.kind === 'warning' ? 'alert' : 'status'} data-testid={`notification-${n.group}`}>
      <span className="arena-toast__icon" aria-hidden="true">{ICONS[n.kind]}</span>
      <div className="arena-toast__body">
        {title && <strong className="arena-toast__title">{title}</strong>}
        <p>{n.text}</p>
        {n.buttons.length > 0 && (
          <div className="arena-toast__actions">
            {n.buttons.map((b) => (
              <button key={b.labelKey} type="button" className="arena-btn arena-btn--small arena-btn--accent" onClick={() => act(b.action)}>
                {t(b.labelKey)}
              </button>
            ))}
          </div>
        )}
      </div>
      <button type="button" className="arena-toast__close" aria-label={t('close')} onClick={() => notificationQueue.dismiss(n.id)}>×</button>
    </div>
  );
}

/** One live region per group, placed as the group's spec says (default top right; others bottom centre). */
export function NotificationsView() {
  const { visible } = useStore(notificationQueue);
  return (
    <>
      {(Object.keys(NOTIFICATION_GROUPS) as NotificationGroup[]).map((group) => (
        <div key={group} className={`arena-toasts arena-toasts--${NOTIFICATION_GROUPS[group].position}`} data-group={group}>
          {visible[group].map((n) => (
            <NotificationCard key={n.id} n={n} />
          ))}
        </div>
      ))}
    </>
  );
}
