/**
 * The notification queue: normalises `notify` payloads (kind defaults), keeps each group within its
 * maximum (extra ones wait and move up when a visible one leaves) and hides non-permanent ones after
 * a while. Framework-free; the React view subscribes to snapshots.
 */
import type { NotifyPayload } from '@arena/event-bus';
import {
  DEFAULT_BUTTONS,
  DEFAULT_TITLE_KEYS,
  NOTIFICATION_AUTO_HIDE_MS,
  NOTIFICATION_GROUPS,
  type NotificationButton,
  type NotificationGroup,
  type NotificationKind,
} from './notification-groups.ts';

export interface ShellNotification {
  id: string;
  kind: NotificationKind;
  group: NotificationGroup;
  /** A literal title from the sender, or undefined when `titleKey` (a dictionary key) applies. */
  title?: string;
  titleKey?: string;
  text: string;
  permanent: boolean;
  buttons: readonly NotificationButton[];
}

export interface NotificationSnapshot {
  visible: Readonly<Record<NotificationGroup, readonly ShellNotification[]>>;
  waiting: number;
}

export interface NotificationQueue {
  push(payload: NotifyPayload & { buttons?: readonly NotificationButton[] }): ShellNotification;
  dismiss(id: string): void;
  snapshot(): NotificationSnapshot;
  subscribe(listener: () => void): () => void;
  dispose(): void;
}

let counter = 0;

export function normalizeNotification(payload: NotifyPayload & { buttons?: readonly NotificationButton[] }): ShellNotification {
  const titleKey = payload.title ? undefined : DEFAULT_TITLE_KEYS[payload.kind];
  return {
    id: payload.id ?? `n${++counter}`,
    kind: payload.kind,
    group: payload.group ?? 'default',
    ...(payload.title ? { title: payload.title } : {}),
    ...(titleKey ? { titleKey } : {}),
    text: payload.text,
    permanent: payload.permanent ?? false,
    buttons: payload.buttons ?? DEFAULT_BUTTONS[payload.kind] ?? [],
  };
}

export function createNotificationQueue(autoHideMs = NOTIFICATION_AUTO_HIDE_MS): NotificationQueue {
  let all: ShellNotification[] = [];
  const timers = new Map<string, ReturnType<typeof setTimeout>>();
  const listeners = new Set<() => void>();
  let current = build();

  function build(): NotificationSnapshot {
    const groups = Object.keys(NOTIFICATION_GROUPS) as NotificationGroup[];
    const visible = {} as Record<NotificationGroup, ShellNotification[]>;
    let waiting = 0;
    for (const group of groups) {
      const members = all.filter((n) => n.group === group);
      visible[group] = members.slice(0, NOTIFICATION_GROUPS[group].max);
      waiting += Math.max(0, members.length - NOTIFICATION_GROUPS[group].max);
    }
    return { visible, waiting };
  }

  function changed(): void {
    current = build();
    // The auto-hide clock starts when a notification becomes visible, not when it was queued.
    for (const list of Object.values(current.visible)) {
      for (const n of list) {
        if (!n.permanent && !timers.has(n.id)) timers.set(n.id, setTimeout(() => queue.dismiss(n.id), autoHideMs));
      }
    }
    for (const listener of [...listeners]) listener();
  }

  const queue: NotificationQueue = {
    push(payload) {
      const notification = normalizeNotification(payload);
      // A repeated id replaces the earlier notification (e.g. a maintenance notice re-announced).
      all = [...all.filter((n) => n.id !== notification.id), notification];
      changed();
      return notification;
    },
    dismiss(id) {
      const timer = timers.get(id);
      if (timer) clearTimeout(timer);
      timers.delete(id);
      if (!all.some((n) => n.id === id)) return;
      all = all.filter((n) => n.id !== id);
      changed();
    },
    snapshot: () => current,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    dispose() {
      for (const timer of timers.values()) clearTimeout(timer);
      timers.clear();
      listeners.clear();
      all = [];
      current = build();
    },
  };
  return queue;
}
