/**
 * The versioned import map: every map that went live is an immutable, numbered version recording who
 * changed it, when, why and what each changed specifier was before and after. The only write is a
 * conditional one (compare-and-swap on the head version), so two deploys racing — in one process, in two
 * processes or on two machines — can never both win: the loser is told the current head and retries on
 * purpose (HTTP 412), nothing is overwritten silently.
 *
 * Implementations:
 * - file-deploy-store.ts (default): versions as files next to importmap.json, the head checked and
 *   advanced under a cross-process lock file, every file replaced atomically. Safe for host processes
 *   on ONE machine (one filesystem).
 * - ../shared-state/pg-deploy-store.ts (ARENA_HOST_STORE=postgres://…): hosts on several machines; the
 *   commit is one conditional INSERT of version n+1 while the highest is n.
 * - Other shared stores need conditional writes too; the contract maps directly onto them:
 *   * object store (S3, GCS, Azure Blob): `versions/<n+1>.json` created with `If-None-Match: *`
 *     (create-only), then `head.json` replaced with `If-Match: <etag of the head read>`; a 412 from
 *     either is `{ ok: false }`. The live `importmap.json` object is rewritten after the head.
 *   * SQL database: `INSERT INTO importmap_versions (version, ...)` with `version` the primary key,
 *     inside a transaction that also checks `SELECT max(version)` = expected; a unique-key violation is
 *     `{ ok: false }`.
 *   Every host then reads the head on each ops request and polls (or is notified of) the head to
 *   refresh the map it serves.
 */
import type { ImportMapDocument } from '../importmap-validation.ts';

/** One specifier's change in a version: `null` means absent on that side (added or removed). */
export interface SpecifierChange {
  specifier: string;
  before: string | null;
  after: string | null;
}

export interface MapVersion {
  version: number;
  /** The map as operators wrote it (integrity of /dist/ files is recomputed when it is served). */
  map: ImportMapDocument;
  operator: string;
  /** ISO time of the commit. */
  at: string;
  reason: string;
  changes: SpecifierChange[];
  /** Set when this version restores an earlier one. */
  rollbackOf?: number;
}

/** What a writer supplies; the store adds the number, the time and the diff against the head. */
export interface VersionDraft {
  map: ImportMapDocument;
  operator: string;
  reason: string;
  rollbackOf?: number;
}

export type CommitResult = { ok: true; version: MapVersion } | { ok: false; current: MapVersion };

export interface DeployStore {
  /** The live version. */
  head(): Promise<MapVersion>;
  get(version: number): Promise<MapVersion | null>;
  /** Every version, newest first. */
  history(): Promise<MapVersion[]>;
  /**
   * Commits `draft` as version `expected + 1` only if the head is still `expected`; otherwise changes
   * nothing and answers the current head. Must be atomic across every process sharing the store.
   */
  commit(expected: number, draft: VersionDraft): Promise<CommitResult>;
}

/** What a host process needs of its store beyond the contract: following the live file. */
export interface HostDeployStore extends DeployStore {
  /**
   * Records a hand edit of importmap.json as a new version (operator "file-edit") when the file differs
   * from the head and `accept` (the shared validation) accepts it; a store shared by several machines
   * answers null (its head is the truth and the file follows it).
   */
  adoptHandEdit(accept: (text: string) => boolean): Promise<MapVersion | null>;
  /** Rewrites the local live file when another host moved the head (shared stores); the file store has none. */
  followHead?(): Promise<number | null>;
}

/** Specifier-level diff of `imports` (scopes and depcache follow their modules and are not listed). */
export function diffImports(before: ImportMapDocument | null, after: ImportMapDocument): SpecifierChange[] {
  const old = before?.imports ?? {};
  const specifiers = [...new Set([...Object.keys(old), ...Object.keys(after.imports)])].sort();
  return specifiers
    .map((specifier) => ({ specifier, before: old[specifier] ?? null, after: after.imports[specifier] ?? null }))
    .filter((change) => change.before !== change.after);
}

/** The version a draft becomes on top of `previous` (the head): one rule for every store, file or shared. */
export function nextVersion(previous: MapVersion | null, draft: VersionDraft): MapVersion {
  return {
    version: (previous?.version ?? 0) + 1,
    map: draft.map,
    operator: draft.operator,
    at: new Date().toISOString(),
    reason: draft.reason,
    changes: diffImports(previous?.map ?? null, draft.map),
    ...(draft.rollbackOf === undefined ? {} : { rollbackOf: draft.rollbackOf }),
  };
}

/** Two maps are the same map when their JSON is (key order normalised). */
export function sameMap(a: ImportMapDocument, b: ImportMapDocument): boolean {
  return canonicalJson(a) === canonicalJson(b);
}

export function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    v !== null && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v as Record<string, unknown>).sort(([x], [y]) => (x < y ? -1 : x > y ? 1 : 0)))
      : v,
  );
}

/** Why a change request changes nothing in `current` (every specifier already maps to its URL), or null. */
export function noChangeReason(current: ImportMapDocument, changes: Record<string, string>, version: number): string | null {
  const unchanged = Object.entries(changes).every(([specifier, url]) => current.imports[specifier] === url);
  return unchanged ? `${Object.keys(changes).map((s) => `"${s}"`).join(', ')} already map${Object.keys(changes).length === 1 ? 's' : ''} to the requested URL in version ${version}` : null;
}
