import { fork } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openFileDeployStore } from './file-deploy-store.ts';
import { withFileLock } from './file-lock.ts';

let work: string;
const mapFile = () => join(work, 'importmap', 'importmap.json');
const START = { imports: { '@arena/shell': '/dist/shell/aaaa/index.js' } };

beforeEach(() => {
  work = mkdtempSync(join(tmpdir(), 'arena-deploy-'));
  mkdirSync(join(work, 'importmap'));
  writeFileSync(mapFile(), JSON.stringify(START));
});
afterEach(() => rmSync(work, { recursive: true, force: true }));

const draft = (imports: Record<string, string>, operator = 'anna') => ({ map: { imports }, operator, reason: 'test' });

describe('file deploy store', () => {
  it('records the existing map as version 1 and each commit as the next version with its diff', async () => {
    const store = await openFileDeployStore(mapFile());
    expect((await store.head()).version).toBe(1);
    const result = await store.commit(1, draft({ '@arena/shell': '/dist/shell/bbbb/index.js', '@arena/office': '/dist/office/cccc/index.js' }));
    expect(result.ok).toBe(true);
    const head = await store.head();
    expect(head).toMatchObject({ version: 2, operator: 'anna', reason: 'test' });
    expect(head.changes).toEqual([
      { specifier: '@arena/office', before: null, after: '/dist/office/cccc/index.js' },
      { specifier: '@arena/shell', before: '/dist/shell/aaaa/index.js', after: '/dist/shell/bbbb/index.js' },
    ]);
    // The live file is the head's map; reopening keeps the history.
    expect(JSON.parse(readFileSync(mapFile(), 'utf8'))).toEqual(head.map);
    expect((await (await openFileDeployStore(mapFile())).history()).map((v) => v.version)).toEqual([2, 1]);
  });

  it('a commit on a stale version changes nothing and answers the current head', async () => {
    const store = await openFileDeployStore(mapFile());
    await store.commit(1, draft({ a: '/dist/a/1/index.js' }));
    const stale = await store.commit(1, draft({ b: '/dist/b/1/index.js' }));
    expect(stale).toMatchObject({ ok: false, current: { version: 2 } });
    expect((await store.head()).map.imports).toEqual({ a: '/dist/a/1/index.js' });
  });

  it('a hand edit of the live file is adopted as a "file-edit" version only when accepted and different', async () => {
    const store = await openFileDeployStore(mapFile());
    expect(await store.adoptHandEdit(() => true)).toBeNull(); // unchanged
    writeFileSync(mapFile(), JSON.stringify({ imports: { '@arena/shell': '/dist/shell/eeee/index.js' } }));
    expect(await store.adoptHandEdit(() => false)).toBeNull(); // refused by validation
    const adopted = await store.adoptHandEdit(() => true);
    expect(adopted).toMatchObject({ version: 2, operator: 'file-edit', changes: [{ specifier: '@arena/shell', before: '/dist/shell/aaaa/index.js', after: '/dist/shell/eeee/index.js' }] });
  });

  it('50 concurrent commits on the same version in one process: exactly one wins', async () => {
    const store = await openFileDeployStore(mapFile());
    const results = await Promise.all(Array.from({ length: 50 }, (_, i) => store.commit(1, draft({ [`s${i}`]: `/dist/s/${i}/index.js` }))));
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    expect((await store.history()).map((v) => v.version)).toEqual([2, 1]);
  });

  it('two host processes racing on one store lose no update', async () => {
    await openFileDeployStore(mapFile());
    const PER_PROCESS = 40;
    const children = ['p1', 'p2'].map((name) => fork(join(import.meta.dirname, 'race-worker.ts'), [mapFile(), name, String(PER_PROCESS)], { execArgv: ['--import', 'tsx'], stdio: 'inherit' }));
    const finished = children.map(
      (child) =>
        new Promise<{ conflicts: number }>((resolve, reject) => {
          let answer: { conflicts: number } | undefined;
          child.on('message', (m: { conflicts?: number }) => void (m.conflicts !== undefined && (answer = { conflicts: m.conflicts })));
          child.on('error', reject);
          child.on('exit', (code) => (code === 0 && answer ? resolve(answer) : reject(new Error(`race worker exited with ${code}`))));
        }),
    );
    await Promise.all(children.map((child) => new Promise((resolve) => child.once('message', resolve))));
    for (const child of children) child.send('go');
    const outcomes = await Promise.all(finished);
    const store = await openFileDeployStore(mapFile());
    const head = await store.head();
    expect(head.version).toBe(1 + 2 * PER_PROCESS);
    for (const name of ['p1', 'p2']) for (let i = 0; i < PER_PROCESS; i++) expect(head.map.imports).toHaveProperty(`${name}-${i}`);
    expect(readdirSync(store.versionsDir).filter((f) => f.endsWith('.tmp') || f === '.lock')).toEqual([]);
    // The live file is the head's map (the lock orders the live-file writes like the versions).
    expect(JSON.parse(readFileSync(mapFile(), 'utf8'))).toEqual(head.map);
    // The processes really raced (some commits found the head moved by the other), yet nothing was lost.
    expect(outcomes[0]!.conflicts + outcomes[1]!.conflicts).toBeGreaterThan(0);
  }, 60_000);
});

describe('file lock', () => {
  it('breaks a lock left by a process that no longer exists', async () => {
    const lock = join(work, '.lock');
    writeFileSync(lock, '999999999');
    await expect(withFileLock(lock, async () => 'ran', { timeoutMs: 2000 })).resolves.toBe('ran');
  });
});
