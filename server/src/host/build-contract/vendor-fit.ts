/**
 * Does every module of an import map find the vendor exports it imports? Read from the build records
 * (build.json: each module's `uses`, each vendor entry's `exports`), so the build (before writing a map)
 * and the host (before serving an edited one) ask the same question. Free of Babel and esbuild.
 */
import { readBuildRecord } from '../build-records.ts';
import { parseDistUrl } from '../dist-files.ts';
import type { BuildRecord } from './build-record.ts';
import { describeMissing, mergeUsedExports, missingExports, type UsedExports } from './used-exports-rules.ts';

interface MapLike {
  imports: Record<string, string>;
}

function recordOf(distRoot: string, url: string): { record: BuildRecord; file: string } | null {
  const parts = parseDistUrl(url);
  if (!parts || !parts.file.endsWith('.js')) return null;
  const read = readBuildRecord(distRoot, parts.module, parts.version);
  return read.ok ? { record: read.record, file: parts.file } : null;
}

/** What the map's vendor entries export: library specifier → names (`*` when exported whole). */
export function vendorExportsOf(map: MapLike, distRoot: string): Record<string, string[]> {
  const available: Record<string, string[]> = {};
  for (const [specifier, url] of Object.entries(map.imports)) {
    const found = recordOf(distRoot, url);
    if (found?.record.kind !== 'vendor') continue;
    const entry = found.record.entries[found.file];
    if (entry) available[specifier] = entry.exports;
  }
  return available;
}

/** Each non-vendor module of the map with the uses its build recorded (older builds record none). */
export function usesOfMap(map: MapLike, distRoot: string, except: ReadonlySet<string> = new Set()): Array<{ specifier: string; uses: UsedExports }> {
  return Object.entries(map.imports).flatMap(([specifier, url]) => {
    if (except.has(specifier)) return [];
    const found = recordOf(distRoot, url);
    const uses = found?.record.uses as UsedExports | undefined;
    return found && found.record.kind !== 'vendor' && uses ? [{ specifier, uses }] : [];
  });
}

/** The first module of the map importing vendor names the map's vendor lacks, in operator words; null when all fit. */
export function vendorMisfit(map: MapLike, distRoot: string): string | null {
  const available = vendorExportsOf(map, distRoot);
  for (const { specifier, uses } of usesOfMap(map, distRoot)) {
    const missing = missingExports(uses, available);
    if (Object.keys(missing).length > 0) return `${specifier} imports what the vendor in this map does not export (${describeMissing(missing)}): rebuild the vendor (npm run build)`;
  }
  return null;
}

export const unionOfMapUses = (map: MapLike, distRoot: string, except?: ReadonlySet<string>): UsedExports => mergeUsedExports(...usesOfMap(map, distRoot, except).map((m) => m.uses));
