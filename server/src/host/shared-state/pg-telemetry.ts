/**
 * Telemetry counts pooled by every host (PostgreSQL): a canary's sessions and error sessions are
 * counted once whichever host a report reached, so its error rate — and the automatic abort — are the
 * same on every host. Each report is written in the background (one host's writes in order, so a reset
 * precedes the reports after it) and answered with the version's pooled totals, which `countsFor`
 * returns synchronously; `pull` refreshes versions other hosts moved (the deploy service calls it).
 * The last error samples stay per host (an operator's hint, not a count). Database out of reach: the
 * local counters go on, the failure is logged at most once a minute.
 */
import type { Pool } from 'pg';
import { TelemetryAggregator, type ErrorSample, type VersionTelemetry } from '../canary/telemetry-aggregator.ts';

type PooledCounts = Omit<VersionTelemetry, 'recentErrors'>;

const LOG_EVERY_MS = 60_000;
const MAX_POOLED_VERSIONS = 200;

export class SharedTelemetryAggregator extends TelemetryAggregator {
  private readonly pooled = new Map<string, PooledCounts>();
  private queue: Promise<void> = Promise.resolve();
  private lastLogged = 0;
  /** Runs after pooled counts changed (the host re-runs its canary's abort decision). */
  onPooledChange: () => void = () => undefined;

  constructor(
    private readonly pool: Pool,
    private readonly log: (message: string) => void,
  ) {
    super();
  }

  override sessionStarted(mapVersion: string, sessionId: string): void {
    super.sessionStarted(mapVersion, sessionId);
    this.write(mapVersion, ['INSERT INTO telemetry_sessions (map_version, session_id) VALUES ($1, $2) ON CONFLICT DO NOTHING', [mapVersion, sessionId]]);
  }

  override errorReported(mapVersion: string, sessionId: string, sample: Omit<ErrorSample, 'at'>): void {
    super.errorReported(mapVersion, sessionId, sample);
    this.write(
      mapVersion,
      ['INSERT INTO telemetry_sessions (map_version, session_id, errored) VALUES ($1, $2, true) ON CONFLICT (map_version, session_id) DO UPDATE SET errored = true', [mapVersion, sessionId]],
      ['INSERT INTO telemetry_counts (map_version, errors) VALUES ($1, 1) ON CONFLICT (map_version) DO UPDATE SET errors = telemetry_counts.errors + 1', [mapVersion]],
    );
  }

  override serverRenderFellBack(mapVersion: string, app: string, reason: string): void {
    super.serverRenderFellBack(mapVersion, app, reason);
    this.write(mapVersion, [
      'INSERT INTO telemetry_counts (map_version, server_render_fallbacks) VALUES ($1, 1) ON CONFLICT (map_version) DO UPDATE SET server_render_fallbacks = telemetry_counts.server_render_fallbacks + 1',
      [mapVersion],
    ]);
  }

  override reset(mapVersion: string): void {
    super.reset(mapVersion);
    this.pooled.delete(mapVersion);
    this.write(mapVersion, ['DELETE FROM telemetry_sessions WHERE map_version = $1', [mapVersion]], ['DELETE FROM telemetry_counts WHERE map_version = $1', [mapVersion]]);
  }

  override countsFor(mapVersion: string): VersionTelemetry {
    const local = super.countsFor(mapVersion);
    const pooled = this.pooled.get(mapVersion);
    return pooled ? { ...pooled, recentErrors: local.recentErrors } : local;
  }

  override async pull(versions: readonly string[]): Promise<void> {
    await this.settled();
    try {
      for (const version of versions) await this.readPooled(version);
    } catch (error) {
      this.failed(error as Error);
    }
  }

  /** Resolves once this host's writes so far reached the database (or failed). */
  settled(): Promise<void> {
    return this.queue;
  }

  private write(mapVersion: string, ...statements: [string, unknown[]][]): void {
    this.queue = this.queue.then(async () => {
      try {
        for (const [sql, values] of statements) await this.pool.query(sql, values);
        await this.readPooled(mapVersion);
        this.onPooledChange();
      } catch (error) {
        this.failed(error as Error);
      }
    });
  }

  private async readPooled(mapVersion: string): Promise<void> {
    const { rows } = await this.pool.query<{ sessions: number; sessions_with_errors: number; errors: number | null; fallbacks: number | null }>(
      `SELECT (SELECT count(*)::integer FROM telemetry_sessions WHERE map_version = $1) AS sessions,
              (SELECT count(*)::integer FROM telemetry_sessions WHERE map_version = $1 AND errored) AS sessions_with_errors,
              c.errors, c.server_render_fallbacks AS fallbacks
         FROM (SELECT 1) one LEFT JOIN telemetry_counts c ON c.map_version = $1`,
      [mapVersion],
    );
    const row = rows[0]!;
    // Bounded like the local counters: the oldest version read goes first (live and canary ones are recent).
    this.pooled.delete(mapVersion);
    if (this.pooled.size >= MAX_POOLED_VERSIONS) this.pooled.delete(this.pooled.keys().next().value!);
    this.pooled.set(mapVersion, { sessions: row.sessions, sessionsWithErrors: row.sessions_with_errors, errors: row.errors ?? 0, serverRenderFallbacks: row.fallbacks ?? 0 });
  }

  private failed(error: Error): void {
    if (Date.now() - this.lastLogged < LOG_EVERY_MS) return;
    this.lastLogged = Date.now();
    this.log(`telemetry: cannot reach the host store, counting on this host only meanwhile (${error.message})`);
  }
}
