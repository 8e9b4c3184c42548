/**
 * Spec §2 "Main layout" and §8 "Notification defaults" as data: the notification groups with their
 * maxima and positions, and the defaults each kind receives when the sender leaves them out.
 */
import type { NotifyPayload } from '@arena/event-bus';

export type NotificationGroup = NonNullable<NotifyPayload['group']>;
export type NotificationKind = NotifyPayload['kind'];

export interface GroupSpec {
  /** How many notifications of the group are on screen at once; the rest wait in order. */
  max: number;
  position: 'top-right' | 'bottom-center';
}

export const NOTIFICATION_GROUPS: Readonly<Record<NotificationGroup, GroupSpec>> = {
  default: { max: 3, position: 'top-right' },
  maintenance: { max: 1, position: 'bottom-center' },
  shadow: { max: 1, position: 'bottom-center' },
};

/** Dictionary keys of the default titles (spec §8: error → 'main error', success → 'done'). */
export const DEFAULT_TITLE_KEYS: Readonly<Partial<Record<NotificationKind, string>>> = {
  error: 'main_error',
  success: 'done',
};

export interface NotificationButton {
  labelKey: string;
  action: 'close' | 'reload';
}

/** Spec §8: info gets a default OK button. */
export const DEFAULT_BUTTONS: Readonly<Partial<Record<NotificationKind, readonly NotificationButton[]>>> = {
  info: [{ labelKey: 'ok', action: 'close' }],
};

/** Non-permanent notifications leave by themselves after this long. */
export const NOTIFICATION_AUTO_HIDE_MS = 6_000;
