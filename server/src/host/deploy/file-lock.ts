/**
 * A cross-process mutex on one machine: a lock file created with O_EXCL ('wx'), which the filesystem
 * grants to exactly one process. The holder writes its pid; a lock whose holder is gone (crashed host)
 * or that is older than `staleMs` is broken, so a crash never blocks deploys for good.
 */
import { open, readFile, stat, unlink } from 'node:fs/promises';

export interface LockOptions {
  /** Give up after this long (the caller answers an error rather than hang). */
  timeoutMs?: number;
  /** A lock older than this is considered abandoned; commits take milliseconds. */
  staleMs?: number;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function holderAlive(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

async function breakIfStale(file: string, staleMs: number): Promise<void> {
  try {
    const [text, info] = await Promise.all([readFile(file, 'utf8'), stat(file)]);
    const pid = Number.parseInt(text, 10);
    // An empty file is a holder between open and write: only its age can make it stale.
    const abandoned = (text !== '' && !holderAlive(pid)) || Date.now() - info.mtimeMs > staleMs;
    if (abandoned) await unlink(file);
  } catch {
    // Released (or broken by someone else) meanwhile: just try again.
  }
}

/** The lock stayed taken past the timeout: the store is busy, the caller may retry (the ops API answers 503). */
export class LockBusyError extends Error {
  readonly code = 'ELOCKBUSY';
}

/** Runs `work` while holding the lock file `file`. */
export async function withFileLock<T>(file: string, work: () => Promise<T>, options: LockOptions = {}): Promise<T> {
  const deadline = Date.now() + (options.timeoutMs ?? 10_000);
  const staleMs = options.staleMs ?? 30_000;
  for (let attempt = 0; ; attempt++) {
    try {
      const handle = await open(file, 'wx');
      try {
        await handle.writeFile(String(process.pid));
      } finally {
        await handle.close();
      }
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      if (Date.now() > deadline) throw new LockBusyError(`could not take the lock ${file} in time`);
      await breakIfStale(file, staleMs);
      // Jittered back-off so racing processes do not retry in lockstep.
      await sleep(Math.min(2 + attempt, 20) * (0.5 + Math.random()));
    }
  }
  try {
    return await work();
  } finally {
    await unlink(file).catch(() => undefined);
  }
}
