/**
 * i18n resources as JSON files: data/{lng}/{namespace}.json, read once at start. A language without
 * files answers en (the spec's final fallback); a key missing in a language falls back to en too.
 */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { DictionaryResource } from '@arena/domain';
import { shippedFileReader } from '../../platform/shipped-files.ts';

export const DICTIONARY_DIR = join(import.meta.dirname, 'data');
export const FALLBACK = 'en';

const readDictionaryFile = shippedFileReader(DICTIONARY_DIR, (text) => JSON.parse(text) as DictionaryResource);

/** The languages the interface is written in (one folder each). */
export function dictionaryLanguages(dir = DICTIONARY_DIR): string[] {
  return readdirSync(dir, { withFileTypes: true }).filter((entry) => entry.isDirectory()).map((entry) => entry.name);
}

export type Dictionaries = Map<string, Map<string, DictionaryResource>>;

/** Every namespace of every language, or only the namespace `only` (a reader that needs one file per language). */
export function loadDictionaries(dir = DICTIONARY_DIR, only?: string): Dictionaries {
  const all: Dictionaries = new Map();
  for (const language of dictionaryLanguages(dir)) {
    const namespaces = new Map<string, DictionaryResource>();
    for (const file of readdirSync(join(dir, language)).filter((f) => (only === undefined ? f.endsWith('.json') : f === `${only}.json`))) {
      namespaces.set(file.slice(0, -'.json'.length), readDictionaryFile(join(dir, language, file)));
    }
    all.set(language, namespaces);
  }
  return all;
}

/** The resource and the language it actually came from; undefined for an unknown namespace. */
export function resolveResource(all: Dictionaries, language: string, namespace: string): { language: string; resource: DictionaryResource } | undefined {
  const fallback = all.get(FALLBACK)?.get(namespace);
  const own = all.get(language)?.get(namespace);
  if (!own && !fallback) return undefined;
  if (!own) return { language: FALLBACK, resource: fallback ?? {} };
  return { language, resource: { ...fallback, ...own } };
}
