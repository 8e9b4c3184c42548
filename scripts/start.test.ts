/**
 * Issue 16 finding 9: SIGTERM to the `npm start` process used to stop npm and its shell while the
 * server kept serving, orphaned. The start script now execs node directly (no shell or tsx process in
 * between), so npm's forwarded signal reaches the server, which closes and exits 0.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { readdirSync, readFileSync, rmSync } from 'node:fs';
import { afterEach, expect, it } from 'vitest';
import { exitOf, processWorkspace, ROOT, runningUrl, type ProcessWorkspace } from '../server/src/process-test-support.ts';

let npm: ChildProcess | undefined;
let workspace: ProcessWorkspace | undefined;
let tree: number[] = [];

/** Every process below `pid` (Linux /proc), so an orphaned server can be found and reported. */
function descendantsOf(pid: number): number[] {
  const parentOf = new Map<number, number>();
  for (const entry of readdirSync('/proc').filter((e) => /^\d+$/.test(e))) {
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      parentOf.set(Number(entry), Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]));
    } catch {
      // the process ended while listing
    }
  }
  const found: number[] = [];
  const visit = (p: number) => {
    for (const [child, parent] of parentOf) {
      if (parent !== p) continue;
      found.push(child);
      visit(child);
    }
  };
  visit(pid);
  return found;
}
const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    // A zombie has ended; it only waits for its new parent (init) to reap it.
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3) !== 'Z';
  } catch {
    return false;
  }
};

/**
 * The processes of `pids` still running after a grace period: helpers of the server (tsx's esbuild
 * service) end on their own once their parent is gone, which can take a moment on a loaded machine; an
 * orphaned server would still be there after it.
 */
async function stillRunning(pids: number[], graceMs = 5_000): Promise<number[]> {
  const deadline = Date.now() + graceMs;
  for (;;) {
    const running = pids.filter(alive);
    if (running.length === 0 || Date.now() > deadline) return running;
    await new Promise((r) => setTimeout(r, 100));
  }
}

afterEach(() => {
  if (npm && npm.exitCode === null && npm.signalCode === null) npm.kill('SIGKILL');
  // Never leave an orphan behind when the test fails: these are the processes this test started.
  for (const pid of tree.filter(alive)) process.kill(pid, 'SIGKILL');
  tree = [];
  if (workspace) rmSync(workspace.dir, { recursive: true, force: true });
});

const answers = async (base: string) => {
  try {
    return (await fetch(`${base}/healthz`, { signal: AbortSignal.timeout(500) })).ok;
  } catch {
    return false;
  }
};

it('SIGTERM to `npm start` reaches the server: it closes cleanly, npm exits 0 and the port stops answering', async () => {
  workspace = await processWorkspace();
  const logs: string[] = [];
  npm = spawn('npm', ['start', '--silent'], {
    cwd: ROOT,
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', ARENA_IMPORTMAP: workspace.importMapFile, ARENA_DB: workspace.dbFile, LOG_LEVEL: 'warn', ARENA_TEST_CONTROLS: '', ARENA_DEMO: '' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const url = await runningUrl(npm, logs);
  expect(await answers(url)).toBe(true);
  tree = process.platform === 'linux' ? descendantsOf(npm.pid!) : [];

  npm.kill('SIGTERM');
  const exit = await exitOf(npm);
  expect(exit).toEqual({ code: 0, signal: null });
  expect(logs.join('')).toContain('SIGTERM: closed cleanly');
  expect(await answers(url)).toBe(false);
  expect(await stillRunning(tree)).toEqual([]);
}, 40_000);
