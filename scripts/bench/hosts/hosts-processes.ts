/**
 * The processes of the multi-host bench: one reference backend and N hosts apart from it (server.ts's
 * `api` and `host` parts), each host with its own copy of the import map, all on one PostgreSQL.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const BENCH_DEPLOYER_TOKEN = 'bench-deployer-token-6t2y8u4i0o3p7a1s';
/** The backend's and the hosts' live relay token (ARENA_LIVE_RELAY_TOKEN). */
export const BENCH_RELAY_TOKEN = 'bench-live-relay-token-4f8b2c6d1e9a';

export interface BenchProcess {
  origin: string;
  child: ChildProcess;
  stop(): Promise<void>;
}

export function startPart(root: string, part: 'api' | 'host', env: NodeJS.ProcessEnv, ready: RegExp): Promise<BenchProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', join(root, 'server/src/server.ts'), part], {
    cwd: root,
    env: { ...process.env, HOST: '127.0.0.1', LOG_LEVEL: 'error', NODE_ENV: 'production', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let logs = '';
  return new Promise((resolve, reject) => {
    // A shared 2-core machine may take a while to compile and start a process: wait, then kill it.
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`${part} did not start in 120 s:\n${logs}`));
    }, 120_000);
    const onData = (chunk: Buffer) => {
      if (logs.length < 20_000) logs += chunk.toString();
      const match = ready.exec(logs);
      if (match) {
        clearTimeout(timer);
        resolve({
          origin: match[1]!,
          child,
          stop: async () => {
            if (child.exitCode !== null || child.signalCode !== null) return;
            const exited = new Promise((r) => child.once('exit', r));
            child.kill('SIGTERM');
            await exited;
          },
        });
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.once('exit', (code) => reject(new Error(`${part} exited with ${code}:\n${logs}`)));
  });
}

/** The backend and `count` hosts on `storeUrl`; `stop` ends them all and removes their files. */
export async function startHosts(root: string, storeUrl: string, count: number, importMap: string) {
  const work = mkdtempSync(join(tmpdir(), 'arena-bench-hosts-'));
  // Loopback is the proxy every client and host arrives through: not capped per address.
  const api = await startPart(root, 'api', { ARENA_API_PORT: '0', ARENA_DB: ':memory:', ARENA_TRUSTED_PROXIES: '127.0.0.1', ARENA_LIVE_RELAY_TOKEN: BENCH_RELAY_TOKEN }, /Arena API is running at (https?:\/\/[^/\s]+)/);
  const tokens = JSON.stringify([{ sha256: createHash('sha256').update(BENCH_DEPLOYER_TOKEN).digest('hex'), operator: 'bench', role: 'deployer' }]);
  const hosts: BenchProcess[] = [];
  const stop = async () => {
    await Promise.all(hosts.map((h) => h.stop()));
    await api.stop();
    rmSync(work, { recursive: true, force: true });
  };
  try {
    // One after the other: a host's start is mostly CPU (compiling), and three at once only queue.
    for (let i = 0; i < count; i++) {
      const map = join(work, `importmap-${i + 1}.json`);
      copyFileSync(importMap, map);
      const env = { PORT: '0', ARENA_API_URL: api.origin, ARENA_HOST_STORE: storeUrl, ARENA_IMPORTMAP: map, ARENA_OPS_TOKENS: tokens, ARENA_TELEMETRY_SECRET: 'bench-telemetry-secret-0123456789abcdef', ARENA_LIVE_RELAY_TOKEN: BENCH_RELAY_TOKEN, ARENA_TRUSTED_PROXIES: '127.0.0.1' };
      hosts.push(await startPart(root, 'host', env, /Arena is running at (https?:\/\/[^/\s]+)/));
    }
  } catch (error) {
    await stop();
    throw error;
  }
  return { api, hosts, stop };
}
