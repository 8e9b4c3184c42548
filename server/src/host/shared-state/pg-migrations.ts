/**
 * The PostgreSQL host store's schema as a versioned list of migrations. Each entry runs once, in its own
 * transaction, in list order; `host_schema_migrations` records which ran. Hosts starting together take
 * a transaction-scoped advisory lock first, so exactly one of them applies a migration and the others
 * find it recorded. Append only: a released migration is never edited (add the next one instead).
 */
import type { Pool } from 'pg';

/** The LISTEN/NOTIFY channel telling hosts that the head or the canary changed (delivered on commit). */
export const HOST_STATE_CHANNEL = 'arena_host_state';

export const MIGRATIONS: readonly { version: number; name: string; sql: string }[] = [
  {
    version: 1,
    name: 'deploy versions and canaries',
    sql: `
      CREATE TABLE importmap_versions (
        version     integer PRIMARY KEY CHECK (version > 0),
        record      jsonb NOT NULL,
        created_at  timestamptz NOT NULL DEFAULT now()
      );
      CREATE TABLE canaries (
        id          integer PRIMARY KEY CHECK (id > 0),
        start       jsonb NOT NULL,
        ending      jsonb
      );`,
  },
  {
    version: 2,
    name: 'telemetry counts and rate-limit windows shared by every host',
    sql: `
      CREATE TABLE telemetry_sessions (
        map_version text NOT NULL,
        session_id  text NOT NULL,
        errored     boolean NOT NULL DEFAULT false,
        PRIMARY KEY (map_version, session_id)
      );
      CREATE TABLE telemetry_counts (
        map_version             text PRIMARY KEY,
        errors                  integer NOT NULL DEFAULT 0,
        server_render_fallbacks integer NOT NULL DEFAULT 0
      );
      CREATE TABLE rate_windows (
        limiter     text NOT NULL,
        client      text NOT NULL,
        hits        integer NOT NULL,
        ends_at     timestamptz NOT NULL,
        PRIMARY KEY (limiter, client)
      );
      CREATE INDEX rate_windows_ends_at ON rate_windows (ends_at);`,
  },
  {
    version: 3,
    name: 'notify hosts of a new version or a canary change',
    sql: `
      CREATE FUNCTION arena_notify_host_state() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        PERFORM pg_notify('${HOST_STATE_CHANNEL}', TG_TABLE_NAME);
        RETURN NULL;
      END $$;
      CREATE TRIGGER importmap_versions_notify AFTER INSERT ON importmap_versions FOR EACH STATEMENT EXECUTE FUNCTION arena_notify_host_state();
      CREATE TRIGGER canaries_notify AFTER INSERT OR UPDATE ON canaries FOR EACH STATEMENT EXECUTE FUNCTION arena_notify_host_state();`,
  },
  {
    version: 4,
    // Rows written before environments existed belong to the primary environment, named production by default.
    name: 'environments (a history and canaries per environment) and deploy hooks',
    sql: `
      ALTER TABLE importmap_versions ADD COLUMN environment text NOT NULL DEFAULT 'production';
      ALTER TABLE importmap_versions DROP CONSTRAINT importmap_versions_pkey, ADD PRIMARY KEY (environment, version);
      ALTER TABLE canaries ADD COLUMN environment text NOT NULL DEFAULT 'production';
      ALTER TABLE canaries DROP CONSTRAINT canaries_pkey, ADD PRIMARY KEY (environment, id);
      CREATE TABLE deploy_hooks (
        id          text PRIMARY KEY,
        record      jsonb NOT NULL,
        created_at  timestamptz NOT NULL DEFAULT now()
      );
      CREATE TABLE deploy_hook_deliveries (
        id          text PRIMARY KEY,
        at          timestamptz NOT NULL,
        record      jsonb NOT NULL
      );
      CREATE INDEX deploy_hook_deliveries_at ON deploy_hook_deliveries (at);`,
  },
];

/** An arbitrary constant naming "the migration lock" among advisory locks. */
const MIGRATION_LOCK = 28_000_001;

/** Applies the migrations not yet recorded; answers the schema version reached. */
export async function migrate(pool: Pool): Promise<number> {
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    await client.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
    await client.query('CREATE TABLE IF NOT EXISTS host_schema_migrations (version integer PRIMARY KEY, name text NOT NULL, applied_at timestamptz NOT NULL DEFAULT now())');
    const done = new Set((await client.query<{ version: number }>('SELECT version FROM host_schema_migrations')).rows.map((row) => row.version));
    for (const migration of MIGRATIONS) {
      if (done.has(migration.version)) continue;
      await client.query(migration.sql);
      await client.query('INSERT INTO host_schema_migrations (version, name) VALUES ($1, $2)', [migration.version, migration.name]);
    }
    await client.query('COMMIT');
    return Math.max(0, ...MIGRATIONS.map((m) => m.version));
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
}
