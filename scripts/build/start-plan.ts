/**
 * What `npm start` builds before the server starts. Without a deploy history the build writes the map as
 * always. With one (importmap/versions/), the store's head is the live map: an operator's pin may name
 * an older build on purpose, so `npm start` builds modules that are out of date but never rewrites the
 * map (once, an edit naming a missing build made every `npm start` rebuild and rewrite it, silently
 * undoing the pin on every host).
 */
import { readStoreHead } from '../../server/src/host/deploy/store-head.ts';
import { buildNeeded } from './staleness.ts';

export type StartPlan = { build: false } | { build: true; reason: string; writeMap: boolean; storeVersion: number | null };

export function startPlan(root: string, importMapFile: string, distRoot: string): StartPlan {
  const reason = buildNeeded(root, importMapFile, distRoot);
  if (!reason) return { build: false };
  const head = readStoreHead(importMapFile);
  return { build: true, reason, writeMap: head === null, storeVersion: head?.version ?? null };
}
