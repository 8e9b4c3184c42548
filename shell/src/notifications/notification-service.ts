/** The page's notification queue, fed by `notify` events from any app. */
import type { ArenaBus } from '@arena/event-bus';
import { createNotificationQueue } from './notification-queue.ts';

export const notificationQueue = createNotificationQueue();

export function connectNotifications(bus: ArenaBus): () => void {
  return bus.subscribe('notify', (payload) => {
    notificationQueue.push(payload);
  });
}
