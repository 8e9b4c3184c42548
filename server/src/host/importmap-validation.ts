/**
 * What makes an import map safe to serve. Operators edit the map by hand, so an edit that would not
 * boot the site is refused with a reason, never served:
 * - every required specifier (vendor, root config, shell, shared libraries, route-table apps) is there;
 * - every /dist/ URL is a built JavaScript entry of THAT specifier: dist/<module>/<version>/<file>.js
 *   whose folder's build.json lists the file as the entry of the specifier (so no folders, no trailing
 *   `/`, no `.map`, no `build.json`, no chunk, no other module's bundle);
 * - the shell and every app export single-spa lifecycles, as found in the built code itself
 *   (build-contract/registered-exports.ts; build.json's claim is not trusted);
 * - other URLs live on an explicitly allowed origin (ARENA_IMPORTMAP_ORIGINS) and name a `.js` file;
 * - every /dist/ module's own static imports (System.register dependencies, through its shared chunks)
 *   resolve in the map (importmap-imports.ts);
 * - every module finds the shared-library exports it imports in the map's vendor, which the build
 *   shapes to exactly what the modules of its time import (build-contract/vendor-fit.ts).
 * Accepted maps get an `integrity` entry for every /dist/ script (see importmap-integrity.ts).
 */
import { readBuildRecord } from './build-records.ts';
import { distFilePath, parseDistUrl, readDistFile, statDistFile } from './dist-files.ts';
import { registeredExports } from './build-contract/registered-exports.ts';
import { unresolvedImport } from './importmap-imports.ts';
import { vendorMisfit } from './build-contract/vendor-fit.ts';
import { integrityFor, isSriValue } from './importmap-integrity.ts';
import type { RequiredModule } from './importmap-requirements.ts';

export interface ImportMapDocument {
  imports: Record<string, string>;
  scopes?: Record<string, Record<string, string>>;
  depcache?: Record<string, string[]>;
  /** URL → `sha384-…`: SystemJS sets it on the script element, so a changed file is refused. */
  integrity?: Record<string, string>;
}

export type Validation = { ok: true; map: ImportMapDocument } | { ok: false; reason: string };

export interface ValidationContext {
  distRoot: string;
  allowedOrigins: readonly string[];
  /** The specifiers every page needs and the kind of build each must point at. */
  required: readonly RequiredModule[];
}

/** single-spa needs these from an application and from a parcel (the shell). */
export const LIFECYCLES = ['bootstrap', 'mount', 'unmount'] as const;
const NEEDS_LIFECYCLES = new Set(['app', 'shell']);
const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
/** A /dist/ URL that is a regular .js file inside its build folder (shape checked before the filesystem is asked). */
const isBuiltScript = (url: string, distRoot: string) => {
  const parts = parseDistUrl(url);
  return parts !== null && parts.file.endsWith('.js') && distFilePath(distRoot, parts.module, parts.version, parts.file) !== null;
};

/** Why a /dist/ URL is not of the dist/<module>/<version>/<file>.js shape, in operator words. */
function shapeProblem(label: string, url: string): string {
  if (url.endsWith('/')) return `${label} is a folder, not a module file`;
  if (url.endsWith('.map')) return `${label} is a source map, not a module`;
  if (url.endsWith('/build.json')) return `${label} is build metadata, not a module`;
  return `${label} is not a built JavaScript file (expected /dist/<module>/<version>/<file>.js)`;
}

/**
 * Why a /dist/ URL cannot name a built script, judged on its text alone (no filesystem access): the
 * first check of every /dist/ URL, so a request naming `/dist/../<anything>` never reaches the disk.
 */
export function distUrlShapeProblem(specifier: string, url: string): string | null {
  const label = `"${specifier}" → ${url}`;
  const segments = url.slice('/dist/'.length).split('/');
  if (segments.some((s) => s === '..' || s === '.') || /[\0\\%]/.test(url)) return `${label} leaves /dist/ (only /dist/<module>/<version>/<file>.js is accepted)`;
  const parts = parseDistUrl(url);
  if (!parts || !parts.file.endsWith('.js')) return shapeProblem(label, url);
  return null;
}

/** The first change of an operator's request whose /dist/ URL is malformed, judged without the filesystem. */
export function changesShapeProblem(changes: Record<string, string>): string | null {
  for (const [specifier, url] of Object.entries(changes)) {
    const problem = url.startsWith('/dist/') ? distUrlShapeProblem(specifier, url) : null;
    if (problem) return problem;
  }
  return null;
}

function checkDistUrl(specifier: string, url: string, context: ValidationContext, expectedKind: string | undefined): string | null {
  const label = `"${specifier}" → ${url}`;
  const shape = distUrlShapeProblem(specifier, url);
  if (shape) return shape;
  const { module, version, file } = parseDistUrl(url)!;
  if (!distFilePath(context.distRoot, module, version, file)) return `${label}: no such built file (a regular file inside its build folder)`;
  const record = readBuildRecord(context.distRoot, module, version);
  if (!record.ok) return `${label}: ${record.reason}`;
  const entry = record.record.entries[file];
  if (!entry) return `${label} is not an entry of the ${module} build (a chunk or an unknown file)`;
  if (entry.specifier !== specifier) return `${label} is the built entry of ${entry.specifier}, not of ${specifier}`;
  if (expectedKind && record.record.kind !== expectedKind) return `${label} is a ${record.record.kind} build; ${specifier} must be a ${expectedKind}`;
  if (NEEDS_LIFECYCLES.has(record.record.kind)) {
    // What the code exports, not what build.json claims: a copy may have lost them while its record did not.
    const exported = exportsInCode(context.distRoot, module, version, file);
    const missing = LIFECYCLES.filter((name) => !exported.includes(name));
    if (missing.length > 0) return `${label} does not export single-spa lifecycles in its code (missing ${missing.join(', ')})`;
  }
  return null;
}

/** Exports found in built files, by path, size and mtime: built files never change, so analyse once. */
const analysed = new Map<string, string[]>();
function exportsInCode(distRoot: string, module: string, version: string, file: string): string[] {
  const stat = statDistFile(distRoot, [module, version, file]);
  if (!stat.ok) return [];
  const key = `${distRoot}\0${module}/${version}/${file}\0${stat.size}\0${stat.mtimeMs}`;
  const known = analysed.get(key);
  if (known) return known;
  const read = readDistFile(distRoot, [module, version, file]);
  const names = read.ok ? (registeredExports(read.bytes.toString('utf8')) ?? []) : [];
  analysed.set(key, names);
  return names;
}

function checkUrl(specifier: string, url: unknown, context: ValidationContext, expectedKind?: string): string | null {
  if (typeof url !== 'string' || url.length === 0) return `"${specifier}" must map to a URL string`;
  if (url.startsWith('/dist/')) return checkDistUrl(specifier, url, context, expectedKind);
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return `"${specifier}" → ${url} is neither under /dist/ nor an absolute URL`;
  }
  if (!context.allowedOrigins.includes(parsed.origin)) return `"${specifier}" → ${url}: origin ${parsed.origin} is not allowed (ARENA_IMPORTMAP_ORIGINS)`;
  if (!parsed.pathname.endsWith('.js')) return shapeProblem(`"${specifier}" → ${url}`, parsed.pathname);
  return null;
}

/** depcache: keys are module files, values bare specifiers of the map or files relative to the key. */
function checkDepcache(depcache: unknown, imports: Record<string, unknown>, context: ValidationContext): string | null {
  if (!isRecord(depcache)) return '"depcache" must map URLs to arrays of strings';
  for (const [url, deps] of Object.entries(depcache)) {
    if (!Array.isArray(deps) || !deps.every((d) => typeof d === 'string')) return '"depcache" must map URLs to arrays of strings';
    if (!url.startsWith('/dist/')) continue; // files on an allowed origin cannot be checked from here
    if (!isBuiltScript(url, context.distRoot)) return `depcache: ${url} is not a built file`;
    for (const dep of deps as string[]) {
      if (dep.startsWith('./') || dep.startsWith('../')) {
        const target = new URL(dep, `http://host${url}`).pathname;
        if (!isBuiltScript(target, context.distRoot)) return `depcache: ${url} needs ${dep}, which is not a built file`;
      } else if (!(dep in imports)) {
        return `depcache: ${url} needs "${dep}", which is missing from "imports"`;
      }
    }
  }
  return null;
}

export function validateImportMap(text: string, context: ValidationContext): Validation {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (error) {
    return { ok: false, reason: `not valid JSON (${(error as Error).message})` };
  }
  if (!isRecord(parsed) || !isRecord(parsed.imports)) return { ok: false, reason: 'must be an object with an "imports" object' };
  const imports = parsed.imports;
  const expectedKind = new Map(context.required.map((r) => [r.specifier, r.kind]));
  for (const [specifier, url] of Object.entries(imports)) {
    const problem = checkUrl(specifier, url, context, expectedKind.get(specifier));
    if (problem) return { ok: false, reason: problem };
  }
  const missing = context.required.filter((r) => !(r.specifier in imports)).map((r) => `"${r.specifier}"`);
  if (missing.length > 0) return { ok: false, reason: `${missing.join(', ')} ${missing.length === 1 ? 'is' : 'are'} missing from "imports" (every page needs them)` };
  if (parsed.scopes !== undefined) {
    if (!isRecord(parsed.scopes)) return { ok: false, reason: '"scopes" must be an object' };
    for (const [scope, entries] of Object.entries(parsed.scopes)) {
      if (!isRecord(entries)) return { ok: false, reason: `scope "${scope}" must be an object` };
      for (const [specifier, url] of Object.entries(entries)) {
        const problem = checkUrl(specifier, url, context, expectedKind.get(specifier));
        if (problem) return { ok: false, reason: `scope "${scope}": ${problem}` };
      }
    }
  }
  // Each module's own imports must resolve in this very map (importmap-imports.ts).
  for (const [specifier, url] of Object.entries(imports as Record<string, string>)) {
    if (!url.startsWith('/dist/')) continue;
    const problem = unresolvedImport(parsed as unknown as ImportMapDocument, specifier, url, context.distRoot);
    if (problem) return { ok: false, reason: problem };
  }
  // The vendor is shaped by use: every module must find the names it imports in this map's vendor.
  const misfit = vendorMisfit(parsed as unknown as ImportMapDocument, context.distRoot);
  if (misfit) return { ok: false, reason: misfit };
  if (parsed.depcache !== undefined) {
    const problem = checkDepcache(parsed.depcache, imports, context);
    if (problem) return { ok: false, reason: problem };
  }
  // Integrity of files on an allowed origin can only come from the operator; /dist/ files get theirs from the build.
  if (parsed.integrity !== undefined && (!isRecord(parsed.integrity) || !Object.values(parsed.integrity).every(isSriValue))) {
    return { ok: false, reason: '"integrity" must map URLs to sha256-/sha384-/sha512- digests' };
  }
  const map = parsed as unknown as ImportMapDocument;
  const integrity = integrityFor(map, context.distRoot);
  if (!integrity.ok) return integrity;
  return { ok: true, map: { ...map, integrity: { ...map.integrity, ...integrity.integrity } } };
}
