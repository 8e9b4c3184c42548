/**
 * Test support for the process-level tests (shutdown, `npm start`): a built import map copied into a
 * temporary folder (a fresh copy, so `npm start` sees nothing to rebuild), a temporary database, and
 * helpers to wait for the "Arena is running" line and for a process to exit.
 */
import { execFileSync, type ChildProcess } from 'node:child_process';
import { copyFileSync, existsSync, mkdtempSync, utimesSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

export const ROOT = resolve(import.meta.dirname, '..', '..');

export interface ProcessWorkspace {
  dir: string;
  importMapFile: string;
  dbFile: string;
}

/** Builds first only when there is no import map at all (a checkout that was never built). */
export async function processWorkspace(): Promise<ProcessWorkspace> {
  const main = join(ROOT, 'importmap', 'importmap.json');
  // `npm run build` as a child process: the server imports nothing from scripts/ (scripts import the server).
  if (!existsSync(main)) execFileSync(process.execPath, ['--import', 'tsx', join(ROOT, 'scripts', 'build.ts')], { cwd: ROOT, stdio: 'inherit' });
  const dir = mkdtempSync(join(tmpdir(), 'arena-process-'));
  const importMapFile = join(dir, 'importmap.json');
  copyFileSync(main, importMapFile);
  // Dated an hour ahead: `npm start` rebuilds when a source is newer than the map, and other work in
  // this tree may touch sources while the test runs; the test is about signals, not staleness.
  const later = new Date(Date.now() + 3_600_000);
  utimesSync(importMapFile, later, later);
  return { dir, importMapFile, dbFile: join(dir, 'arena.db') };
}

/** The line `npm run api` prints once the backend alone listens. */
export const API_RUNNING = /Arena API is running at (https?:\/\/[^/\s]+)/;

/**
 * Resolves with the server's base URL once it prints "Arena is running at …" (`npm start`, `npm run host`),
 * or the line `pattern` matches (e.g. API_RUNNING for `npm run api`).
 */
export function runningUrl(child: ChildProcess, logs: string[], timeoutMs = 20_000, pattern = /Arena is running at (https?:\/\/[^/\s]+)/): Promise<string> {
  return new Promise((resolvePromise, reject) => {
    const timer = setTimeout(() => reject(new Error(`no ${pattern} line in ${timeoutMs / 1000} s:\n${logs.join('')}`)), timeoutMs);
    const onData = (chunk: Buffer) => {
      logs.push(chunk.toString());
      const match = pattern.exec(logs.join(''));
      if (match) {
        clearTimeout(timer);
        resolvePromise(match[1]!);
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', (chunk: Buffer) => logs.push(chunk.toString()));
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`exited with ${code} before running:\n${logs.join('')}`));
    });
  });
}

export function exitOf(child: ChildProcess): Promise<{ code: number | null; signal: NodeJS.Signals | null }> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve({ code: child.exitCode, signal: child.signalCode });
  return new Promise((r) => child.once('exit', (code, signal) => r({ code, signal })));
}
