/**
 * Which builds of each module an operator can choose from: every dist/<module>/<version>/ folder with a
 * build.json (the build's own record), with its entry specifiers, build time and total size.
 */
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { readBuildRecord } from '../build-records.ts';

export interface ModuleBuild {
  version: string;
  builtAt: string;
  /** Bytes of every file of the folder (precompressed copies included). */
  size: number;
  /** specifier → URL of its entry in this build. */
  entries: Record<string, string>;
}

export interface ModuleBuilds {
  module: string;
  builds: ModuleBuild[];
}

const folders = (dir: string): string[] => {
  try {
    return readdirSync(dir, { withFileTypes: true }).filter((d) => d.isDirectory() && !d.name.startsWith('.')).map((d) => d.name);
  } catch {
    return [];
  }
};

const folderSize = (dir: string): number =>
  readdirSync(dir, { withFileTypes: true }).reduce((sum, d) => sum + (d.isDirectory() ? folderSize(join(dir, d.name)) : statSync(join(dir, d.name)).size), 0);

export function listModuleBuilds(distRoot: string): ModuleBuilds[] {
  return folders(distRoot)
    .sort()
    .map((module) => {
      const builds = folders(join(distRoot, module)).flatMap((version): ModuleBuild[] => {
        const read = readBuildRecord(distRoot, module, version);
        if (!read.ok) return []; // not a build output (or one predating build records): not offered
        if (Object.keys(read.record.entries).length === 0) return []; // the ops page, the bench monolith: nothing a map can point at
        const entries = Object.fromEntries(Object.entries(read.record.entries).map(([file, entry]) => [entry.specifier, `/dist/${module}/${version}/${file}`]));
        return [{ version, builtAt: read.record.builtAt, size: folderSize(join(distRoot, module, version)), entries }];
      });
      // Newest first: the build an operator most likely wants.
      builds.sort((a, b) => (a.builtAt < b.builtAt ? 1 : a.builtAt > b.builtAt ? -1 : 0));
      return { module, builds };
    })
    .filter((m) => m.builds.length > 0);
}
