/**
 * build.json: what the build knows about one version folder dist/<module>/<hash>/, written next to
 * its files. The host reads it to judge an import-map edit (is this URL really the entry of that
 * module? does it export single-spa lifecycles?) and to give every file its Subresource Integrity.
 */
import { createHash } from 'node:crypto';

/** Bumped when fields are added, so an older folder's build.json is rewritten by the next build. */
export const BUILD_RECORD_FORMAT = 3;

/** `monolith` is the benchmark's single-bundle baseline: never referenced by an import map. */
export type BuiltKind = 'vendor' | 'shared-lib' | 'root-config' | 'shell' | 'app' | 'monolith' | 'spa' | 'ops-page';

export interface BuiltEntry {
  /** The import-map specifier this entry file is built for, e.g. `@arena/betting` or `react-dom/client`. */
  specifier: string;
  /** Names the entry exports (an app or the shell parcel exports bootstrap, mount and unmount). */
  exports: string[];
}

export interface BuildRecord {
  format: number;
  /** Folder name under dist/, e.g. `betting` or `vendor`. */
  module: string;
  hash: string;
  builtAt: string;
  kind: BuiltKind;
  /** Entry file name inside the folder → what it is. Chunks are not entries. */
  entries: Record<string, BuiltEntry>;
  /** Every script and stylesheet of the folder → its `sha384-…` digest (Subresource Integrity). */
  integrity: Record<string, string>;
  [extra: string]: unknown;
}

/** The Subresource Integrity value of a file's bytes. */
export function sriOf(contents: string | Buffer): string {
  return `sha384-${createHash('sha384').update(contents).digest('base64')}`;
}

/** Files whose integrity the build records: what a page loads (scripts and stylesheets). */
export const HAS_INTEGRITY = /\.(js|css)$/;
