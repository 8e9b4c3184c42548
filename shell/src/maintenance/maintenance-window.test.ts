import { describe, expect, it } from 'vitest';
import {
  NO_MAINTENANCE,
  isMaintenanceNoticeShown,
  maintenanceFromConfig,
  maintenanceNoticeLocale,
  maintenanceNoticeText,
  resolveMaintenance,
} from './maintenance-window.ts';

const NOW = Date.UTC(2025, 0, 15, 12, 0);
const HOUR = 3_600_000;

describe('maintenance window', () => {
  it('cookie equal to 1 makes maintenance active for now … +24 h', () => {
    const state = resolveMaintenance('1', NO_MAINTENANCE, NOW);
    expect(state).toMatchObject({ isActive: true, startAt: NOW, finishAt: NOW + 24 * HOUR });
    expect(isMaintenanceNoticeShown(state, NOW)).toBe(true);
    expect(isMaintenanceNoticeShown(state, NOW + 24 * HOUR)).toBe(false);
  });

  it('any other cookie value leaves the state flag in charge', () => {
    expect(resolveMaintenance('0', NO_MAINTENANCE, NOW).isActive).toBe(false);
    const flagged = { ...NO_MAINTENANCE, isActive: true, notifyStartDate: NOW, notifyEndDate: NOW + HOUR };
    expect(resolveMaintenance(undefined, flagged, NOW)).toBe(flagged);
  });

  it('the notice shows only between the notify start and end', () => {
    const state = { isActive: true, startAt: NOW + 2 * HOUR, finishAt: NOW + 4 * HOUR, notifyStartDate: NOW, notifyEndDate: NOW + 4 * HOUR };
    expect(isMaintenanceNoticeShown(state, NOW - 1)).toBe(false);
    expect(isMaintenanceNoticeShown(state, NOW)).toBe(true);
    expect(isMaintenanceNoticeShown(state, NOW + 4 * HOUR)).toBe(false);
  });

  it('a window announced in advance (not active yet) is noticed between its notify dates (spec §4)', () => {
    const announced = { isActive: false, startAt: NOW + 2 * HOUR, finishAt: NOW + 4 * HOUR, notifyStartDate: NOW, notifyEndDate: NOW + 4 * HOUR };
    expect(isMaintenanceNoticeShown(announced, NOW + HOUR)).toBe(true);
    expect(isMaintenanceNoticeShown({ ...announced, notifyStartDate: null }, NOW + HOUR)).toBe(false);
  });

  it('config times in unix seconds become ms', () => {
    expect(maintenanceFromConfig({ isActive: true, startAt: 10, finishAt: 20, notifyStartDate: 5, notifyEndDate: 20 }).startAt).toBe(10_000);
  });
});

describe('maintenance language rule', () => {
  it('Russian text for az, kz, ua and ru; English otherwise', () => {
    for (const lng of ['az', 'kz', 'ua', 'ru']) expect(maintenanceNoticeLocale(lng)).toBe('ru');
    for (const lng of ['en', 'uz', 'de']) expect(maintenanceNoticeLocale(lng)).toBe('en');
  });

  it('the text carries start and end date-time in the time zone', () => {
    const state = { isActive: true, startAt: NOW, finishAt: NOW + 2 * HOUR, notifyStartDate: NOW, notifyEndDate: NOW + 2 * HOUR };
    const ru = maintenanceNoticeText(state, 'kz', 3);
    expect(ru).toContain('Технические работы');
    expect(ru).toContain('15:00');
    expect(ru).toContain('17:00');
    const en = maintenanceNoticeText(state, 'en', 0);
    expect(en).toContain('Scheduled maintenance');
    expect(en).toContain('12:00');
    expect(en).toContain('January');
  });
});
