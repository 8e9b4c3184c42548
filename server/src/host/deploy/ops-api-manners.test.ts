/**
 * Issue 29, finding 6: how the ops API answers beyond success — contention is a retryable 503, a change
 * that changes nothing is a 409 with the reason (it used to create an empty version), messages are in
 * English unless X-Language or ?lang= asks otherwise (they defaulted to Russian), history comes in pages.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createOpsWorkspace, DEPLOYER, VIEWER, type OpsWorkspace } from './ops-fixture.ts';

let ws: OpsWorkspace;
let app: FastifyInstance;
beforeEach(() => {
  ws = createOpsWorkspace();
});
afterEach(async () => {
  await app.close();
  ws.remove();
});

const patch = (changes: Record<string, string>, ifMatch: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'PATCH', url: '/ops-api/importmap', headers: { ...DEPLOYER, 'if-match': ifMatch, ...headers }, payload: { changes, reason: 'ship' } });

describe('issue 29 finding 6: the ops API under contention, for no-ops, in English, in pages', () => {
  it('a change that cannot take the store lock in time answers 503 with Retry-After, not 500', async () => {
    app = await ws.start({ deployLockTimeoutMs: 200 });
    // Another live process holds the lock (this one's pid: alive, so never broken as stale).
    writeFileSync(join(ws.dir, 'importmap', 'versions', '.lock'), String(process.pid));
    const busy = await patch({ '@arena/office': ws.officeV2 }, '"1"');
    expect(busy.statusCode).toBe(503);
    expect(busy.headers['retry-after']).toBe('1');
    expect(busy.json()).toEqual({ code: 'store_busy', message: 'The map store is busy with other changes: retry in a second' });
  });

  it('a change, canary or rollback that changes nothing is refused 409 with the reason, and no version is made', async () => {
    app = await ws.start();
    const same = await patch({ '@arena/office': ws.officeV1 }, '"1"');
    expect(same.statusCode).toBe(409);
    expect(same.json()).toEqual({ code: 'no_change', message: `This change changes nothing: "@arena/office" already maps to the requested URL in version 1` });
    const canary = await app.inject({ method: 'POST', url: '/ops-api/canary', headers: { ...DEPLOYER, 'if-match': '"1"' }, payload: { changes: { '@arena/office': ws.officeV1 }, percent: 10, reason: 'x' } });
    expect(canary.json()).toMatchObject({ code: 'no_change' });
    const rollback = await app.inject({ method: 'POST', url: '/ops-api/rollback', headers: DEPLOYER, payload: { version: 1, reason: 'x' } });
    expect(rollback.statusCode).toBe(409);
    expect((await app.inject({ url: '/ops-api/history', headers: VIEWER })).json().versions).toHaveLength(1);
  });

  it('messages are English by default; X-Language or ?lang= choose another interface language', async () => {
    app = await ws.start();
    expect((await patch({ '@arena/office': ws.officeV2 }, '"7"')).json().message).toBe('The map has changed meanwhile: the current version is 1');
    expect((await patch({ '@arena/office': ws.officeV2 }, '"7"', { 'x-language': 'ru' })).json().message).toBe('Карта уже изменена: текущая версия 1');
    const az = await app.inject({ method: 'PATCH', url: '/ops-api/importmap?lang=az', headers: { ...DEPLOYER, 'if-match': '"7"' }, payload: { changes: { '@arena/office': ws.officeV2 }, reason: 'x' } });
    expect(az.json().message).toBe('Xəritə bu arada dəyişib: cari versiya 1');
  });

  it('history comes newest first in pages of `limit`, `next` leading to the older ones', async () => {
    app = await ws.start();
    for (let version = 1; version <= 4; version += 1) {
      const url = version % 2 === 1 ? ws.officeV2 : ws.officeV1;
      expect((await patch({ '@arena/office': url }, `"${version}"`)).statusCode).toBe(200);
    }
    const first = (await app.inject({ url: '/ops-api/history?limit=2', headers: VIEWER })).json();
    expect(first.versions.map((v: { version: number }) => v.version)).toEqual([5, 4]);
    expect(first.next).toBe(4);
    const second = (await app.inject({ url: `/ops-api/history?limit=2&before=${first.next}`, headers: VIEWER })).json();
    expect(second.versions.map((v: { version: number }) => v.version)).toEqual([3, 2]);
    const last = (await app.inject({ url: `/ops-api/history?limit=2&before=${second.next}`, headers: VIEWER })).json();
    expect(last).toMatchObject({ versions: [{ version: 1 }], next: null });
    expect((await app.inject({ url: '/ops-api/history?limit=0', headers: VIEWER })).statusCode).toBe(400);
  });
});
