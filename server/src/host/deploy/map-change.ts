/**
 * The one path by which a request changes an environment's map: Arena's own PATCH, import-map-deployer's
 * PATCH /services, DELETE /services/:name and PATCH /import-map.json, and a promotion between
 * environments all end here, so none of them skips a check. In order: the request's URLs judged as text
 * (no file is touched for a malformed one), no change while a canary runs, the caller's If-Match, a
 * change that changes nothing, depcache kept true to the chosen builds, the shared validation (SRI,
 * build files and lifecycles, imports resolving), then the store's compare-and-swap.
 */
import { changesShapeProblem, validateImportMap, type ImportMapDocument, type ValidationContext } from '../importmap-validation.ts';
import { sameMap, type MapVersion } from './deploy-store.ts';
import type { DeployEvent } from './deploy-service.ts';
import { refreshDepcache } from './depcache.ts';
import type { EnvironmentDeploy } from './deploy-environments.ts';

export interface MapChange {
  /** The head version the caller saw (If-Match); null: apply on whatever the head is (imd clients send none). */
  expected: number | null;
  operator: string;
  reason: string;
  /** specifier → URL the change introduces (imports and scope entries), judged as text first. */
  urls: Record<string, string>;
  /** The edited map, made from the head's. */
  edit(head: ImportMapDocument): ImportMapDocument;
  /** Why the change changes nothing in the head (default: the edited map equals the head's). */
  noChange?(head: MapVersion): string | null;
  rollbackOf?: number;
  /** The edit is a whole map recorded earlier (rollback, promotion): its depcache is kept as it was. */
  wholeMap?: boolean;
  event?: Pick<DeployEvent, 'event' | 'from'>;
}

export type ChangeOutcome =
  | { ok: true; version: MapVersion }
  | { ok: false; status: 409; code: 'canary_running' | 'no_change'; reason: string; current: MapVersion | null }
  | { ok: false; status: 412; current: MapVersion }
  | { ok: false; status: 422; reason: string };

/**
 * Without If-Match, a change lost to a concurrent one is made again on the new head, up to this many
 * times: each round of a race has a winner, so this many clients deploying at once all get through.
 */
const UNCONDITIONAL_ATTEMPTS = 25;

export async function applyMapChange(env: EnvironmentDeploy, validation: ValidationContext, change: MapChange): Promise<ChangeOutcome> {
  const shape = changesShapeProblem(change.urls);
  if (shape) return { ok: false, status: 422, reason: shape };
  if (await env.service.canaries.running()) return { ok: false, status: 409, code: 'canary_running', reason: '', current: null };
  for (let attempt = 1; ; attempt++) {
    const head = await env.store.head();
    // Stale before any work: the losers of a race are answered without validating anything.
    if (change.expected !== null && head.version !== change.expected) return { ok: false, status: 412, current: head };
    const edited = change.edit(head.map);
    const unchanged = change.noChange ? change.noChange(head) : sameMap(edited, head.map) ? `version ${head.version} already has this map` : null;
    if (unchanged) return { ok: false, status: 409, code: 'no_change', reason: unchanged, current: head };
    // A whole recorded map (rollback, promotion) keeps its own hints; an edit's new builds bring theirs.
    const map = change.wholeMap ? edited : refreshDepcache(edited, Object.values(change.urls), validation.distRoot);
    const checked = validateImportMap(JSON.stringify(map), validation);
    if (!checked.ok) return { ok: false, status: 422, reason: checked.reason };
    const draft = { map, operator: change.operator, reason: change.reason, ...(change.rollbackOf === undefined ? {} : { rollbackOf: change.rollbackOf }) };
    const result = await env.store.commit(head.version, draft);
    if (result.ok) {
      env.serveCommitted();
      const { event = 'deploy', from } = change.event ?? {};
      env.notify({ event, operator: change.operator, reason: change.reason, version: result.version.version, changes: result.version.changes, ...(from ? { from } : {}) });
      return { ok: true, version: result.version };
    }
    if (change.expected !== null || attempt >= UNCONDITIONAL_ATTEMPTS) return { ok: false, status: 412, current: result.current };
  }
}
