/**
 * The "live fan-out" section of the bench (issue 28): 200, 1 000 and 5 000 concurrent live-feed clients
 * against one reference backend process (`npm run api`, the process that serves the feed) or — as players
 * reach it — THROUGH one host apart from that backend (`through: 'host'`: the host's relay holds one
 * upstream subscription and fans it out, host/live-relay.ts): event gap p50/p99 at the 4 s tick, bytes per
 * client per tick, and the serving process's memory per connected (idle) client.
 * `root` may be another checkout (e.g. the code before the delta feed) to measure it the same way.
 */
import { spawn } from 'node:child_process';
import { copyFileSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { BENCH_RELAY_TOKEN, startPart } from '../hosts/hosts-processes.ts';
import { measureLiveClients, type LiveClientsSample } from './live-clients.ts';

export const LIVE_TICK_MS = 4000;

export interface LiveFanoutLevel extends LiveClientsSample {
  /** Growth of the server's resident memory once the clients connected, per connected client. */
  rssPerClientBytes: number;
  /** The machine's 1-minute load average as the window began and as it ended (other developers' load included). */
  loadAverage?: [number, number];
}

/** Where the clients connect: the backend's own feed, or a host relaying it. */
export type LiveFanoutThrough = 'api' | 'host';

export interface LiveFanoutFigures {
  date: string;
  /** What was measured: the git commit of `root` and the feed URL's query. */
  code: string;
  windowMs: number;
  /** Absent in figures measured before the host relay existed: the backend. */
  through?: LiveFanoutThrough;
  levels: LiveFanoutLevel[];
  /** What the figures mean when a target is missed: the measured reason and the next lever (written after the run). */
  note?: string;
}

const rssOf = (pid: number) => Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) * 1024;

async function startApi(root: string) {
  const child = spawn(process.execPath, ['--import', 'tsx', join(root, 'server/src/server.ts'), 'api'], {
    cwd: root,
    // Loopback is the "proxy" every client arrives through: not capped at 256 connections per address.
    env: { ...process.env, ARENA_API_PORT: '0', HOST: '127.0.0.1', ARENA_DB: ':memory:', LOG_LEVEL: 'warn', NODE_ENV: 'production', ARENA_TRUSTED_PROXIES: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let logs = '';
  const origin = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`the API did not start in 30 s:\n${logs}`)), 30_000);
    const onData = (chunk: Buffer) => {
      if (logs.length < 20_000) logs += chunk.toString();
      const match = /Arena API is running at (https?:\/\/[^/\s]+)/.exec(logs);
      if (match) {
        clearTimeout(timer);
        resolve(match[1]!);
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.once('exit', (code) => reject(new Error(`the API exited with ${code}:\n${logs}`)));
  });
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((r) => child.once('exit', r));
    child.kill('SIGTERM');
    await exited;
  };
  return { origin, pid: child.pid!, stop };
}

/**
 * A backend and one host apart from it (the processes `npm run api` and `npm run host` run), sharing the
 * relay token; the clients connect to the host, whose pid is the one measured.
 */
async function startHostOverApi(root: string) {
  const work = mkdtempSync(join(tmpdir(), 'arena-bench-live-'));
  const map = join(work, 'importmap.json');
  copyFileSync(join(root, 'importmap', 'importmap.json'), map);
  // Loopback is the proxy every client and the host arrive through: not capped per address.
  const api = await startPart(root, 'api', { ARENA_API_PORT: '0', ARENA_DB: ':memory:', ARENA_TRUSTED_PROXIES: '127.0.0.1', ARENA_LIVE_RELAY_TOKEN: BENCH_RELAY_TOKEN, LOG_LEVEL: 'warn' }, /Arena API is running at (https?:\/\/[^/\s]+)/);
  try {
    const host = await startPart(root, 'host', { PORT: '0', ARENA_API_URL: api.origin, ARENA_IMPORTMAP: map, ARENA_TRUSTED_PROXIES: '127.0.0.1', ARENA_LIVE_RELAY_TOKEN: BENCH_RELAY_TOKEN, LOG_LEVEL: 'warn' }, /Arena is running at (https?:\/\/[^/\s]+)/);
    const stop = async () => {
      await host.stop();
      await api.stop();
      rmSync(work, { recursive: true, force: true });
    };
    return { origin: host.origin, pid: host.child.pid!, stop };
  } catch (error) {
    await api.stop();
    rmSync(work, { recursive: true, force: true });
    throw error;
  }
}

const load1 = () => Math.round(loadavg()[0]! * 100) / 100;

/** Fresh server processes per level, so one level's leftovers never slow the next. */
export async function measureLiveFanout(root: string, code: string, levels: readonly number[], windowMs: number, log: (line: string) => void, through: LiveFanoutThrough = 'api'): Promise<LiveFanoutFigures> {
  const out: LiveFanoutLevel[] = [];
  for (const clients of levels) {
    const server = through === 'host' ? await startHostOverApi(root) : await startApi(root);
    try {
      const before = rssOf(server.pid);
      let after = before;
      let loadAtStart = load1();
      log(`bench: live fan-out through the ${through}, ${clients} clients (${windowMs / 1000} s window)`);
      const sample = await measureLiveClients(`${server.origin}/betting-api/live/feed?section=live`, clients, {
        connectMs: 30_000 + clients * 6,
        windowMs,
        tickMs: LIVE_TICK_MS,
        onConnected: async () => {
          after = rssOf(server.pid);
          loadAtStart = load1();
        },
      });
      out.push({ ...sample, rssPerClientBytes: sample.connected ? (after - before) / sample.connected : 0, loadAverage: [loadAtStart, load1()] });
    } finally {
      await server.stop();
    }
  }
  return { date: new Date().toISOString(), code, windowMs, through, levels: out };
}

/** The figures measured through one host (bench/live-fanout-host.json, `npm run bench:live`). */
export function readLiveFanoutHost(root: string): LiveFanoutFigures | undefined {
  const file = join(root, 'bench', 'live-fanout-host.json');
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as LiveFanoutFigures) : undefined;
}

/** The figures of the full-snapshot feed, measured once before the delta feed replaced it. */
export function readLiveFanoutBefore(root: string): LiveFanoutFigures | undefined {
  const file = join(root, 'bench', 'live-fanout-before.json');
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as LiveFanoutFigures) : undefined;
}
