/**
 * A second build of one module, pointed at from this worker's import map only: tests can then break or
 * swap that version without touching what other workers load.
 */
import { existsSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { APIRequestContext } from '@playwright/test';
import { buildAll } from '../../scripts/build/build.ts';
import { ROOT } from './arena-server.ts';
import { expect } from './fixtures.ts';

export interface Candidate {
  url: string;
  dir: string;
  /** Hides files of the version (as if they were never deployed); returns the undo. */
  hide(match: (file: string) => boolean): () => void;
}

const HIDDEN = '.hidden-by-test';

export async function buildCandidate(specifier: string, label: string): Promise<Candidate> {
  const report = await buildAll({ root: ROOT, only: [specifier], label, importMapFile: false });
  const mod = report.modules[0]!;
  const dir = join(ROOT, 'dist', mod.urlBase.slice('/dist/'.length));
  // A run that died half-way may have left files hidden: put them back first.
  for (const file of readdirSync(dir).filter((f) => f.endsWith(HIDDEN))) renameSync(join(dir, file), join(dir, file.slice(0, -HIDDEN.length)));
  return {
    url: mod.url,
    dir,
    hide(match) {
      const files = readdirSync(dir).filter((f) => match(f) && existsSync(join(dir, f)));
      for (const file of files) renameSync(join(dir, file), join(dir, file + HIDDEN));
      let restored = false;
      return () => {
        if (restored) return;
        restored = true;
        for (const file of files) renameSync(join(dir, file + HIDDEN), join(dir, file));
      };
    },
  };
}

/** Points `specifier` at `url` in the worker's map and waits until the host serves it. */
export async function pointImportMap(importMapFile: string, request: APIRequestContext, specifier: string, url: string): Promise<() => void> {
  const original = readFileSync(importMapFile, 'utf8');
  const map = JSON.parse(original) as { imports: Record<string, string> };
  writeFileSync(importMapFile, JSON.stringify({ ...map, imports: { ...map.imports, [specifier]: url } }, null, 2));
  await expect.poll(async () => ((await (await request.get('/importmap.json')).json()) as typeof map).imports[specifier]).toBe(url);
  return () => writeFileSync(importMapFile, original);
}
