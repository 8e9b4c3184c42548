/**
 * The small shared libraries every page needs at first paint (config, domain, event-bus, http, i18n, …),
 * served as ONE file instead of one request each (issue 26, "Bytes that are not needed"). Each library
 * keeps its own import-map entry, so a deploy, rollback, canary or developer override of one library
 * works as before: the file holds each library's System.register module as a *named* registration, the
 * name being the URL SystemJS resolves for it (the page's origin + its /dist/ path), and SystemJS's
 * named-register extra (loaded with SystemJS, loader-files.ts) hands that registration over when the
 * page imports that very URL. A library the page resolves elsewhere (an override, a newer map) is
 * fetched from its own URL as today; its copy in the file is never run.
 *
 * The file is built by the host per served map (the stable map and a canary's each get theirs), from the
 * built files whose bytes match the map's integrity, and is named by the hash of its own text: requests
 * only ever look a name up among the files built here, never read a path they give.
 */
import { createHash } from 'node:crypto';
import { cacheResponseCompressedAside, type CachedResponse } from './cached-response.ts';
import { sriOf } from './build-contract/build-record.ts';
import { readBuildRecord } from './build-records.ts';
import { parseDistUrl, readDistFile } from './dist-files.ts';
import { withoutSourceMapLink } from './loader-files.ts';
import { PRELOADED_SPECIFIERS, staticGraphOf } from './index-html.ts';
import type { ImportMapDocument } from './importmap-validation.ts';

/** Where the files are served: `/first-paint/<hash>.js`. */
export const FIRST_PAINT_BUNDLE_PREFIX = '/first-paint/';

export interface FirstPaintBundle {
  url: string;
  /** Subresource Integrity of the served text (boot.js puts it on the script element). */
  integrity: string;
  /** The /dist/ URLs it registers, in the order they are written (the page no longer preloads them one by one). */
  files: readonly string[];
  body: CachedResponse;
}

const REGISTER = 'System.register([';

/**
 * The module registered under the URL SystemJS resolves for it: a map's `/dist/…` entry is resolved
 * against the page (or the map's) address, so the same file serves any origin the site is reached on.
 */
const named = (url: string, text: string) =>
  `System.register(new URL(${JSON.stringify(url)},document.baseURI).href,${withoutSourceMapLink(text.slice('System.register('.length))}`;

/**
 * The shared libraries (build.json kind `shared-lib`) in the static graph of what every page loads at
 * once, each only when its bytes on disk match the map's integrity for its URL and it is a System.register
 * module. Vendor files, the shell and apps are not in it; a library outside the graph keeps its own preload.
 */
function bundledFiles(map: ImportMapDocument, distRoot: string): { url: string; text: string }[] {
  const kinds = new Map<string, string | null>();
  const kindOf = (module: string, version: string) => {
    const folder = `${module}/${version}`;
    if (!kinds.has(folder)) {
      const record = readBuildRecord(distRoot, module, version);
      kinds.set(folder, record.ok ? record.record.kind : null);
    }
    return kinds.get(folder);
  };
  const files: { url: string; text: string }[] = [];
  for (const url of staticGraphOf(map, PRELOADED_SPECIFIERS)) {
    const parts = parseDistUrl(url);
    const expected = map.integrity?.[url];
    if (!parts || !expected || kindOf(parts.module, parts.version) !== 'shared-lib') continue;
    const read = readDistFile(distRoot, [parts.module, parts.version, parts.file]);
    if (!read.ok || sriOf(read.bytes) !== expected) continue;
    const text = read.bytes.toString('utf8');
    if (text.startsWith(REGISTER)) files.push({ url, text });
  }
  return files;
}

/** The file for `map`, or null when no library of it qualifies. */
export function firstPaintBundleOf(map: ImportMapDocument, distRoot: string): FirstPaintBundle | null {
  const files = bundledFiles(map, distRoot);
  if (files.length === 0) return null;
  const text = `${files.map((file) => named(file.url, file.text)).join('\n')}\n`;
  const hash = createHash('sha256').update(text).digest('hex').slice(0, 16);
  return {
    url: `${FIRST_PAINT_BUNDLE_PREFIX}${hash}.js`,
    integrity: sriOf(text),
    files: files.map((file) => file.url),
    body: cacheResponseCompressedAside(text, 'application/javascript; charset=utf-8'),
  };
}

/**
 * A page loaded just before a deploy asks for its map's file a moment after the new map is served: the
 * last few files stay servable (a file missing all the same is no failure: boot.js then lets every
 * library load from its own URL).
 */
const KEPT_BUNDLES = 4;

/** The files of the maps this host served, built once per map and looked up by name for the route. */
export function firstPaintBundles(distRoot: string) {
  const byMap = new WeakMap<ImportMapDocument, FirstPaintBundle | null>();
  const byName = new Map<string, FirstPaintBundle>();
  return {
    forMap(map: ImportMapDocument): FirstPaintBundle | null {
      let bundle = byMap.get(map);
      if (bundle === undefined) {
        bundle = firstPaintBundleOf(map, distRoot);
        byMap.set(map, bundle);
      }
      if (bundle) {
        // Most recently named last: the files of the maps pages are served with now are never the ones dropped.
        byName.delete(bundle.url);
        byName.set(bundle.url, bundle);
        for (const oldest of byName.keys()) if (byName.size > KEPT_BUNDLES) byName.delete(oldest);
      }
      return bundle;
    },
    /** The file served at `url`, when it is one built here. */
    served(url: string): FirstPaintBundle | undefined {
      return byName.get(url);
    },
  };
}
