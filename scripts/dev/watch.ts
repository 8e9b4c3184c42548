/**
 * Watch mode: maps a changed file to the module that owns it and rebuilds only that module
 * (the vendor module when dependencies change), merging the new version into the import map. A file of
 * the operator page (ops/) rebuilds that page's bundle, which is outside the map.
 */
import { watch } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { discoverModules, VENDOR_DIST_NAME } from '../../server/src/host/build-contract/modules.ts';
import { OPS_PAGE_DIR, OPS_PAGE_DIST_NAME } from '../build/ops-page.ts';

export interface WatchOptions {
  root: string;
  /** Rebuilds the given specifiers (e.g. into dist/ and the import map). */
  rebuild: (specifiers: string[]) => Promise<void>;
  onBuilt?: (specifiers: string[], ms: number) => void;
  onError?: (error: unknown) => void;
}

export function ownerOf(root: string, file: string, modules = discoverModules(root)): string | undefined {
  const rel = relative(root, file);
  if (rel === 'package-lock.json') return VENDOR_DIST_NAME;
  if (rel.startsWith(`${OPS_PAGE_DIR}${sep}`)) return OPS_PAGE_DIST_NAME;
  return modules.find((m) => rel === m.dir || rel.startsWith(`${m.dir}${sep}`))?.specifier;
}

export function watchAndRebuild(options: WatchOptions): () => void {
  const pending = new Set<string>();
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();
  const flush = () => {
    const only = [...pending];
    pending.clear();
    running = running.then(async () => {
      const started = performance.now();
      try {
        await options.rebuild(only);
        options.onBuilt?.(only, Math.round(performance.now() - started));
      } catch (error) {
        options.onError?.(error);
      }
    });
  };
  const watchers = ['shared-libs', 'root-config', 'shell', 'mfe', OPS_PAGE_DIR].map((dir) =>
    watch(join(options.root, dir), { recursive: true }, (_event, name) => {
      if (!name || name.includes('node_modules') || /\.test\.tsx?$/.test(name)) return;
      const owner = ownerOf(options.root, join(options.root, dir, name));
      if (!owner) return;
      pending.add(owner);
      clearTimeout(timer);
      timer = setTimeout(flush, 100);
    }),
  );
  return () => {
    clearTimeout(timer);
    for (const w of watchers) w.close();
  };
}
