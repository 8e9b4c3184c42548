import { createHash } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { validateImportMap } from '../importmap-validation.ts';
import { createOpsWorkspace, DEPLOYER, VIEWER, type OpsWorkspace } from './ops-fixture.ts';
import { parseIfMatch } from './ops-routes.ts';
import { TOKEN_GUESSES_PER_WINDOW } from './token-guessing.ts';
import type { OperatorToken } from './operator-tokens.ts';

let ws: OpsWorkspace;
let app: FastifyInstance;
let OFFICE_V1: string;
let OFFICE_V2: string;
const dist = () => ({ write: ws.write });
const mapFile = () => ws.mapFile;
const validation = () => ws.validation();

async function start(tokens?: OperatorToken[]) {
  app = await ws.start(tokens ? { operatorTokens: tokens } : {});
}

beforeEach(() => {
  ws = createOpsWorkspace();
  OFFICE_V1 = ws.officeV1;
  OFFICE_V2 = ws.officeV2;
});
afterEach(async () => {
  await app?.close();
  ws.remove();
});

const patch = (changes: Record<string, string>, ifMatch?: string, headers: Record<string, string> = DEPLOYER) =>
  app.inject({ method: 'PATCH', url: '/ops-api/importmap', headers: { ...headers, ...(ifMatch === undefined ? {} : { 'if-match': ifMatch }) }, payload: { changes, reason: 'ship it' } });

describe('ops API: access', () => {
  it('without configured tokens the ops API does not exist (404)', async () => {
    await start([]);
    expect((await app.inject({ url: '/ops-api/importmap', headers: DEPLOYER })).statusCode).toBe(404);
  });

  it('401 without or with an unknown token, 403 when a viewer tries to change, viewers may read', async () => {
    await start();
    expect((await app.inject({ url: '/ops-api/importmap' })).statusCode).toBe(401);
    expect((await app.inject({ url: '/ops-api/importmap', headers: { authorization: 'Bearer nope' } })).statusCode).toBe(401);
    const read = await app.inject({ url: '/ops-api/importmap', headers: VIEWER });
    expect(read.statusCode).toBe(200);
    expect(read.headers.etag).toBe('"1"');
    const denied = await patch({ '@arena/office': OFFICE_V2 }, '"1"', VIEWER);
    expect(denied.statusCode).toBe(403);
    expect(denied.json()).toMatchObject({ code: 'ops_forbidden' });
    expect((await app.inject({ method: 'POST', url: '/ops-api/rollback', headers: VIEWER, payload: { version: 1, reason: 'x' } })).statusCode).toBe(403);
    // Authentication comes before body validation: a stranger's malformed change is a 401, not a 400.
    expect((await app.inject({ method: 'PATCH', url: '/ops-api/importmap', payload: { changes: 5 } })).statusCode).toBe(401);
  });

  it('tokens cannot be guessed at speed: after TOKEN_GUESSES_PER_WINDOW wrong ones the address gets 429 (issue 32, finding 3)', async () => {
    await start();
    const from = (ip: string, headers: Record<string, string>) => app.inject({ url: '/ops-api/importmap', headers, remoteAddress: ip });
    for (let i = 0; i < TOKEN_GUESSES_PER_WINDOW; i++) expect((await from('203.0.113.9', { authorization: `Bearer guess-${i}` })).statusCode).toBe(401);
    const blocked = await from('203.0.113.9', { authorization: 'Bearer guess-next' });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toMatchObject({ code: 'ops_token_guessing' });
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    // Even the right token waits from that address; another address and right tokens are not slowed.
    expect((await from('203.0.113.9', VIEWER)).statusCode).toBe(429);
    expect((await from('198.51.100.7', VIEWER)).statusCode).toBe(200);
    for (let i = 0; i < 2 * TOKEN_GUESSES_PER_WINDOW; i++) expect((await from('198.51.100.8', VIEWER)).statusCode).toBe(200);
  });
});

describe('ops API: changing the map', () => {
  it('a change with If-Match becomes the next version, served at once, with who/why/before/after in the history', async () => {
    await start();
    const changed = await patch({ '@arena/office': OFFICE_V2 }, '"1"');
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).toBe('"2"');
    expect(JSON.parse((await app.inject({ url: '/importmap.json' })).body).imports['@arena/office']).toBe(OFFICE_V2);
    const history = (await app.inject({ url: '/ops-api/history', headers: VIEWER })).json();
    expect(history.versions[0]).toMatchObject({ version: 2, operator: 'anna', reason: 'ship it', changes: [{ specifier: '@arena/office', before: OFFICE_V1, after: OFFICE_V2 }] });
  });

  it('428 without If-Match, 400 for a malformed body', async () => {
    await start();
    expect((await patch({ '@arena/office': OFFICE_V2 })).statusCode).toBe(428);
    const bad = await app.inject({ method: 'PATCH', url: '/ops-api/importmap', headers: { ...DEPLOYER, 'if-match': '"1"' }, payload: { changes: {}, reason: '' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 'validation_error' });
    const broken = await app.inject({ method: 'PATCH', url: '/ops-api/importmap', headers: { ...DEPLOYER, 'if-match': '"1"', 'content-type': 'application/json' }, payload: '{"changes":' });
    expect(broken.statusCode).toBe(400);
    expect(broken.json()).toEqual({ code: 'validation_error', message: expect.any(String) });
  });

  it('50 concurrent changes with the same If-Match: exactly one applied, 49 × 412 with the current map, none lost', async () => {
    await start();
    const answers = await Promise.all(Array.from({ length: 50 }, (_, i) => patch({ '@arena/office': i % 2 === 0 ? OFFICE_V2 : OFFICE_V1, [`extra-${i}`]: `https://cdn.example/extra-${i}.js` }, '"1"')));
    const applied = answers.filter((a) => a.statusCode === 200);
    const stale = answers.filter((a) => a.statusCode === 412);
    expect(applied).toHaveLength(1);
    expect(stale).toHaveLength(49);
    for (const answer of stale) expect(answer.json()).toMatchObject({ code: 'version_stale', version: 2, map: { imports: expect.any(Object) } });
    // The one applied change is exactly what is live: nothing half-applied, nothing overwritten.
    const winner = Object.keys(applied[0]!.json().map.imports).filter((s) => s.startsWith('extra-'));
    expect(winner).toHaveLength(1);
    const live = (await app.inject({ url: '/ops-api/importmap', headers: VIEWER })).json();
    expect(live.version).toBe(2);
    expect(Object.keys(live.map.imports).filter((s) => s.startsWith('extra-'))).toEqual(winner);
    expect((await app.inject({ url: '/ops-api/history', headers: VIEWER })).json().versions).toHaveLength(2);
  });

  it('every refusal of the shared validation answers 422 with its reason, and nothing changes', async () => {
    await start();
    const chunk = dist().write('office/cccccccccccc/chunk-x.js', { entryOf: null });
    const noLifecycles = dist().write('office/ffffffffffff/index.js', { contents: 'System.register([],function(e){return{execute(){e("default",1)}}});', exports: ['default'] });
    const needsMissing = dist().write('office/111111111111/index.js', { contents: 'System.register(["@arena/not-in-map"],function(e){return{execute(){e({bootstrap(){},mount(){},unmount(){}})}}});' });
    const bad: Array<Record<string, string>> = [
      { '@arena/office': '/dist/office/cccccccccccc/' }, // a folder
      { '@arena/office': '/dist/office/cccccccccccc/index.js.map' }, // a source map
      { '@arena/office': '/dist/office/cccccccccccc/build.json' }, // build metadata
      { '@arena/office': '/dist/office/999999999999/index.js' }, // no such build
      { '@arena/office': chunk }, // a chunk, not an entry
      { '@arena/shell': OFFICE_V1 }, // another module's bundle
      { '@arena/office': noLifecycles }, // an app without single-spa lifecycles
      { '@arena/office': 'https://evil.example/office.js' }, // an origin not allowed
      { '@arena/office': '/dist/../etc/passwd.js' }, // leaves /dist/
      { '@arena/office': needsMissing }, // imports a specifier the map does not provide
    ];
    const head = (await app.inject({ url: '/ops-api/importmap', headers: VIEWER })).json();
    for (const changes of bad) {
      const answer = await app.inject({ method: 'PATCH', url: '/ops-api/importmap', headers: { ...DEPLOYER, 'if-match': '"1"', 'accept-language': 'en' }, payload: { changes, reason: 'bad' } });
      expect(answer.statusCode, JSON.stringify(changes)).toBe(422);
      // The very reason the shared validator (the one the file watcher uses) gives for that map.
      const expected = validateImportMap(JSON.stringify({ imports: { ...head.map.imports, ...changes } }), validation());
      expect(expected.ok).toBe(false);
      expect(answer.json()).toMatchObject({ code: 'importmap_refused' });
      expect(answer.json().message).toContain(!expected.ok && expected.reason);
    }
    expect((await app.inject({ url: '/ops-api/importmap', headers: VIEWER })).headers.etag).toBe('"1"');
  });

  it('SRI in the served map matches the bytes served for every script', async () => {
    await start();
    await patch({ '@arena/office': OFFICE_V2 }, '"1"');
    const served = JSON.parse((await app.inject({ url: '/importmap.json' })).body) as { integrity: Record<string, string> };
    expect(served.integrity[OFFICE_V2]).toBeDefined();
    for (const [url, digest] of Object.entries(served.integrity)) {
      const file = await app.inject({ url });
      expect(file.statusCode).toBe(200);
      expect(`sha384-${createHash('sha384').update(file.rawPayload).digest('base64')}`).toBe(digest);
    }
  });
});

describe('ops API: history, rollback, builds, hand edits', () => {
  it('rollback creates a new version equal to the old content', async () => {
    await start();
    await patch({ '@arena/office': OFFICE_V2 }, '"1"');
    const rolled = await app.inject({ method: 'POST', url: '/ops-api/rollback', headers: DEPLOYER, payload: { version: 1, reason: 'v2 broke the office' } });
    expect(rolled.statusCode).toBe(200);
    expect(rolled.json()).toMatchObject({ version: 3, rollbackOf: 1, operator: 'anna', changes: [{ specifier: '@arena/office', before: OFFICE_V2, after: OFFICE_V1 }] });
    const history = (await app.inject({ url: '/ops-api/history', headers: VIEWER })).json().versions as Array<{ version: number }>;
    expect(history.map((v) => v.version)).toEqual([3, 2, 1]);
    expect(JSON.parse((await app.inject({ url: '/importmap.json' })).body).imports['@arena/office']).toBe(OFFICE_V1);
    expect((await app.inject({ method: 'POST', url: '/ops-api/rollback', headers: DEPLOYER, payload: { version: 99, reason: 'x' } })).statusCode).toBe(404);
    expect((await app.inject({ method: 'POST', url: '/ops-api/rollback', headers: { ...DEPLOYER, 'if-match': '"2"' }, payload: { version: 1, reason: 'x' } })).statusCode).toBe(412);
  });

  it('lists every module build with its build time, size and whether it is live', async () => {
    await start();
    const modules = (await app.inject({ url: '/ops-api/modules', headers: VIEWER })).json().modules as Array<{ module: string; builds: Array<{ version: string; size: number; live: boolean; builtAt: string }> }>;
    const office = modules.find((m) => m.module === 'office')!;
    expect(office.builds.map((b) => [b.version, b.live]).sort()).toEqual([['cccccccccccc', true], ['eeeeeeeeeeee', false]]);
    expect(office.builds.every((b) => b.size > 0 && typeof b.builtAt === 'string')).toBe(true);
  });

  it('an accepted hand edit of importmap.json becomes a "file-edit" version; a refused one does not', async () => {
    await start();
    const map = JSON.parse((await app.inject({ url: '/ops-api/importmap', headers: VIEWER })).body).map;
    writeFileSync(mapFile(), JSON.stringify({ imports: { ...map.imports, '@arena/office': '/dist/office/cccccccccccc/' } }));
    app.importMapStore.reload();
    writeFileSync(mapFile(), JSON.stringify({ imports: { ...map.imports, '@arena/office': OFFICE_V2 } }));
    app.importMapStore.reload();
    await vi.waitFor(async () => {
      const versions = (await app.inject({ url: '/ops-api/history', headers: VIEWER })).json().versions;
      expect(versions).toHaveLength(2);
      expect(versions[0]).toMatchObject({ version: 2, operator: 'file-edit', changes: [{ specifier: '@arena/office', before: OFFICE_V1, after: OFFICE_V2 }] });
    });
  });
});

describe('ops API: two hosts on one store', () => {
  it('a change made through one host is the head for the other, whose stale change is refused (412)', async () => {
    await start();
    const first = app;
    await start(); // a second host (its own deploy store and watcher) on the same importmap/ folder
    const second = app;
    try {
      const via = (host: FastifyInstance, office: string, ifMatch: string) =>
        host.inject({ method: 'PATCH', url: '/ops-api/importmap', headers: { ...DEPLOYER, 'if-match': ifMatch }, payload: { changes: { '@arena/office': office }, reason: 'x' } });
      expect((await via(first, OFFICE_V2, '"1"')).statusCode).toBe(200);
      const stale = await via(second, OFFICE_V1, '"1"');
      expect(stale.statusCode).toBe(412);
      expect(stale.json().map.imports['@arena/office']).toBe(OFFICE_V2);
      expect((await second.inject({ url: '/ops-api/importmap', headers: VIEWER })).headers.etag).toBe('"2"');
      // The other host serves the committed map once its file watcher sees the atomic replace.
      await vi.waitFor(async () => expect(JSON.parse((await second.inject({ url: '/importmap.json' })).body).imports['@arena/office']).toBe(OFFICE_V2), { timeout: 3000 });
      // …and records no extra version for it (it is the head, not a hand edit).
      expect((await second.inject({ url: '/ops-api/history', headers: VIEWER })).json().versions).toHaveLength(2);
    } finally {
      await first.close();
    }
  });
});

describe('If-Match parsing', () => {
  it('reads strong, weak and bare versions; refuses * and junk', () => {
    expect([parseIfMatch('"7"'), parseIfMatch('W/"7"'), parseIfMatch('7'), parseIfMatch('*'), parseIfMatch('"a"'), parseIfMatch(undefined)]).toEqual([7, 7, 7, null, null, null]);
  });
});
