/**
 * Keeps the maintenance notice (notification group 'maintenance', bottom centre) in step with the
 * cookie, the config's state flag, `maintenance:changed` events and the language; re-checked every
 * minute so the notice appears and leaves on the notify dates without a reload.
 */
import type { ArenaBus } from '@arena/event-bus';
import type { SiteConfigGroups } from '@arena/domain';
import type { NotificationQueue } from '../notifications/notification-queue.ts';
import {
  MAINTENANCE_COOKIE,
  NO_MAINTENANCE,
  isMaintenanceNoticeShown,
  maintenanceFromConfig,
  maintenanceNoticeLocale,
  maintenanceNoticeText,
  resolveMaintenance,
  type MaintenanceState,
} from './maintenance-window.ts';

const NOTICE_ID = 'maintenance';
const RECHECK_MS = 60_000;
const TITLES = { ru: 'Технические работы', en: 'Maintenance' } as const;

export interface MaintenanceServiceOptions {
  bus: ArenaBus;
  queue: NotificationQueue;
  config(): SiteConfigGroups | null;
  onConfigChange(listener: () => void): () => void;
  readCookie(name: string): string | undefined;
}

export function connectMaintenance({ bus, queue, config, onConfigChange, readCookie }: MaintenanceServiceOptions): () => void {
  let fromEvent: MaintenanceState | null = null;
  let cookieWindow: MaintenanceState | null = null;
  const evaluate = () => {
    const now = Date.now();
    const fromConfig = config()?.maintenance ? maintenanceFromConfig(config()!.maintenance!) : NO_MAINTENANCE;
    // The cookie's 24-hour window starts when it is first seen, not anew on every check.
    if (readCookie(MAINTENANCE_COOKIE) === '1') cookieWindow ??= resolveMaintenance('1', NO_MAINTENANCE, now);
    else cookieWindow = null;
    const state = cookieWindow ?? fromEvent ?? fromConfig;
    if (!isMaintenanceNoticeShown(state, now)) return queue.dismiss(NOTICE_ID);
    const language = bus.getState('language');
    queue.push({
      id: NOTICE_ID,
      kind: 'warning',
      group: 'maintenance',
      permanent: true,
      title: TITLES[maintenanceNoticeLocale(language)],
      text: maintenanceNoticeText(state, language, bus.getState('settings').timeZone, bus.getState('settings').is12h),
    });
  };
  const offEvent = bus.subscribe('maintenance:changed', ({ isActive, startAt, finishAt }) => {
    // An announced window is noticed from now until it ends.
    fromEvent = { isActive, startAt: startAt ?? null, finishAt: finishAt ?? null, notifyStartDate: Date.now(), notifyEndDate: finishAt ?? null };
    evaluate();
  });
  const offLanguage = bus.watchState('language', evaluate);
  const offSettings = bus.watchState('settings', evaluate);
  const offConfig = onConfigChange(evaluate);
  const timer = setInterval(evaluate, RECHECK_MS);
  return () => {
    offEvent();
    offLanguage();
    offSettings();
    offConfig();
    clearInterval(timer);
  };
}
