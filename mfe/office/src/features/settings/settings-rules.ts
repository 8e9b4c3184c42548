/**
 * The display settings of spec §3 (Global settings) the office settings page edits, as data: the choices
 * of each setting, and how a stored value is merged over the current one (pure).
 */
import type { DisplaySettings } from '@arena/event-bus';

// The font sizes and time zones are the shared rule's (@arena/domain display-settings.ts): the shell and the
// host accept exactly these.
export { FONT_SIZES, TIME_ZONES } from '@arena/domain';
export const THEMES = [0, 1] as const;
export const VIEW_TYPES = [0, 1] as const;
/** Spec §9 odds display formats the site renders: decimal 0, fractional 1, american 2. */
export const ODDS_FORMATS = [0, 1, 2] as const;

/** "UTC+3", "UTC−5", "UTC" */
export function timeZoneLabel(offset: number): string {
  if (offset === 0) return 'UTC';
  return `UTC${offset > 0 ? '+' : '−'}${Math.abs(offset)}`;
}

/** Whether the stored settings would change what the site shows now. */
export function differs(a: DisplaySettings, b: DisplaySettings): boolean {
  return (Object.keys(a) as Array<keyof DisplaySettings>).some((key) => a[key] !== b[key]);
}
