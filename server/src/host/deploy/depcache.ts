/**
 * Keeps the map's `depcache` (SystemJS's preload hints, written by the build) true to the builds it
 * points at when operators swap a module: hints for version folders no longer referenced are dropped,
 * and the newly chosen build gets the hints the build would have written (each static file → its
 * System.register dependencies, chunks relative to the file). Without this a swapped module would load
 * without preloads, waterfall by waterfall.
 */
import type { ImportMapDocument } from '../importmap-validation.ts';
import { registeredDependencies } from '../importmap-imports.ts';

const VERSION_FOLDER = /^\/dist\/[^/]+\/[^/]+\//;

function hintsFor(entryUrl: string, distRoot: string): Record<string, string[]> {
  const hints: Record<string, string[]> = {};
  const pending = [entryUrl];
  while (pending.length > 0) {
    const url = pending.pop()!;
    if (url in hints) continue;
    // registeredDependencies reads only regular files inside dist/ (dist-files.ts): a URL of any other shape gets no hints.
    const deps = registeredDependencies(distRoot, url) ?? [];
    hints[url] = deps;
    for (const dep of deps) if (dep.startsWith('./') || dep.startsWith('../')) pending.push(new URL(dep, `http://host${url}`).pathname);
  }
  return Object.fromEntries(Object.entries(hints).filter(([, deps]) => deps.length > 0));
}

export function refreshDepcache(map: ImportMapDocument, changedUrls: readonly string[], distRoot: string): ImportMapDocument {
  if (map.depcache === undefined) return map; // a map without hints stays without them
  const folders = new Set(Object.values(map.imports).map((url) => VERSION_FOLDER.exec(url)?.[0]));
  const kept = Object.entries(map.depcache).filter(([url]) => !url.startsWith('/dist/') || folders.has(VERSION_FOLDER.exec(url)?.[0]));
  const added = changedUrls.filter((url) => url.startsWith('/dist/')).flatMap((url) => Object.entries(hintsFor(url, distRoot)));
  return { ...map, depcache: Object.fromEntries([...kept, ...added].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) };
}
