/**
 * The deploy service of one host process: the versioned store, the canary store and the telemetry
 * counters put together. It answers what the page and map routes need on every request without I/O
 * (a snapshot refreshed after each change and every couple of seconds, so host processes sharing the
 * store follow each other's canaries) and runs the canary's automatic abort on every telemetry report.
 */
import { validateImportMap, type ImportMapDocument, type ValidationContext } from '../importmap-validation.ts';
import { DEFAULT_ABORT_POLICY, errorRate, type AbortPolicy } from '../canary/abort-decision.ts';
import { canaryVerdict, type ActiveCanary } from '../canary/canary-serving.ts';
import type { TelemetryAggregator, VersionTelemetry } from '../canary/telemetry-aggregator.ts';
import { canaryLabel, type CanaryRecord, type CanaryStore } from './canary-store.ts';
import { canonicalJson, diffImports, type DeployStore } from './deploy-store.ts';

export interface CanarySnapshot {
  record: CanaryRecord;
  serving: ActiveCanary;
  /** The canary map as served (integrity computed by the shared validation). */
  map: ImportMapDocument;
}

export interface ServingSnapshot {
  /** The head version's number as a label, when the map being served is the head's (it is, but for a moment after an edit). */
  stableLabel: string | null;
  canary: CanarySnapshot | null;
}

export interface VersionProgress extends VersionTelemetry {
  version: string;
  errorRate: number;
}

export interface CanaryProgress {
  canary: CanaryRecord;
  label: string;
  stable: VersionProgress;
  candidate: VersionProgress;
  policy: AbortPolicy;
}

export interface DeployServiceOptions {
  store: DeployStore;
  canaries: CanaryStore;
  validation: ValidationContext;
  telemetry: TelemetryAggregator;
  policy?: AbortPolicy;
  /** The imports of the map this process serves now (to tell whether it is the head's). */
  servedImports: () => ImportMapDocument['imports'];
  log: { info(message: string): void; error(message: string): void };
  /** Makes this process serve a newly committed version now (a promotion). */
  serveCommitted?: () => void;
  /**
   * Put before every version label of this environment (pages' version tag, telemetry): `staging-`
   * for staging, none for the primary environment, so hosts pooling telemetry (PostgreSQL) never count
   * staging's version 3 as production's.
   */
  labelPrefix?: string;
  /** Told of every canary start, promotion and abort (deploy hooks). */
  onEvent?: (event: DeployEvent) => void;
}

export interface DeployEvent {
  event: 'deploy' | 'rollback' | 'canary_start' | 'canary_promote' | 'canary_abort' | 'promote';
  operator: string;
  reason: string;
  version?: number;
  canary?: number;
  changes?: { specifier: string; before: string | null; after: string | null }[];
  /** For a promotion between environments: where the map came from. */
  from?: { environment: string; version: number };
}

export type EndResult = { ok: true; canary: CanaryRecord } | { ok: false; reason: string };

/** The abort policy from the environment (ARENA_CANARY_MIN_SESSIONS, ARENA_CANARY_MARGIN as a fraction). */
export function abortPolicyFromEnv(env: NodeJS.ProcessEnv): AbortPolicy {
  const minSessions = Number(env.ARENA_CANARY_MIN_SESSIONS);
  const margin = Number(env.ARENA_CANARY_MARGIN);
  return {
    minSessions: Number.isInteger(minSessions) && minSessions > 0 ? minSessions : DEFAULT_ABORT_POLICY.minSessions,
    margin: Number.isFinite(margin) && margin >= 0 && margin < 1 ? margin : DEFAULT_ABORT_POLICY.margin,
  };
}

export function createDeployService(options: DeployServiceOptions) {
  const { store, canaries, validation, telemetry, log } = options;
  const policy = options.policy ?? DEFAULT_ABORT_POLICY;
  const prefix = options.labelPrefix ?? '';
  const stableLabelOf = (version: number) => `${prefix}${version}`;
  const canaryLabelOf = (canary: CanaryRecord) => `${prefix}${canaryLabel(canary)}`;
  let snapshot: ServingSnapshot = { stableLabel: null, canary: null };
  /** The served imports the snapshot's label was computed for (a new map is a new object). */
  let labelledImports: ImportMapDocument['imports'] | null = null;
  let checking: Promise<void> | null = null;

  const servedMapOf = (map: ImportMapDocument): ImportMapDocument => {
    const checked = validateImportMap(JSON.stringify(map), validation);
    return checked.ok ? checked.map : map;
  };

  /** Re-reads the head and the running canary; cheap enough to run every couple of seconds. */
  const refresh = async (): Promise<ServingSnapshot> => {
    const [head, running] = await Promise.all([store.head(), canaries.running()]);
    // Counts other hosts pooled (a shared store): the automatic abort judges every host's reports.
    if (running) await telemetry.pull([stableLabelOf(running.baseVersion), canaryLabelOf(running)]);
    const served = options.servedImports();
    const stableLabel = canonicalJson(head.map.imports) === canonicalJson(served) ? stableLabelOf(head.version) : null;
    labelledImports = served;
    let canary: CanarySnapshot | null = null;
    if (running) {
      const reuse = snapshot.canary?.record.id === running.id ? snapshot.canary.map : null;
      canary = {
        record: running,
        map: reuse ?? servedMapOf(running.map),
        serving: { id: `canary-${running.id}`, percent: running.percent, stableVersion: stableLabelOf(running.baseVersion), canaryVersion: canaryLabelOf(running) },
      };
    }
    snapshot = { stableLabel, canary };
    return snapshot;
  };

  const progressOf = (version: string): VersionProgress => {
    const counts = telemetry.countsFor(version);
    return { version, ...counts, errorRate: errorRate(counts) };
  };

  const end = async (outcome: 'promoted' | 'aborted', operator: string, reason: string): Promise<EndResult> => {
    const running = await canaries.running();
    if (!running) return { ok: false, reason: 'canary_not_running' };
    const result = await canaries.end(running.id, { outcome, operator, reason }, async () => {
      if (outcome === 'aborted') return {};
      // The promotion is a compare-and-swap on the version the canary was made from: a head that moved
      // meanwhile (a hand edit) refuses it rather than silently dropping that edit.
      const committed = await store.commit(running.baseVersion, { map: running.map, operator, reason: `canary ${running.id} promoted: ${reason}` });
      return committed.ok ? { version: committed.version.version } : { refused: 'version_stale' };
    });
    if (result.ok && outcome === 'promoted') options.serveCommitted?.();
    await refresh();
    if (result.ok) {
      log.info(`canary ${running.id} ${outcome} by ${operator}: ${reason}`);
      const version = result.canary.end?.version;
      options.onEvent?.({ event: outcome === 'promoted' ? 'canary_promote' : 'canary_abort', operator, reason, canary: running.id, changes: running.changes, ...(version === undefined ? {} : { version }) });
    }
    return result;
  };

  return {
    policy,
    canaries,
    /**
     * What pages and the map route serve now (no I/O). Between a new map being served (the watcher) and
     * the next refresh, the label is withheld rather than wrong: pages once carried the previous
     * version's tag in 4 of 10 loads after a change (issue 29, finding 6).
     */
    serving: (): ServingSnapshot => (options.servedImports() === labelledImports ? snapshot : { ...snapshot, stableLabel: null }),
    refresh,

    /** Starts a canary of `changes` on top of head version `expected`; the map is validated like any other. */
    async startCanary(input: { expected: number; map: ImportMapDocument; percent: number; operator: string; reason: string }) {
      const checked = validateImportMap(JSON.stringify(input.map), validation);
      if (!checked.ok) return { ok: false as const, reason: 'importmap_refused', detail: checked.reason };
      const head = await store.head();
      const result = await canaries.start(
        { baseVersion: input.expected, percent: input.percent, map: input.map, changes: diffImports(head.map, input.map), operator: input.operator, reason: input.reason },
        async () => ((await store.head()).version === input.expected ? null : 'version_stale'),
      );
      await refresh();
      if (!result.ok) return { ok: false as const, reason: result.reason, detail: '' };
      // A fresh sample: counters of an earlier canary with the same label must not count.
      telemetry.reset(canaryLabelOf(result.canary));
      log.info(`canary ${result.canary.id} started by ${input.operator} at ${input.percent}%: ${input.reason}`);
      options.onEvent?.({ event: 'canary_start', operator: input.operator, reason: input.reason, canary: result.canary.id, changes: result.canary.changes });
      return { ok: true as const, canary: result.canary };
    },

    promote: (operator: string, reason: string) => end('promoted', operator, reason),
    abort: (operator: string, reason: string) => end('aborted', operator, reason),

    async progress(): Promise<CanaryProgress | null> {
      const running = await canaries.running();
      if (!running) return null;
      await telemetry.pull([stableLabelOf(running.baseVersion), canaryLabelOf(running)]);
      return { canary: running, label: canaryLabelOf(running), stable: progressOf(stableLabelOf(running.baseVersion)), candidate: progressOf(canaryLabelOf(running)), policy };
    },

    /**
     * Called on every telemetry report: aborts the running canary by itself when its error rate exceeds
     * the stable map's by the policy's margin over its minimum of sessions. One check at a time; the
     * canary store's create-only end record makes a racing abort (another process, an operator) harmless.
     */
    checkCanary(): Promise<void> {
      const running = snapshot.canary;
      if (!running || checking) return checking ?? Promise.resolve();
      const verdict = canaryVerdict(telemetry, running.serving, policy);
      if (!verdict.abort) return Promise.resolve();
      checking = end('aborted', 'system', verdict.reason)
        .then(
          (result) => {
            if (!result.ok && result.reason !== 'canary_not_running' && result.reason !== 'canary_ended') log.error(`canary automatic abort failed: ${result.reason}`);
          },
          (error: Error) => log.error(`canary automatic abort failed: ${error.message}`),
        )
        .finally(() => {
          checking = null;
        });
      return checking;
    },
  };
}

export type DeployService = ReturnType<typeof createDeployService>;
