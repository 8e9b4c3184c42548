/**
 * The complete site config a test is served (`@arena/testing/site-config`): the reference backend's own
 * shipped document, read from its file like the dictionaries (the one copy; the test reads it, it does not
 * own it). The config loader checks every answer against the schema the backend answers with (issue 27),
 * and that schema takes whole groups only, so a test names just the fields it cares about and gets them
 * over the complete group, as a backend configured that way would answer.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { SiteConfig, SiteConfigGroupName, SiteConfigGroups } from '@arena/domain';

/** Where the reference backend keeps its shipped config (server/src/api/config/default-config.ts reads it too). */
export const SITE_CONFIG_FILE = join(import.meta.dirname, '../../../server/src/api/config/default-site-config.json');

/** What a test says of the config: any fields of any groups; the rest of each named group is the shipped one. */
export type SiteConfigOverrides = { [Group in SiteConfigGroupName]?: Partial<SiteConfig[Group]> };

let shipped: SiteConfig | undefined;

/** The whole document as the backend answers all.json in `language` (a fresh copy each time). */
export function siteConfigFixture(language = 'en'): SiteConfig {
  shipped ??= JSON.parse(readFileSync(SITE_CONFIG_FILE, 'utf8')) as SiteConfig;
  const copy = structuredClone(shipped);
  return { ...copy, core: { ...copy.core, language } };
}

/** The group answer for `groups` in `language`: each group whole, the test's fields over the shipped ones. */
export function siteConfigGroupsFixture(groups: readonly SiteConfigGroupName[], language = 'en', overrides: SiteConfigOverrides = {}): SiteConfigGroups {
  const all = siteConfigFixture(language);
  return Object.fromEntries(groups.map((group) => [group, { ...all[group], ...overrides[group] }])) as SiteConfigGroups;
}
