/** Reads dist/<module>/<version>/build.json, the build's own account of a version folder. */
import type { BuildRecord } from './build-contract/build-record.ts';
import { readDistFile } from './dist-files.ts';

/** A build.json lists a folder's files and digests: kilobytes; a bigger one is not the build's. */
const MAX_RECORD_BYTES = 4 * 1024 * 1024;

export type RecordRead = { ok: true; record: BuildRecord } | { ok: false; reason: string };

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

export function readBuildRecord(distRoot: string, module: string, version: string): RecordRead {
  const read = readDistFile(distRoot, [module, version, 'build.json'], MAX_RECORD_BYTES);
  if (!read.ok) return { ok: false, reason: read.reason === 'missing' ? 'its folder has no build.json (not a build output)' : `its build.json is unreadable (${read.reason.replace('_', ' ')})` };
  let parsed: unknown;
  try {
    parsed = JSON.parse(read.bytes.toString('utf8'));
  } catch (error) {
    return { ok: false, reason: `its build.json is unreadable (${(error as Error).message})` };
  }
  if (!isRecord(parsed) || parsed.module !== module) return { ok: false, reason: `its build.json does not describe the ${module} module` };
  // Folders built before build.json recorded entries and integrity: a rebuild rewrites their build.json.
  if (!isRecord(parsed.entries) || !isRecord(parsed.integrity)) return { ok: false, reason: 'its build.json predates entry and integrity records; run `npm run build`' };
  return { ok: true, record: parsed as BuildRecord };
}
