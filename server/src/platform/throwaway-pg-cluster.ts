/**
 * A throwaway PostgreSQL cluster in a temporary folder, started by the test file that needs it (or by
 * `npm run multi-host`) and removed after: never a system service. PostgreSQL refuses to run as root, so when the
 * tests run as root (CI containers, this machine) the cluster belongs to the unprivileged `nobody`.
 * A missing PostgreSQL fails the test with a clear message: these tests are never skipped (`.ci/run`
 * installs Debian's `postgresql`).
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface TestCluster {
  /** `postgres://…` of the cluster's `arena` database (what ARENA_HOST_STORE takes). */
  url: string;
  /** Stops the server (fast shutdown), keeping the data: the "database is down" case. */
  stop(): void;
  /** Starts it again on the same port. */
  start(): void;
  /** Stops it and removes its folder. */
  destroy(): void;
}

/** The newest installed PostgreSQL's bin folder (Debian: /usr/lib/postgresql/<major>/bin), or PG_BIN. */
function postgresBin(): string {
  if (process.env.PG_BIN) return process.env.PG_BIN;
  const base = '/usr/lib/postgresql';
  const majors = existsSync(base) ? readdirSync(base).filter((name) => /^\d+$/.test(name)).sort((a, b) => Number(b) - Number(a)) : [];
  const bin = majors.map((major) => join(base, major, 'bin')).find((dir) => existsSync(join(dir, 'initdb')));
  if (!bin) throw new Error('PostgreSQL is not installed: these tests need initdb and pg_ctl (Debian: apt-get install postgresql; or set PG_BIN)');
  return bin;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

const asRoot = typeof process.getuid === 'function' && process.getuid() === 0;

/** Runs a PostgreSQL tool as the cluster's owner (`nobody` when we are root). */
function run(tool: string, args: string[]): void {
  const [command, argv] = asRoot ? ['runuser', ['-u', 'nobody', '--', tool, ...args]] : [tool, args];
  const result = spawnSync(command, argv, { encoding: 'utf8', cwd: tmpdir() });
  if (result.status !== 0) throw new Error(`${tool} ${args.join(' ')} failed: ${result.stderr || result.stdout || result.error?.message}`);
}

export async function startTestCluster(): Promise<TestCluster> {
  const bin = postgresBin();
  const dir = mkdtempSync(join(tmpdir(), 'arena-pg-'));
  chmodSync(dir, 0o777); // the owner (nobody) writes its data, socket and log here
  if (asRoot) execFileSync('chown', ['nobody', dir]);
  const data = join(dir, 'data');
  const port = await freePort();
  run(join(bin, 'initdb'), ['-D', data, '-U', 'arena', '--auth=trust', '-E', 'UTF8', '--no-sync']);
  const start = () => run(join(bin, 'pg_ctl'), ['-D', data, '-l', join(dir, 'log'), '-w', '-o', `-k ${dir} -p ${port} -c listen_addresses=127.0.0.1 -c fsync=off`, 'start']);
  const stop = () => run(join(bin, 'pg_ctl'), ['-D', data, '-m', 'fast', '-w', 'stop']);
  start();
  run(join(bin, 'createdb'), ['-h', dir, '-p', String(port), '-U', 'arena', 'arena']);
  return {
    url: `postgres://arena@127.0.0.1:${port}/arena`,
    stop,
    start,
    destroy() {
      try {
        stop();
      } catch {
        // already stopped (a test took it down)
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
