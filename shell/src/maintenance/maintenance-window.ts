/**
 * Maintenance rules (spec §4, §8, §9): active when the maintenance cookie equals '1' (window now … +24 h)
 * or from the state flag; the notice shows only between the notify start and end; its date-time text is
 * Russian for the az, kz, ua and ru languages and English otherwise.
 */
import { createFormatters } from '@arena/i18n';

export const MAINTENANCE_COOKIE = 'maintenance';
export const MAINTENANCE_COOKIE_WINDOW_MS = 24 * 60 * 60 * 1000;
export const RUSSIAN_NOTICE_LANGUAGES: readonly string[] = ['az', 'kz', 'ua', 'ru'];

/** Times in ms since the epoch (the config document carries unix seconds; see fromConfig). */
export interface MaintenanceState {
  isActive: boolean;
  startAt: number | null;
  finishAt: number | null;
  notifyStartDate: number | null;
  notifyEndDate: number | null;
}

export const NO_MAINTENANCE: MaintenanceState = { isActive: false, startAt: null, finishAt: null, notifyStartDate: null, notifyEndDate: null };

const ms = (seconds: number | null) => (seconds === null ? null : seconds * 1000);

export function maintenanceFromConfig(config: { isActive: boolean; startAt: number | null; finishAt: number | null; notifyStartDate: number | null; notifyEndDate: number | null }): MaintenanceState {
  return {
    isActive: config.isActive,
    startAt: ms(config.startAt),
    finishAt: ms(config.finishAt),
    notifyStartDate: ms(config.notifyStartDate),
    notifyEndDate: ms(config.notifyEndDate),
  };
}

/** The cookie wins: it opens a 24-hour window from now; otherwise the state flag decides. */
export function resolveMaintenance(cookieValue: string | undefined, state: MaintenanceState, now: number): MaintenanceState {
  if (cookieValue === '1') {
    const finish = now + MAINTENANCE_COOKIE_WINDOW_MS;
    return { isActive: true, startAt: now, finishAt: finish, notifyStartDate: now, notifyEndDate: finish };
  }
  return state;
}

/**
 * Spec §4: the notify dates alone decide. A window announced in advance (not active yet) is noticed from
 * its notify start: that is what the announcement is for (it once showed nothing until the work began).
 */
export function isMaintenanceNoticeShown(state: MaintenanceState, now: number): boolean {
  if (state.notifyStartDate === null || state.notifyEndDate === null) return false;
  return now >= state.notifyStartDate && now < state.notifyEndDate;
}

export function maintenanceNoticeLocale(language: string): 'ru' | 'en' {
  return RUSSIAN_NOTICE_LANGUAGES.includes(language) ? 'ru' : 'en';
}

const NOTICE_TEXT = {
  ru: (from: string, to: string) => `Технические работы на сайте с ${from} до ${to}. Некоторые функции могут быть недоступны.`,
  en: (from: string, to: string) => `Scheduled maintenance from ${from} to ${to}. Some features may be unavailable.`,
} as const;

/** The notice text with start and end date-time in the notice's locale, in the player's time zone (hours offset) and clock. */
export function maintenanceNoticeText(state: MaintenanceState, language: string, timeZoneHours: number, is12h = false): string {
  const locale = maintenanceNoticeLocale(language);
  const formatters = createFormatters({ language: locale, timeZone: timeZoneHours, is12h });
  const format = (at: number | null) => (at === null ? '—' : formatters.longDateTime(at));
  return NOTICE_TEXT[locale](format(state.startAt), format(state.finishAt));
}
