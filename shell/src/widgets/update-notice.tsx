import { useBusEvent } from '@arena/ui-kit';
import { notificationQueue } from '../notifications/notification-service.ts';
import { textFor } from '../platform/use-text.ts';
import { bus } from '@arena/event-bus';

/** On `update:available` (set by the version check or any app), a permanent warning with a reload button — when config enables it. */
export function UpdateNotice({ enabled }: { enabled: boolean }) {
  useBusEvent('update:available', () => {
    if (!enabled) return;
    const t = textFor(bus.getState('language'));
    notificationQueue.push({
      id: 'app-update', kind: 'warning', permanent: true, title: t('update_title'), text: t('update_text'),
      buttons: [{ labelKey: 'reload', action: 'reload' }],
    });
  });
  return null;
}
