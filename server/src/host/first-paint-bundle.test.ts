/**
 * The first-paint shared libraries as one file (issue 26 lever, first-paint-bundle.ts): what the file for a
 * map holds and under which names, what stays out, how the host serves it and names it in the document.
 */
import { randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { runInNewContext } from 'node:vm';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sriOf } from './build-contract/build-record.ts';
import { COHORT_COOKIE } from './canary/cohort.ts';
import { createOpsWorkspace, DEPLOYER } from './deploy/ops-fixture.ts';
import { APP_SOURCE, fakeDist } from './fake-dist.ts';
import { firstPaintBundleOf, firstPaintBundles } from './first-paint-bundle.ts';
import { hostPlugin } from './host-plugin.ts';
import type { RequiredModule } from './importmap-requirements.ts';

const root = resolve(import.meta.dirname, '..', '..', '..');
const DEV_SERVER = 'http://127.0.0.1:9001';
let work: string;
let app: FastifyInstance;

const distRoot = () => join(work, 'dist');
const write = (path: string, contents: string) => fakeDist(distRoot()).write(path, { contents });
/** A System.register module whose body names it, so a test can tell which file text ran under which name. */
const lib = (label: string, deps: string[] = []) => `System.register(${JSON.stringify(deps)},function(e){return{execute(){e("label",${JSON.stringify(label)})}}});\n//# sourceMappingURL=index.js.map\n`;

const REQUIRED: RequiredModule[] = [
  { specifier: '@arena/root-config', kind: 'root-config' },
  { specifier: '@arena/shell', kind: 'shell' },
  { specifier: 'react', kind: 'vendor' },
];

/**
 * root-config imports event-bus, utils and i18n (here on a developer's server: not a file of this host);
 * ui-kit has a static chunk (in its depcache) and a lazily imported one (not); office is an app no page-wide
 * graph reaches.
 */
function writeSite() {
  const map = {
    imports: {
      '@arena/root-config': write('root-config/aaaaaaaaaaaa/index.js', lib('root-config', ['@arena/event-bus', '@arena/utils', '@arena/i18n'])),
      '@arena/shell': write('shell/bbbbbbbbbbbb/index.js', APP_SOURCE),
      react: write('vendor/dddddddddddd/react.js', lib('react')),
      '@arena/event-bus': write('event-bus/eeeeeeeeeeee/index.js', lib('event-bus')),
      '@arena/utils': write('utils/ffffffffffff/index.js', lib('utils')),
      '@arena/ui-kit': write('ui-kit/111111111111/index.js', lib('ui-kit', ['./chunk-STATIC.js', 'react'])),
      '@arena/i18n': `${DEV_SERVER}/i18n/index.js`,
      '@arena/office': write('office/cccccccccccc/index.js', APP_SOURCE),
    },
    depcache: {
      '/dist/root-config/aaaaaaaaaaaa/index.js': ['@arena/event-bus', '@arena/utils', '@arena/i18n'],
      '/dist/ui-kit/111111111111/index.js': ['./chunk-STATIC.js', 'react'],
    },
  };
  write('ui-kit/111111111111/chunk-STATIC.js', lib('ui-kit static chunk'));
  write('ui-kit/111111111111/chunk-LAZY.js', lib('ui-kit lazy chunk'));
  mkdirSync(join(work, 'importmap'), { recursive: true });
  writeFileSync(join(work, 'importmap', 'importmap.json'), JSON.stringify(map));
  return map;
}

const BUNDLED = ['/dist/event-bus/eeeeeeeeeeee/index.js', '/dist/utils/ffffffffffff/index.js', '/dist/ui-kit/111111111111/index.js', '/dist/ui-kit/111111111111/chunk-STATIC.js'];

async function start() {
  app = Fastify({ logger: false });
  await app.register(hostPlugin, { root, distRoot: distRoot(), importMapFile: join(work, 'importmap', 'importmap.json'), allowedOrigins: [DEV_SERVER], cors: false, requiredModules: REQUIRED, serverRender: false, appForPath: () => null });
  await app.ready();
}

/** What the served file registers when run in a page at `pageUrl`: each name and the label its module exports. */
function runBundle(text: string, pageUrl: string) {
  const registered: { name: string; label: unknown }[] = [];
  const System = {
    register(name: string, _deps: string[], declare: (e: (k: string, v: unknown) => void) => { execute(): void }) {
      let label: unknown;
      declare((_key, value) => (label = value)).execute();
      registered.push({ name, label });
    },
  };
  runInNewContext(text, { System, URL, document: { baseURI: pageUrl } });
  return registered;
}

const bundleLink = (html: string) => /<link rel="preload" as="script" id="arena-first-paint-bundle" href="([^"]+)" integrity="([^"]+)"/.exec(html);
const preloads = (html: string) => [...html.matchAll(/<link rel="preload" as="script"(?: id="[^"]+")? href="([^"]+)"/g)].map((m) => m[1]!);

beforeEach(() => {
  work = mkdtempSync(join(tmpdir(), 'arena-first-paint-'));
});

afterEach(async () => {
  await app?.close();
  rmSync(work, { recursive: true, force: true });
});

describe('the first-paint file of a map', () => {
  it('holds exactly the shared libraries of the page-wide graph (and their static chunks) under the URLs the page resolves for them', async () => {
    writeSite();
    await start();
    const html = (await app.inject('/ru/')).body;
    const link = bundleLink(html);
    expect(link, 'the document names the file').not.toBeNull();
    const served = await app.inject({ url: link![1]!, headers: { 'accept-encoding': 'identity' } });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toMatch(/^application\/javascript/);
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    // Run as a page on any origin would: absolute names, each with its own file's module.
    expect(runBundle(served.body, 'https://arena.example/ru/line')).toEqual([
      { name: 'https://arena.example/dist/event-bus/eeeeeeeeeeee/index.js', label: 'event-bus' },
      { name: 'https://arena.example/dist/utils/ffffffffffff/index.js', label: 'utils' },
      { name: 'https://arena.example/dist/ui-kit/111111111111/index.js', label: 'ui-kit' },
      { name: 'https://arena.example/dist/ui-kit/111111111111/chunk-STATIC.js', label: 'ui-kit static chunk' },
    ]);
    expect(served.body, 'no source-map comment of a file it holds').not.toContain('sourceMappingURL');
  });

  it('the integrity written in the document is that of the bytes served, in every encoding', async () => {
    writeSite();
    await start();
    const [, href, integrity] = bundleLink((await app.inject('/ru/')).body)!;
    const identity = await app.inject({ url: href!, headers: { 'accept-encoding': 'identity' } });
    expect(sriOf(identity.rawPayload)).toBe(integrity);
    const br = await app.inject({ url: href!, headers: { 'accept-encoding': 'br' } });
    expect(br.headers['content-encoding']).toBe('br');
    const { brotliDecompressSync } = await import('node:zlib');
    expect(sriOf(brotliDecompressSync(br.rawPayload))).toBe(integrity);
  });

  it("the page preloads the file instead of its libraries' own files, and still preloads everything else", async () => {
    writeSite();
    await start();
    const list = preloads((await app.inject('/ru/')).body);
    expect(list[0]).toMatch(/^\/first-paint\/[0-9a-f]{16}\.js$/);
    for (const url of BUNDLED) expect(list).not.toContain(url);
    expect(list).toEqual(expect.arrayContaining(['/dist/root-config/aaaaaaaaaaaa/index.js', '/dist/shell/bbbbbbbbbbbb/index.js', '/dist/vendor/dddddddddddd/react.js']));
  });

  it('leaves out a library whose bytes no longer match the map, one that is not a System.register module, and anything not a /dist/ file', async () => {
    const map = writeSite();
    const integrity = Object.fromEntries(BUNDLED.map((url) => [url, sriOf(`${url}`)]));
    // Only utils' digest is right; event-bus's file changed after the map took it; ui-kit is no register module.
    write('utils/ffffffffffff/index.js', lib('utils'));
    integrity['/dist/utils/ffffffffffff/index.js'] = sriOf(lib('utils'));
    write('ui-kit/111111111111/index.js', 'define([],function(){});');
    integrity['/dist/ui-kit/111111111111/index.js'] = sriOf('define([],function(){});');
    const bundle = firstPaintBundleOf({ ...map, integrity }, distRoot());
    expect(bundle?.files).toEqual(['/dist/utils/ffffffffffff/index.js']);
    expect(firstPaintBundleOf({ imports: { '@arena/utils': `${DEV_SERVER}/utils/index.js` } }, distRoot())).toBeNull();
  });

  it('a new map gets a file of its own; the previous one stays servable for pages loaded just before', async () => {
    const map = writeSite();
    await start();
    const [, before] = bundleLink((await app.inject('/ru/')).body)!;
    map.imports['@arena/utils'] = write('utils/222222222222/index.js', lib('utils 2'));
    writeFileSync(join(work, 'importmap', 'importmap.json'), JSON.stringify(map));
    await vi.waitFor(async () => expect(bundleLink((await app.inject('/ru/')).body)![1]).not.toBe(before), { timeout: 3000 });
    const [, after] = bundleLink((await app.inject('/ru/')).body)!;
    expect(runBundle((await app.inject(after!)).body, 'http://127.0.0.1:8080/ru/').map((r) => r.label)).toContain('utils 2');
    expect((await app.inject(before!)).statusCode).toBe(200);
  });
});

describe("a canary's map", () => {
  it('gets a file of its own: each cohort is named the file of the map it gets, registering that map\'s library', async () => {
    const ws = createOpsWorkspace();
    let host: FastifyInstance | undefined;
    try {
      const v1 = ws.write('event-bus/eeeeeeeeeeee/index.js', { contents: lib('event-bus v1') });
      const v2 = ws.write('event-bus/ffffffffffff/index.js', { contents: lib('event-bus v2') });
      const map = JSON.parse(readFileSync(ws.mapFile, 'utf8')) as { imports: Record<string, string> };
      writeFileSync(ws.mapFile, JSON.stringify({ imports: { ...map.imports, '@arena/event-bus': v1 }, depcache: { [map.imports['@arena/root-config']!]: ['@arena/event-bus'] } }));
      host = await ws.start();
      const started = await host.inject({ method: 'POST', url: '/ops-api/canary', headers: { ...DEPLOYER, 'if-match': '"1"' }, payload: { changes: { '@arena/event-bus': v2 }, percent: 50, reason: 'new bus' } });
      expect(started.statusCode).toBe(200);
      const seen = new Map<string, string>();
      for (const cohort of Array.from({ length: 40 }, () => randomUUID())) {
        const headers = { cookie: `${COHORT_COOKIE}=${cohort}` };
        const bus = (await host.inject({ url: '/importmap.json', headers })).json<{ imports: Record<string, string> }>().imports['@arena/event-bus']!;
        const href = bundleLink((await host.inject({ url: '/ru/', headers })).body)![1]!;
        const registered = runBundle((await host.inject(href)).body, 'https://arena.example/ru/');
        expect(registered).toEqual([{ name: `https://arena.example${bus}`, label: bus === v1 ? 'event-bus v1' : 'event-bus v2' }]);
        seen.set(bus, href);
      }
      expect(seen.size, 'both cohorts were seen').toBe(2);
      expect(seen.get(v1)).not.toBe(seen.get(v2));
    } finally {
      await host?.close();
      ws.remove();
    }
  });
});

describe('the files kept for the route', () => {
  it('the file of a map still served stays servable however many newer maps (canaries) came since; an old one is dropped', () => {
    const map = writeSite();
    const mapWithUtils = (version: string) => {
      const url = write(`utils/${version}/index.js`, lib(`utils ${version}`));
      return { ...map, imports: { ...map.imports, '@arena/utils': url }, integrity: { [url]: sriOf(lib(`utils ${version}`)) } };
    };
    const bundles = firstPaintBundles(distRoot());
    const stableMap = mapWithUtils('aaaaaaaaaaa0');
    const stable = bundles.forMap(stableMap)!;
    const first = bundles.forMap(mapWithUtils('aaaaaaaaaaa1'))!;
    for (const version of ['aaaaaaaaaaa2', 'aaaaaaaaaaa3', 'aaaaaaaaaaa4', 'aaaaaaaaaaa5', 'aaaaaaaaaaa6']) {
      bundles.forMap(mapWithUtils(version));
      expect(bundles.forMap(stableMap)).toBe(stable); // a page of the stable map
    }
    expect(bundles.served(stable.url)).toBe(stable);
    expect(bundles.served(first.url)).toBeUndefined();
  });
});

describe('the first-paint route', () => {
  it.each([
    ['an unknown name', '/first-paint/0123456789abcdef.js'],
    ['no name', '/first-paint/'],
    ['a path', '/first-paint/a/b.js'],
    ['an escape', '/first-paint/..%2f..%2fpackage.json'],
    ['an encoded dotted name', '/first-paint/%2e%2e%2fimportmap.json'],
    ['a build file name', '/first-paint/dist/utils/ffffffffffff/index.js'],
  ])('%s is a clear 404, never a file read', async (_what, url) => {
    writeSite();
    await start();
    const answer = await app.inject(url);
    expect(answer.statusCode, url).toBe(404);
    expect(answer.json()).toMatchObject({ code: 'not_found' });
  });
});
