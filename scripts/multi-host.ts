/**
 * `npm run multi-host -- [N]`: the scale-out shape on one machine — one reference backend, one
 * PostgreSQL, N hosts on N ports (default 3, from PORT or 8080 up) sharing their state through it
 * (server/src/host/shared-state/). Uses ARENA_HOST_STORE when set, else starts a throwaway cluster in
 * a temporary folder and removes it on Ctrl-C. Each host gets its own copy of the import map, as on its
 * own machine: a deploy through any host reaches the others through the database. Builds first when
 * first when there is no import map yet. Set ARENA_OPS_TOKENS(_FILE) to deploy (README.md "Several hosts").
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { startTestCluster, type TestCluster } from '../server/src/platform/throwaway-pg-cluster.ts';

const root = resolve(import.meta.dirname, '..');
const count = Number(process.argv[2] ?? 3);
if (!Number.isInteger(count) || count < 1 || count > 16) throw new Error('usage: npm run multi-host -- [number of hosts, 1–16]');
const firstPort = Number(process.env.PORT ?? 8080);
const apiPort = Number(process.env.ARENA_API_PORT ?? firstPort + count);

const children: ChildProcess[] = [];
let cluster: TestCluster | null = null;
const work = mkdtempSync(join(tmpdir(), 'arena-multi-host-'));

function stopAll(): void {
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  cluster?.destroy();
  rmSync(work, { recursive: true, force: true });
}
process.on('SIGINT', () => process.exit(0));
process.on('SIGTERM', () => process.exit(0));
process.on('exit', stopAll);

/** Starts `npm run <script>` and resolves once it prints its "running" line. */
function run(name: string, script: string, env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolvePromise, reject) => {
    const child = spawn('npm', ['run', '--silent', script], { cwd: root, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'inherit'] });
    children.push(child);
    child.stdout!.on('data', (chunk: Buffer) => {
      for (const line of chunk.toString().split('\n').filter(Boolean)) {
        console.log(`[${name}] ${line}`);
        if (/is running at/.test(line)) resolvePromise();
      }
    });
    child.once('exit', (code) => reject(new Error(`${name} exited (${code}) before it was running`)));
  });
}

const storeUrl = process.env.ARENA_HOST_STORE ?? (cluster = await startTestCluster()).url;
console.log(`PostgreSQL: ${storeUrl}`);
// Only a host holding the backend's relay token may open the live feed's relay subscription.
const relayToken = process.env.ARENA_LIVE_RELAY_TOKEN ?? randomBytes(32).toString('hex');
await run('api', 'api', { ARENA_API_PORT: String(apiPort), ARENA_TRUSTED_PROXIES: '127.0.0.1', ARENA_LIVE_RELAY_TOKEN: relayToken });
// A report may reach another host than its page: every host signs and checks page tokens alike.
const telemetrySecret = process.env.ARENA_TELEMETRY_SECRET ?? randomBytes(32).toString('hex');
const hostEnv = (i: number): NodeJS.ProcessEnv => {
  const dir = join(work, `host-${i + 1}`);
  mkdirSync(dir);
  return { PORT: String(firstPort + i), ARENA_TELEMETRY_SECRET: telemetrySecret, ARENA_LIVE_RELAY_TOKEN: relayToken, ARENA_API_URL: `http://127.0.0.1:${apiPort}`, ARENA_HOST_STORE: storeUrl, ARENA_IMPORTMAP: join(dir, 'importmap.json') };
};
const liveMap = resolve(root, process.env.ARENA_IMPORTMAP ?? 'importmap/importmap.json');
if (!existsSync(liveMap)) {
  console.log('Building first (no import map yet)…');
  const build = spawn('npm', ['run', '--silent', 'build'], { cwd: root, stdio: 'inherit' });
  const code = await new Promise<number | null>((done) => build.once('exit', done));
  if (code !== 0) throw new Error(`the build failed (${code})`);
}
await Promise.all(
  Array.from({ length: count }, (_, i) => {
    const env = hostEnv(i);
    copyFileSync(liveMap, env.ARENA_IMPORTMAP!);
    return run(`host-${i + 1}`, 'host', env);
  }),
);
console.log(`${count} hosts on ports ${firstPort}–${firstPort + count - 1}, backend on ${apiPort}; Ctrl-C stops them all.`);
