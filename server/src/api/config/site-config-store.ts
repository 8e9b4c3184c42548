/**
 * The live site config: DEFAULT_SITE_CONFIG deep-merged with a patch kept in the database (meta key
 * 'site_config_patch'), validated against the schema before it is stored.
 */
import { Value } from 'typebox/value';
import type { SiteConfig } from '@arena/domain';
import type { MetaRepository } from '../db/repositories/meta.ts';
import { DEFAULT_SITE_CONFIG } from './default-config.ts';
import { SiteConfig as SiteConfigSchema } from '@arena/contracts';

type Json = Record<string, unknown>;

const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Objects merge key by key; arrays and scalars replace; null in the patch replaces too. */
export function deepMerge(base: unknown, patch: unknown): unknown {
  if (!isObject(base) || !isObject(patch)) return patch === undefined ? base : patch;
  const out: Json = { ...base };
  for (const [key, value] of Object.entries(patch)) out[key] = deepMerge(base[key], value);
  return out;
}

export interface SiteConfigStore {
  get(language?: string): SiteConfig;
  /** Merges the patch over the current one; returns the error list when the result is invalid. */
  patch(patch: Json): { ok: true } | { ok: false; errors: string[] };
  reset(): void;
}

export function createSiteConfigStore(meta: MetaRepository): SiteConfigStore {
  const storedPatch = (): Json => {
    const raw = meta.get('site_config_patch');
    return raw ? (JSON.parse(raw) as Json) : {};
  };
  return {
    get(language) {
      const merged = deepMerge(DEFAULT_SITE_CONFIG, storedPatch()) as SiteConfig;
      return language ? { ...merged, core: { ...merged.core, language } } : merged;
    },
    patch(patch) {
      const next = deepMerge(storedPatch(), patch) as Json;
      const candidate = deepMerge(DEFAULT_SITE_CONFIG, next);
      if (!Value.Check(SiteConfigSchema, candidate)) {
        return { ok: false, errors: [...Value.Errors(SiteConfigSchema, candidate)].slice(0, 10).map((e) => `${e.instancePath} ${e.message}`) };
      }
      meta.set('site_config_patch', JSON.stringify(next));
      return { ok: true };
    },
    reset() {
      meta.delete('site_config_patch');
    },
  };
}
