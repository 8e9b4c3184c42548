/** Reads dist/<module>/<version>/build.json, the build's own account of a version folder. */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { BuildRecord } from './build-contract/build-record.ts';

export type RecordRead = { ok: true; record: BuildRecord } | { ok: false; reason: string };

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

export function readBuildRecord(distRoot: string, module: string, version: string): RecordRead {
  let parsed: unknown;
  try {
    parsed = JSON.parse(readFileSync(join(distRoot, module, version, 'build.json'), 'utf8'));
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    return { ok: false, reason: code === 'ENOENT' ? 'its folder has no build.json (not a build output)' : `its build.json is unreadable (${code ?? (error as Error).message})` };
  }
  if (!isRecord(parsed) || parsed.module !== module) return { ok: false, reason: `its build.json does not describe the ${module} module` };
  // Folders built before build.json recorded entries and integrity: a rebuild rewrites their build.json.
  if (!isRecord(parsed.entries) || !isRecord(parsed.integrity)) return { ok: false, reason: 'its build.json predates entry and integrity records; run `npm run build`' };
  return { ok: true, record: parsed as BuildRecord };
}
