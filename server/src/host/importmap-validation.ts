/**
 * What makes an import map safe to serve. Operators edit the map by hand, so a typo must be refused
 * with a reason, never served: every URL must be a built file under /dist/ (that exists) or live on an
 * explicitly allowed origin.
 */
import { existsSync } from 'node:fs';
import { join, normalize } from 'node:path';

export interface ImportMapDocument {
  imports: Record<string, string>;
  scopes?: Record<string, Record<string, string>>;
  depcache?: Record<string, string[]>;
}

export type Validation = { ok: true; map: ImportMapDocument } | { ok: false; reason: string };

export const REQUIRED_SPECIFIERS = ['@arena/root-config', '@arena/shell'] as const;

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

function checkUrl(specifier: string, url: unknown, distRoot: string, allowedOrigins: readonly string[]): string | null {
  if (typeof url !== 'string' || url.length === 0) return `"${specifier}" must map to a URL string`;
  if (url.startsWith('/dist/')) {
    const relativePath = normalize(decodeURIComponent(url.slice('/dist/'.length)));
    if (relativePath.startsWith('..') || relativePath.includes('\0')) return `"${specifier}" → ${url} leaves /dist/`;
    if (!url.endsWith('/') && !existsSync(join(distRoot, relativePath))) return `"${specifier}" → ${url}: no such built file`;
    return null;
  }
  let origin: string;
  try {
    origin = new URL(url).origin;
  } catch {
    return `"${specifier}" → ${url} is neither under /dist/ nor an absolute URL`;
  }
  return allowedOrigins.includes(origin) ? null : `"${specifier}" → ${url}: origin ${origin} is not allowed (ARENA_IMPORTMAP_ORIGINS)`;
}

export function validateImportMap(text: string, distRoot: string, allowedOrigins: readonly string[]): Validation {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (error) {
    return { ok: false, reason: `not valid JSON (${(error as Error).message})` };
  }
  if (!isRecord(parsed) || !isRecord(parsed.imports)) return { ok: false, reason: 'must be an object with an "imports" object' };
  for (const [specifier, url] of Object.entries(parsed.imports)) {
    const problem = checkUrl(specifier, url, distRoot, allowedOrigins);
    if (problem) return { ok: false, reason: problem };
  }
  for (const required of REQUIRED_SPECIFIERS) {
    if (!(required in parsed.imports)) return { ok: false, reason: `"${required}" is missing from "imports"` };
  }
  if (parsed.scopes !== undefined) {
    if (!isRecord(parsed.scopes)) return { ok: false, reason: '"scopes" must be an object' };
    for (const [scope, entries] of Object.entries(parsed.scopes)) {
      if (!isRecord(entries)) return { ok: false, reason: `scope "${scope}" must be an object` };
      for (const [specifier, url] of Object.entries(entries)) {
        const problem = checkUrl(specifier, url, distRoot, allowedOrigins);
        if (problem) return { ok: false, reason: `scope "${scope}": ${problem}` };
      }
    }
  }
  if (parsed.depcache !== undefined) {
    if (!isRecord(parsed.depcache) || !Object.values(parsed.depcache).every((d) => Array.isArray(d) && d.every((x) => typeof x === 'string'))) {
      return { ok: false, reason: '"depcache" must map URLs to arrays of strings' };
    }
  }
  return { ok: true, map: parsed as unknown as ImportMapDocument };
}
