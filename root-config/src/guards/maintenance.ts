/** Maintenance state (spec §4): from the maintenance cookie or the cookie state flag. */

export const MAINTENANCE_COOKIE = 'maintenance';
/** Spec §9: maintenance window 24 h. */
export const MAINTENANCE_WINDOW_MS = 24 * 60 * 60 * 1000;

export interface MaintenanceWindow {
  isActive: true;
  startAt: number;
  finishAt: number;
}

/**
 * Cookie `maintenance=1` means "maintenance now": a window from now to +24 h. The state flag alone
 * has no dates of its own here (the shell's notice reads them from the maintenance state), so it
 * yields the same window.
 */
export function maintenanceWindow(cookies: Readonly<Record<string, string>>, stateFlag: boolean, now: number): MaintenanceWindow | null {
  if (cookies[MAINTENANCE_COOKIE] === '1' || stateFlag) return { isActive: true, startAt: now, finishAt: now + MAINTENANCE_WINDOW_MS };
  return null;
}
