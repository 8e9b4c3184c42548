/**
 * The "live fan-out" section of the bench (issue 28): 200, 1 000 and 5 000 concurrent live-feed clients
 * against one reference backend process (`npm run api`, the process that serves the feed), event gap
 * p50/p99 at the 4 s tick, bytes per client per tick, and the server's memory per connected client.
 * `root` may be another checkout (e.g. the code before the delta feed) to measure it the same way.
 */
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { measureLiveClients, type LiveClientsSample } from './live-clients.ts';

export const LIVE_TICK_MS = 4000;

export interface LiveFanoutLevel extends LiveClientsSample {
  /** Growth of the server's resident memory once the clients connected, per connected client. */
  rssPerClientBytes: number;
}

export interface LiveFanoutFigures {
  date: string;
  /** What was measured: the git commit of `root` and the feed URL's query. */
  code: string;
  windowMs: number;
  levels: LiveFanoutLevel[];
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

/** One fresh API process per level, so one level's leftovers never slow the next. */
export async function measureLiveFanout(root: string, code: string, levels: readonly number[], windowMs: number, log: (line: string) => void): Promise<LiveFanoutFigures> {
  const out: LiveFanoutLevel[] = [];
  for (const clients of levels) {
    const api = await startApi(root);
    try {
      const before = rssOf(api.pid);
      let after = before;
      log(`bench: live fan-out, ${clients} clients (${windowMs / 1000} s window)`);
      const sample = await measureLiveClients(`${api.origin}/betting-api/live/feed?section=live`, clients, {
        connectMs: 30_000 + clients * 6,
        windowMs,
        tickMs: LIVE_TICK_MS,
        onConnected: async () => void (after = rssOf(api.pid)),
      });
      out.push({ ...sample, rssPerClientBytes: sample.connected ? (after - before) / sample.connected : 0 });
    } finally {
      await api.stop();
    }
  }
  return { date: new Date().toISOString(), code, windowMs, levels: out };
}

/** The figures of the full-snapshot feed, measured once before the delta feed replaced it. */
export function readLiveFanoutBefore(root: string): LiveFanoutFigures | undefined {
  const file = join(root, 'bench', 'live-fanout-before.json');
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as LiveFanoutFigures) : undefined;
}
