/**
 * Starts bench-server.ts in a child process on a free port, like e2e/support/arena-server.ts does
 * for the e2e suite (own copy of the import map, in-memory database, production mode), so the
 * server never shares the bench's event loop.
 */
import { spawn } from 'node:child_process';
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { MonolithBuild } from '../monolith/build-monolith.ts';
import type { SpaBuild } from '../spa/build-spa.ts';

export interface BenchServer {
  /** http://127.0.0.1:<port> (https:// with ARENA_TLS_* in extraEnv: HTTP/2 over TLS) */
  origin: string;
  port: number;
  /** The server's own copy of the import map (gone after stop()). */
  importMapFile: string;
  logs: string[];
  stop(): Promise<void>;
}

/** A busy shared machine (load 20+ on 2 cores) has taken more than 30 s to start the host. */
const START_TIMEOUT_MS = 90_000;

export async function startBenchServer(root: string, monolith: MonolithBuild, extraEnv: Record<string, string>, spa?: SpaBuild): Promise<BenchServer> {
  const work = mkdtempSync(join(tmpdir(), 'arena-bench-'));
  const importMapFile = join(work, 'importmap.json');
  // BENCH_IMPORTMAP pins the builds for A/B runs of a host lever while others keep rebuilding.
  copyFileSync(process.env.BENCH_IMPORTMAP ?? join(root, 'importmap', 'importmap.json'), importMapFile);
  const logs: string[] = [];
  // --v8-pool-size=0 as `npm start` runs the host (package.json): V8's background threads one fewer than the cores
  // (4 by default), which on this 2-core machine took the host thread's CPU from under it (bench/levers.md).
  const child = spawn(process.execPath, ['--expose-gc', '--v8-pool-size=0', '--import', 'tsx', join(import.meta.dirname, 'bench-server.ts')], {
    cwd: root,
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      ARENA_IMPORTMAP: importMapFile,
      ARENA_DB: ':memory:',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      BENCH_MONOLITH_SCRIPT: monolith.scriptUrl,
      BENCH_MONOLITH_STYLESHEET: monolith.stylesheetUrl ?? '',
      ...(spa ? { BENCH_SPA_PAGE: JSON.stringify({ scriptUrl: spa.scriptUrl, stylesheetUrl: undefined, moreStylesheetUrls: spa.stylesheetUrls, modulePreloadUrls: spa.preloadUrls }) } : {}),
      ...extraEnv,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const origin = await new Promise<string>((resolve, reject) => {
    // A server that did not start in time is stopped, not left behind without its bench.
    const timer = setTimeout(() => {
      child.kill('SIGTERM');
      reject(new Error(`bench server did not start in ${START_TIMEOUT_MS / 1000} s:\n${logs.join('')}`));
    }, START_TIMEOUT_MS);
    child.stdout.on('data', (chunk: Buffer) => {
      const text = chunk.toString();
      // Only the first lines matter; a chatty LOG_LEVEL must not grow memory during the load test.
      if (logs.length < 200) logs.push(text);
      const match = /Arena is running at (https?:\/\/[^/\s]+)/.exec(text);
      if (match) {
        clearTimeout(timer);
        resolve(match[1]!);
      }
    });
    child.stderr.on('data', (chunk: Buffer) => {
      if (logs.length < 200) logs.push(chunk.toString());
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`bench server exited with ${code}:\n${logs.join('')}`));
    });
  });
  return {
    origin,
    port: Number(new URL(origin).port),
    importMapFile,
    logs,
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) {
        const exited = new Promise((r) => child.once('exit', r));
        child.kill('SIGTERM');
        await exited;
      }
      rmSync(work, { recursive: true, force: true });
    },
  };
}
