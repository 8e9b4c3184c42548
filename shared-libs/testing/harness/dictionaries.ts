/**
 * The real dictionaries, answered the way GET /dictionary-api/{lng}/{namespace} answers them: the
 * language's file over the English one (a key missing in a language falls back to en), and a language
 * without files answers en. Tests then read the texts a player reads, and a key the code asks for that
 * no dictionary has shows up as the raw key, failing the assertion.
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

/** Where the reference backend keeps them (the one copy; the test reads it, it does not own it). */
export const DICTIONARY_DIR = join(import.meta.dirname, '../../../server/src/api/dictionaries/data');
const FALLBACK = 'en';

const files = new Map<string, Record<string, string> | undefined>();

function readFile(language: string, namespace: string): Record<string, string> | undefined {
  const key = `${language}/${namespace}`;
  if (!files.has(key)) {
    const path = join(DICTIONARY_DIR, language, `${namespace}.json`);
    files.set(key, existsSync(path) ? (JSON.parse(readFileSync(path, 'utf8')) as Record<string, string>) : undefined);
  }
  return files.get(key);
}

/** The dictionary of a namespace in a language as the backend serves it; undefined for an unknown namespace. */
export function dictionary(language: string, namespace: string): Record<string, string> | undefined {
  const fallback = readFile(FALLBACK, namespace);
  const own = readFile(language, namespace);
  if (!own && !fallback) return undefined;
  return { ...fallback, ...own };
}

/** Every namespace the dictionaries have (one file each in the English folder). */
export function dictionaryNamespaces(): string[] {
  return readdirSync(join(DICTIONARY_DIR, FALLBACK))
    .filter((file) => file.endsWith('.json'))
    .map((file) => file.slice(0, -'.json'.length));
}
