/**
 * Starts the server as two processes, as `npm run api` and `npm run host` do: the reference backend on a
 * free port with its own temporary database file, then the host on another free port reaching it at
 * ARENA_API_URL (with its own copy of the import map). The backend trusts the host's X-Forwarded-For.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { API_RUNNING, runningUrl } from '../../server/src/process-test-support.ts';
import { MAIN_IMPORT_MAP, ROOT } from './arena-server.ts';

export interface ServerPair {
  hostUrl: string;
  apiUrl: string;
  logs: string[];
  /** Stops the backend only (the host keeps running without it). */
  stopApi(): Promise<void>;
  stop(): Promise<void>;
}

function startPart(part: 'host' | 'api', env: Record<string, string>): ChildProcess {
  return spawn(process.execPath, ['--import', 'tsx', 'server/src/server.ts', part], {
    cwd: ROOT,
    env: { ...process.env, HOST: '127.0.0.1', LOG_LEVEL: 'warn', NODE_ENV: 'production', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}

async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

export async function startServerPair(): Promise<ServerPair> {
  const work = mkdtempSync(join(tmpdir(), 'arena-e2e-pair-'));
  const importMapFile = join(work, 'importmap.json');
  copyFileSync(MAIN_IMPORT_MAP, importMapFile);
  const logs: string[] = [];
  // The host relays the live feed: it shows the backend their shared relay token.
  const relayToken = randomBytes(24).toString('hex');
  const api = startPart('api', { ARENA_API_PORT: '0', ARENA_DB: join(work, 'arena.db'), ARENA_TRUSTED_PROXIES: '127.0.0.1', ARENA_LIVE_RELAY_TOKEN: relayToken });
  const children = [api];
  const stop = async () => {
    await Promise.all(children.map(stopChild));
    rmSync(work, { recursive: true, force: true });
  };
  try {
    const apiUrl = await runningUrl(api, logs, 30_000, API_RUNNING);
    const host = startPart('host', { PORT: '0', ARENA_API_URL: apiUrl, ARENA_IMPORTMAP: importMapFile, ARENA_LIVE_RELAY_TOKEN: relayToken });
    children.push(host);
    const hostUrl = await runningUrl(host, logs, 30_000);
    return { hostUrl, apiUrl, logs, stopApi: () => stopChild(api), stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
