/**
 * Issue 16 finding 9: one open live feed or slow upload used to make SIGTERM hang 10 s and exit 1
 * without closing the database. A real server process is started, a live feed, a request still
 * sending its body and one that never finishes are open; SIGTERM must end the feed, let the finishing
 * request get its answer, cut the stuck one, close the database and exit 0 within a few seconds.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, rmSync } from 'node:fs';
import { Agent, request, get, type ClientRequest, type IncomingMessage } from 'node:http';
import { afterEach, expect, it } from 'vitest';
import { exitOf, processWorkspace, ROOT, runningUrl, type ProcessWorkspace } from './process-test-support.ts';

let child: ChildProcess | undefined;
let workspace: ProcessWorkspace | undefined;
afterEach(() => {
  if (child && child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  if (workspace) rmSync(workspace.dir, { recursive: true, force: true });
});

function slowPost(base: string, declaredLength: number): ClientRequest {
  const url = new URL('/auth-api/login', base);
  const req = request({ host: url.hostname, port: url.port, path: url.pathname, method: 'POST', headers: { 'content-type': 'application/json', 'content-length': String(declaredLength) } });
  req.on('error', () => undefined); // the stuck one is cut on purpose
  req.write('{"login":"');
  return req;
}

/** `npm start` in production mode (no test controls) on a fresh workspace; its logs and base URL. */
async function startProductionServer(): Promise<{ logs: string[]; base: string; server: ChildProcess; files: ProcessWorkspace }> {
  const files = await processWorkspace();
  workspace = files;
  const logs: string[] = [];
  const server = spawn(process.execPath, ['--import', 'tsx', 'server/src/server.ts'], {
    cwd: ROOT,
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', ARENA_IMPORTMAP: files.importMapFile, ARENA_DB: files.dbFile, LOG_LEVEL: 'warn', NODE_ENV: 'production', ARENA_TEST_CONTROLS: '', ARENA_DEMO: '' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child = server;
  return { logs, base: await runningUrl(server, logs), server, files };
}

it('SIGTERM with a live feed and slow uploads open: the feed ends, the finishing request is answered, the DB is closed, exit 0 within 3 s', async () => {
  const { logs, base, server, files } = await startProductionServer();

  const feed = await new Promise<IncomingMessage>((r) => get(`${base}/betting-api/live/feed?section=live`, r));
  expect(feed.statusCode).toBe(200);
  const feedEnded = new Promise<string>((r) => {
    feed.on('data', () => undefined);
    feed.on('end', () => r('ended'));
    feed.on('error', () => r('error'));
  });
  const body = '{"login":"nobody","password":"wrong-password"}';
  const finishing = slowPost(base, Buffer.byteLength(body));
  const finishingAnswer = new Promise<number | string>((r) => {
    finishing.on('response', (res) => r(res.statusCode ?? 'none'));
    finishing.on('error', (e) => r(`error: ${e.message}`));
  });
  const stuck = slowPost(base, 100_000);
  const stuckClosed = new Promise<boolean>((r) => stuck.on('close', () => r(true)));
  await new Promise((r) => setTimeout(r, 300));
  expect(existsSync(`${files.dbFile}-wal`)).toBe(true); // WAL mode: the file goes away only on a clean close

  const started = Date.now();
  server.kill('SIGTERM');
  setTimeout(() => finishing.end(body.slice('{"login":"'.length)), 300);
  const exit = await exitOf(server);
  const took = Date.now() - started;

  expect(exit).toEqual({ code: 0, signal: null });
  expect(took).toBeLessThan(3000);
  expect(await feedEnded).toBe('ended');
  expect(await finishingAnswer).toEqual(expect.any(Number)); // answered (a login refusal), not cut
  expect(await stuckClosed).toBe(true); // cut after the grace period, not waited for
  expect(existsSync(`${files.dbFile}-wal`)).toBe(false);
  expect(logs.join('')).toContain('SIGTERM: closed cleanly (connections ended, database closed)');
}, 30_000);

/** The status of a GET, or the error code when the request fails (ECONNRESET: the server dropped a request it had been sent). */
function statusOf(url: string, agent: Agent | false): Promise<number | string> {
  return new Promise((resolve) => {
    get(url, { agent }, (response) => {
      response.resume();
      response.on('end', () => resolve(response.statusCode ?? 'none'));
    }).on('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? error.message));
  });
}

it('issue 32 finding 5: SIGTERM with 100 requests on the wire answers every one (none reset, none 503), then exits 0', async () => {
  const { base, server } = await startProductionServer();
  const url = `${base}/web-api/session`;
  // 50 keep-alive connections that have served a request and sit idle, as a browser's do between calls.
  const keepAlive = new Agent({ keepAlive: true, maxSockets: 50 });
  const warmUp = await Promise.all(Array.from({ length: 50 }, () => statusOf(url, keepAlive)));
  expect(warmUp.filter((status) => status !== 200)).toEqual([]);

  server.kill('SIGTERM');
  // Sent while the server is being told to stop: 50 on those idle connections, 50 on new ones.
  const answers = await Promise.all([
    ...Array.from({ length: 50 }, () => statusOf(url, keepAlive)),
    ...Array.from({ length: 50 }, () => statusOf(url, false)),
  ]);
  const exit = await exitOf(server);
  keepAlive.destroy();

  expect(answers.filter((status) => status !== 200)).toEqual([]);
  expect(exit).toEqual({ code: 0, signal: null });
}, 30_000);
