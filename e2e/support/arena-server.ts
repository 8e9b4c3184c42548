/**
 * Starts a real Arena server (host + reference backend) in a child process on a free port, with its
 * own copy of the import map (tests may edit it), an in-memory database and the test controls on.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { runningUrl } from '../../server/src/process-test-support.ts';

export const ROOT = resolve(import.meta.dirname, '..', '..');
export const MAIN_IMPORT_MAP = join(ROOT, 'importmap', 'importmap.json');
/** The content operator token every e2e server accepts (role editor; server/src/api/content/README.md). */
export const E2E_CONTENT_TOKEN = 'e2e-content-operator-token-0123456789';
const E2E_CONTENT_TOKENS = JSON.stringify([{ sha256: createHash('sha256').update(E2E_CONTENT_TOKEN).digest('hex'), operator: 'e2e', role: 'editor' }]);

export interface ArenaServer {
  url: string;
  importMapFile: string;
  logs: string[];
  stop(): Promise<void>;
}

/**
 * `part`: the whole server (default), or the host or the reference backend alone (server.ts's parts; a
 * host alone needs ARENA_API_URL).
 */
export async function startArenaServer(extraEnv: Record<string, string> = {}, part: 'all' | 'host' | 'api' = 'all'): Promise<ArenaServer> {
  const work = mkdtempSync(join(tmpdir(), 'arena-e2e-'));
  const importMapFile = join(work, 'importmap.json');
  copyFileSync(MAIN_IMPORT_MAP, importMapFile);
  const logs: string[] = [];
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'server/src/server.ts', ...(part === 'all' ? [] : [part])], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: '0',
      ...(part === 'api' ? { ARENA_API_PORT: '0' } : {}),
      HOST: '127.0.0.1',
      ARENA_IMPORTMAP: importMapFile,
      ARENA_DB: ':memory:',
      ARENA_TEST_CONTROLS: '1',
      ARENA_CONTENT_TOKENS: E2E_CONTENT_TOKENS,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      // Set explicitly, as an operator would: the overrides specs load apps from local servers (production allows none).
      ARENA_OVERRIDE_ORIGINS: 'http://localhost:*,http://127.0.0.1:*',
      // The journeys check what a painted page shows; the 50 ms production budget is the unit tests' (page-render).
      ARENA_SSR_APP_BUDGET_MS: '1000',
      ...extraEnv,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const url = await runningUrl(child, logs, 30_000, part === 'api' ? /Arena API is running at (https?:\/\/[^/\s]+)/ : undefined);
  return {
    url,
    importMapFile,
    logs,
    stop: async () => {
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once('exit', r));
        child.kill('SIGTERM');
        await exited;
      }
      rmSync(work, { recursive: true, force: true });
    },
  };
}
