/**
 * The player's display settings from the cookie the shell writes (issue 26): the page is rendered in them —
 * theme, view and font size on `<html>`, odds format and time zone in the server render — so a player who
 * chose the light theme or American odds sees no flash of the defaults. A value that is not exactly a valid
 * set (the shared rule in @arena/domain) is ignored: the page is then a visitor's.
 */
import { decodeDisplaySettings, DISPLAY_COOKIE, encodeDisplaySettings, type DisplaySettingsValue } from '@arena/domain';
import { cookieValue } from './request-cookies.ts';

export function displaySettingsOf(cookieHeader: string | undefined): DisplaySettingsValue | null {
  const value = cookieValue(cookieHeader, DISPLAY_COOKIE);
  return value === null ? null : decodeDisplaySettings(value);
}

/** The settings' part of a cache key: pages differ by them. */
export const displayKey = (display: DisplaySettingsValue | null | undefined): string => (display ? encodeDisplaySettings(display) : '');
