/**
 * Issue 29, finding 1: a PATCH naming a path that is not a built file inside dist/<module>/<version>/
 * is refused 422 before the host reads anything with it. The old host read `/dist/../<fifo>` (blocked
 * forever) and `/dev/zero` (grew to 10 GB) while refreshing depcache, and answered a folder with 500.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createOpsWorkspace, DEPLOYER, type OpsWorkspace } from './ops-fixture.ts';

let ws: OpsWorkspace;
let app: FastifyInstance;
let writer: ChildProcess | null = null;

beforeEach(async () => {
  ws = createOpsWorkspace();
  // A map with depcache: the old host computed the new build's preload hints by reading the named file.
  const map = JSON.parse(readFileSync(ws.mapFile, 'utf8')) as { imports: Record<string, string> };
  writeFileSync(ws.mapFile, JSON.stringify({ ...map, depcache: {} }));
  app = await ws.start();
});
afterEach(async () => {
  writer?.kill('SIGKILL');
  writer = null;
  await app.close();
  ws.remove();
});

const patch = (url: string, path = '/ops-api/importmap') =>
  app.inject({
    method: path === '/ops-api/canary' ? 'POST' : 'PATCH',
    url: path,
    headers: { ...DEPLOYER, 'if-match': '"1"' },
    payload: { changes: { '@arena/office': url }, reason: 'probe', ...(path === '/ops-api/canary' ? { percent: 10 } : {}) },
  });

/** A fifo outside dist/ with a writer that unblocks a reader after 3 s (so the old code, which opens it, hangs 3 s instead of forever). */
function fifoOutsideDist(): string {
  const fifo = join(ws.dir, 'pipe');
  expect(spawnSync('mkfifo', [fifo]).status).toBe(0);
  writer = spawn('sh', ['-c', `sleep 3; printf 'System.register([],function(){})' > '${fifo}'`], { stdio: 'ignore' });
  return fifo;
}

/**
 * The issue asks for 100 ms; a loaded CI machine gets some slack. The old code blocked for the writer's
 * 3 s (a fifo) or for good (/dev/zero), so the bound still tells the two apart.
 */
const FAST_MS = 500;

async function expectRefusedFast(url: string, pattern: RegExp, path?: string) {
  const started = performance.now();
  const answer = await patch(url, path);
  const elapsed = performance.now() - started;
  expect(answer.statusCode).toBe(422);
  expect(answer.json()).toMatchObject({ code: 'importmap_refused', message: expect.stringMatching(pattern) });
  expect(elapsed).toBeLessThan(FAST_MS);
}

describe('issue 29 finding 1: PATCH /ops-api/importmap judges a /dist/ path as text before touching the disk', () => {
  it('a fifo reached by /dist/../ is refused 422 at once, never opened', async () => {
    fifoOutsideDist();
    await expectRefusedFast('/dist/../pipe', /leaves \/dist\//);
    // The writer is still waiting for a reader: the host never opened the fifo.
    expect(writer!.exitCode).toBeNull();
  });

  it('/dist/../../../../dev/zero is refused 422 at once', async () => {
    await expectRefusedFast('/dist/../../../../dev/zero', /leaves \/dist\//);
  });

  it('a folder (with or without a trailing slash, or named like a script) is refused 422, not 500', async () => {
    await expectRefusedFast('/dist/office/eeeeeeeeeeee/', /is a folder/);
    await expectRefusedFast('/dist/office/eeeeeeeeeeee', /not a built JavaScript file/);
    mkdirSync(join(ws.distRoot, 'office', 'eeeeeeeeeeee', 'folder.js'));
    await expectRefusedFast('/dist/office/eeeeeeeeeeee/folder.js', /no such built file/);
  });

  it('a symlink inside a build folder pointing at a fifo outside dist/ is refused 422 without opening it', async () => {
    const fifo = fifoOutsideDist();
    symlinkSync(fifo, join(ws.distRoot, 'office', 'eeeeeeeeeeee', 'linked.js'));
    await expectRefusedFast('/dist/office/eeeeeeeeeeee/linked.js', /no such built file/);
    expect(writer!.exitCode).toBeNull();
  });

  it('a canary naming a path outside dist/ is refused the same way', async () => {
    fifoOutsideDist();
    await expectRefusedFast('/dist/../pipe', /leaves \/dist\//, '/ops-api/canary');
    expect(writer!.exitCode).toBeNull();
  });
});
