/**
 * Loads the site config: the asked groups from the group endpoint (cached 600–900 s), falling back to
 * the whole all.json under the `config` retry policy (5 retries, 1 s apart). When even that fails the
 * config is marked not installed (bus `configReady` false) and 'no site config' is thrown (spec §8).
 * Both answers are checked against the schemas the backend answers with (issue 27): a group answer of
 * another shape is refused and all.json is asked instead; an all.json of another shape is not asked
 * again (the same cached answer would come back) and ends in 'no site config', its cause the refusal.
 */
import { bffConfigAllAnswer, bffConfigGroupGetAnswer, isAnswerShapeError } from '@arena/contracts/answer-checks';
import type { ArenaBus } from '@arena/event-bus';
import { isCancelledError, retry, type HttpClient } from '@arena/http';
import { systemTimers, type Logger, type Timers } from '@arena/utils';
import type { SiteConfigGroupName, SiteConfigGroups } from '@arena/domain';

export const CONFIG_PATHS = {
  group: '/bff-api/config/group/get',
  all: '/bff-api/config/all.json',
} as const;

/** Spec §9: config cache 600 to 900 s; each entry draws its lifetime so pages do not all reload at once. */
export const CONFIG_CACHE_TTL_MS = { min: 600_000, max: 900_000 } as const;

/** Spec §9: groups loaded on start. */
export const START_CONFIG_GROUPS: readonly SiteConfigGroupName[] = [
  'core', 'application', 'auth', 'banner', 'betting', 'payments', 'routes', 'features', 'limits', 'chat', 'maintenance', 'seo',
];

export const NO_SITE_CONFIG = 'no site config';

export interface SiteConfigLoaderOptions {
  http: HttpClient;
  bus: Pick<ArenaBus, 'setState'>;
  logger: Logger;
  timers?: Timers;
  /** Draws the cache lifetime within the range; injectable for tests. */
  random?: () => number;
}

export interface LoadRequest {
  language: string;
  groups?: readonly SiteConfigGroupName[];
  /**
   * Ask the backend even when the cache holds an answer: the host's server render (issue 26) takes the
   * config each page is rendered with fresh, as a browser loading the page would, and embeds it.
   */
  fresh?: boolean;
}

export interface SiteConfigLoader {
  load(request: LoadRequest): Promise<SiteConfigGroups>;
  /** The installed document (every group loaded so far), or null before the first load / after a failure. */
  current(): SiteConfigGroups | null;
  isInstalled(): boolean;
  /**
   * Installs a document loaded elsewhere as the start groups of `language` (cached like a load): the
   * config a server render used (issue 26), so the hydrating page starts from it without a request, and
   * a server render installs exactly its page's language.
   */
  seed(language: string, config: SiteConfigGroups): void;
  /**
   * Back to before the first load: nothing installed, nothing cached. The apps' test harness
   * (@arena/testing) puts the page-wide loader back with it after each test, so no test sees another's config.
   */
  forget(): void;
  onChange(listener: (config: SiteConfigGroups | null) => void): () => void;
}

export function createSiteConfigLoader(options: SiteConfigLoaderOptions): SiteConfigLoader {
  const { http, bus, logger, timers = systemTimers, random = Math.random } = options;
  const cache = new Map<string, { config: SiteConfigGroups; expiresAt: number }>();
  const inFlight = new Map<string, Promise<SiteConfigGroups>>();
  const listeners = new Set<(config: SiteConfigGroups | null) => void>();
  let installed: SiteConfigGroups | null = null;
  /** How many times forget() ran: a load started before the last one must not install. */
  let forgotten = 0;

  const install = (next: SiteConfigGroups | null): void => {
    installed = next;
    bus.setState('configReady', next !== null);
    for (const listener of listeners) listener(next);
  };

  const fetchGroups = async (language: string, groups: readonly SiteConfigGroupName[]): Promise<SiteConfigGroups> => {
    try {
      // A boot read the page waits for: its checker's chunk is fetched beside the answer.
      bffConfigGroupGetAnswer.warm?.();
      return await http.get<unknown>(CONFIG_PATHS.group, { query: { groups: groups.join(','), lang: language } }).then(bffConfigGroupGetAnswer);
    } catch (error) {
      if (isCancelledError(error)) throw error;
      logger.warn('config group load failed, falling back to all.json', error);
    }
    try {
      bffConfigAllAnswer.warm?.();
      const all = await retry(
        () => http.get<unknown>(CONFIG_PATHS.all, { query: { lang: language } }).then(bffConfigAllAnswer),
        'config',
        { timers, shouldRetry: (error) => !isAnswerShapeError(error) },
      );
      const { version: _version, ...groupsOfAll } = all;
      return groupsOfAll;
    } catch (error) {
      logger.error(NO_SITE_CONFIG, error);
      install(null);
      throw new Error(NO_SITE_CONFIG, { cause: error });
    }
  };

  return {
    load({ language, groups = START_CONFIG_GROUPS, fresh = false }) {
      const key = `${language}|${[...groups].sort().join(',')}`;
      const hit = cache.get(key);
      if (!fresh && hit && hit.expiresAt > timers.now()) return Promise.resolve(hit.config);
      const pending = inFlight.get(key);
      if (pending) return pending;
      const era = forgotten;
      const loading = fetchGroups(language, groups)
        .then((config) => {
          // A load that was under way when the loader forgot everything installs nothing.
          if (era !== forgotten) return config;
          const ttl = CONFIG_CACHE_TTL_MS.min + random() * (CONFIG_CACHE_TTL_MS.max - CONFIG_CACHE_TTL_MS.min);
          cache.set(key, { config, expiresAt: timers.now() + ttl });
          install({ ...installed, ...config });
          return config;
        })
        .finally(() => {
          if (era === forgotten) inFlight.delete(key);
        });
      inFlight.set(key, loading);
      return loading;
    },
    seed(language, config) {
      const ttl = CONFIG_CACHE_TTL_MS.min + random() * (CONFIG_CACHE_TTL_MS.max - CONFIG_CACHE_TTL_MS.min);
      cache.set(`${language}|${[...START_CONFIG_GROUPS].sort().join(',')}`, { config, expiresAt: timers.now() + ttl });
      install(config);
    },
    forget() {
      forgotten += 1;
      cache.clear();
      inFlight.clear();
      install(null);
    },
    current: () => installed,
    isInstalled: () => installed !== null,
    onChange(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
