import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeDist } from './fake-dist.ts';
import { hostPlugin } from './host-plugin.ts';
import type { SiteFacts } from '../platform/site-facts.ts';
import type { RequiredModule } from './importmap-requirements.ts';

const root = resolve(import.meta.dirname, '..', '..', '..');
let work: string;
let app: FastifyInstance;
const errors: string[] = [];

/** Writes a built file and records it in its folder's build.json, as the build does. */
function writeBuilt(path: string, contents?: string) {
  return fakeDist(join(work, 'dist')).write(path, contents === undefined ? {} : { contents });
}

/** What these tests' maps must contain (the real default is derived from the workspace). */
const REQUIRED: RequiredModule[] = [
  { specifier: '@arena/root-config', kind: 'root-config' },
  { specifier: '@arena/shell', kind: 'shell' },
  { specifier: 'react', kind: 'vendor' },
];

const baseMap = (): { imports: Record<string, string> } => ({
  imports: {
    '@arena/root-config': writeBuilt('root-config/aaaaaaaaaaaa/index.js'),
    '@arena/shell': writeBuilt('shell/bbbbbbbbbbbb/index.js'),
    '@arena/office': writeBuilt('office/cccccccccccc/index.js'),
    react: writeBuilt('vendor/dddddddddddd/react.js'),
  },
});

const mapFile = () => join(work, 'importmap', 'importmap.json');
const writeMap = (text: string) => writeFileSync(mapFile(), text);

/** Site facts that only name the interface languages (every page 200, no redirects, no head: the generic one). */
const languagesOnly = (languages: readonly string[]) => ({
  pageFacts: () => ({ status: 200, redirect: null }),
  interfaceLanguages: () => languages,
  pageHead: () => Promise.reject(new Error('no SEO data in this test')),
});

async function start(options: { cors?: boolean; allowedOrigins?: string[]; appForPath?: (pathname: string) => string | null; logLines?: string[]; interfaceLanguages?: string[]; siteFacts?: SiteFacts } = {}) {
  const lines = options.logLines;
  app = Fastify({ logger: lines ? { level: 'info', stream: { write: (line: string) => void lines.push(line) } } : false });
  if (!lines) app.log.error = ((msg: string) => errors.push(String(msg))) as typeof app.log.error;
  await app.register(hostPlugin, {
    root,
    distRoot: join(work, 'dist'),
    importMapFile: mapFile(),
    allowedOrigins: options.allowedOrigins ?? [],
    cors: options.cors ?? false,
    requiredModules: REQUIRED,
    ...(options.appForPath ? { appForPath: options.appForPath } : {}),
    ...(options.interfaceLanguages ? { siteFacts: languagesOnly(options.interfaceLanguages) } : {}),
    ...(options.siteFacts ? { siteFacts: options.siteFacts } : {}),
  });
  await app.ready();
}

beforeEach(() => {
  work = mkdtempSync(join(tmpdir(), 'arena-host-'));
  mkdirSync(join(work, 'importmap'), { recursive: true });
  writeMap(JSON.stringify(baseMap()));
  errors.length = 0;
});

afterEach(async () => {
  await app?.close();
  rmSync(work, { recursive: true, force: true });
});

describe('host: language redirects', () => {
  it('a path without a language segment is redirected to /ru/<path> with 302, query kept', async () => {
    await start();
    const home = await app.inject('/');
    expect(home.statusCode).toBe(302);
    expect(home.headers.location).toBe('/ru/');
    const office = await app.inject('/office?x=1');
    expect(office.statusCode).toBe(302);
    expect(office.headers.location).toBe('/ru/office?x=1');
  });

  it('pages under a two-letter language segment get index.html', async () => {
    await start();
    for (const path of ['/ru/', '/en/office/history', '/kz']) {
      const page = await app.inject(path);
      expect(page.statusCode, path).toBe(200);
      expect(page.headers['content-type']).toContain('text/html');
    }
  });

  it('<html lang dir> is the page language as a language tag (issue 20): ua is uk, ar right to left, an odd segment the default', async () => {
    await start({ interfaceLanguages: ['ru', 'en', 'ua', 'kz', 'az', 'ar'] });
    const htmlTag = async (path: string) => /<html[^>]*>/.exec((await app.inject(path)).body)?.[0];
    expect(await htmlTag('/ru/')).toBe('<html lang="ru" dir="ltr">');
    expect(await htmlTag('/ua/line')).toBe('<html lang="uk" dir="ltr">');
    expect(await htmlTag('/kz/')).toBe('<html lang="kk" dir="ltr">');
    expect(await htmlTag('/ar/office/account')).toBe('<html lang="ar" dir="rtl">');
    expect(await htmlTag('/en/')).toBe('<html lang="en" dir="ltr">');
    expect(await htmlTag('/qq/')).toBe('<html lang="ru" dir="ltr">');
  });

  it('a failing head lookup still serves the page, with the generic head', async () => {
    await start({ interfaceLanguages: ['ru', 'en'] });
    const page = await app.inject('/ru/live');
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<title>Arena — sports betting and casino</title>');
    expect(page.body).not.toContain('data-arena-seo');
  });

  it('when the head lookup fails, the page still gets its redirect and status from the facts alone', async () => {
    const facts = languagesOnly(['ru']);
    await start({
      siteFacts: {
        ...facts,
        pageFacts: (path) => (path === '/ru/old' ? { status: 200, redirect: { location: '/ru/new', status: 301 } } : { status: path === '/ru/blog/gone' ? 404 : 200, redirect: null }),
      },
    });
    const moved = await app.inject('/ru/old?x=1');
    expect(moved.statusCode).toBe(301);
    expect(moved.headers.location).toBe('/ru/new?x=1');
    const gone = await app.inject('/ru/blog/gone');
    expect(gone.statusCode).toBe(404);
    expect(gone.body).toContain('<title>Arena — sports betting and casino</title>');
  });

  it('unknown API routes answer 404 JSON, never the page', async () => {
    await start();
    const res = await app.inject('/bff-api/nope');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'not_found' });
  });
});

describe('host: index.html', () => {
  it('loads the served import map, the overrides loader (naming import-map-overrides) before SystemJS, and preloads the shared libraries', async () => {
    await start();
    const html = (await app.inject('/ru/')).body;
    expect(html).toContain('<meta name="importmap-type" content="systemjs-importmap">');
    expect(html).toContain('<script type="systemjs-importmap" src="/importmap.json"></script>');
    expect(html).toMatch(/<link rel="preload" as="script" href="\/dist\/root-config\/aaaaaaaaaaaa\/index.js" integrity="sha384-[^"]+">/);
    expect(html).toMatch(/<link rel="preload" as="script" href="\/dist\/vendor\/dddddddddddd\/react.js" integrity="sha384-[^"]+">/);
    // Named by the loader, not preloaded: a player's browser never loads it (overrides-loader.js).
    expect(html).not.toMatch(/<link rel="preload"[^>]*import-map-overrides/);
    const overrides = html.indexOf('data-api="/loader/import-map-overrides');
    const systemjs = html.indexOf('/system.min.js');
    expect(html.indexOf('src="/importmap.json"')).toBeLessThan(overrides);
    expect(overrides).toBeGreaterThan(0);
    expect(overrides).toBeLessThan(systemjs);
  });
});

describe('host: preloads for the page asked for', () => {
  const withGraph = () => {
    const map = baseMap() as { imports: Record<string, string>; depcache: Record<string, string[]> };
    map.imports['@arena/betting'] = writeBuilt('betting/eeeeeeeeeeee/index.js');
    writeBuilt('betting/eeeeeeeeeeee/chunk-B.js');
    writeBuilt('vendor/dddddddddddd/chunk-R.js');
    map.depcache = {
      '/dist/betting/eeeeeeeeeeee/index.js': ['./chunk-B.js', 'react'],
      '/dist/vendor/dddddddddddd/react.js': ['./chunk-R.js'],
    };
    writeMap(JSON.stringify(map));
  };
  const preloads = (html: string) => [...html.matchAll(/<link rel="preload" as="script" href="([^"]+)"[^>]*>/g)].map((m) => m[1]);

  it("preloads the area app the URL mounts and everything its depcache reaches, and only that app", async () => {
    withGraph();
    await start({ appForPath: (path) => (path.startsWith('/ru/office') ? '@arena/office' : '@arena/betting') });
    const line = preloads((await app.inject('/ru/line')).body);
    expect(line).toEqual(expect.arrayContaining(['/dist/betting/eeeeeeeeeeee/index.js', '/dist/betting/eeeeeeeeeeee/chunk-B.js', '/dist/vendor/dddddddddddd/chunk-R.js', '/dist/root-config/aaaaaaaaaaaa/index.js']));
    expect(line).not.toContain('/dist/office/cccccccccccc/index.js');
    expect(new Set(line).size).toBe(line.length);
    const office = preloads((await app.inject('/ru/office')).body);
    expect(office).toContain('/dist/office/cccccccccccc/index.js');
    expect(office).not.toContain('/dist/betting/eeeeeeeeeeee/index.js');
  });

  it('a URL no app claims (or a lookup that throws) still gets the page with the shared preloads', async () => {
    withGraph();
    await start({ appForPath: (path) => { if (path.includes('boom')) throw new Error('boom'); return null; } });
    // Paths no route of the table takes: the page, with the client's not-found status (issue 26).
    for (const path of ['/ru/nowhere', '/ru/boom']) {
      const page = await app.inject(path);
      expect(page.statusCode).toBe(404);
      expect(page.body).toContain('<div id="arena-root"></div>');
      expect(preloads(page.body)).toContain('/dist/vendor/dddddddddddd/chunk-R.js');
      expect(preloads(page.body)).not.toContain('/dist/betting/eeeeeeeeeeee/index.js');
    }
  });
});

describe('host: caching and compression', () => {
  it('serves the import map with no-cache and an ETag, answering 304 when unchanged', async () => {
    await start();
    const res = await app.inject('/importmap.json');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.json()).toMatchObject(baseMap());
    const again = await app.inject({ url: '/importmap.json', headers: { 'if-none-match': String(res.headers.etag) } });
    expect(again.statusCode).toBe(304);
  });

  it('serves built files as immutable, precompressed with brotli when accepted', async () => {
    writeBuilt('office/cccccccccccc/big.js', 'x'.repeat(5000));
    writeFileSync(join(work, 'dist/office/cccccccccccc/big.js.br'), brotliCompressSync(Buffer.from('x'.repeat(5000))));
    await start();
    const res = await app.inject({ url: '/dist/office/cccccccccccc/big.js', headers: { 'accept-encoding': 'br, gzip' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
    // Immutable: no validators or range support to spend header bytes on.
    expect([res.headers.etag, res.headers['last-modified'], res.headers['accept-ranges']]).toEqual([undefined, undefined, undefined]);
  });

  it('the developer server sends CORS headers on built files so another origin can load them', async () => {
    await start({ cors: true });
    const res = await app.inject('/dist/office/cccccccccccc/index.js');
    expect(res.headers['access-control-allow-origin']).toBe('*');
  });
});

describe('host: logging', () => {
  it('pages, the import map and built files do not log every request; other routes still do', async () => {
    const lines: string[] = [];
    await start({ logLines: lines });
    const urlsLogged = () => lines.map((l) => (JSON.parse(l) as { req?: { url?: string } }).req?.url).filter(Boolean);
    for (const url of ['/ru/', '/ru/office', '/importmap.json', '/dist/office/cccccccccccc/index.js']) {
      expect((await app.inject(url)).statusCode, url).toBe(200);
    }
    expect(urlsLogged()).toEqual([]);
    await app.inject('/healthz');
    expect(urlsLogged()).toContain('/healthz');
  });
});

describe('host: editing the import map', () => {
  const served = async () => (await app.inject('/importmap.json')).json() as { imports: Record<string, string> };

  it('a valid edit of the file is served on the next request, without a restart', async () => {
    await start();
    const next = baseMap();
    next.imports['@arena/office'] = writeBuilt('office/eeeeeeeeeeee/index.js');
    writeMap(JSON.stringify(next));
    await vi.waitFor(async () => expect((await served()).imports['@arena/office']).toBe('/dist/office/eeeeeeeeeeee/index.js'), { timeout: 3000 });
    expect((await app.inject('/ru/')).statusCode).toBe(200);
  });

  const imports = (): Record<string, string> => baseMap().imports;
  it.each([
    ['bad JSON', (): string => '{"imports": {', /not valid JSON/],
    ['a URL outside dist/', (): string => JSON.stringify({ imports: { ...imports(), '@arena/office': '/etc/passwd' } }), /neither under \/dist\//],
    ['a path escaping dist/', (): string => JSON.stringify({ imports: { ...imports(), '@arena/office': '/dist/../package.json' } }), /leaves \/dist\//],
    ['a build that does not exist', (): string => JSON.stringify({ imports: { ...imports(), '@arena/office': '/dist/office/ffffffffffff/index.js' } }), /no such built file/],
    ['an origin that is not allowed', (): string => JSON.stringify({ imports: { ...imports(), '@arena/office': 'https://evil.example/office.js' } }), /not allowed/],
    ['a map without the root config', (): string => JSON.stringify({ imports: { '@arena/shell': imports()['@arena/shell'] } }), /root-config/],
    // Issue 16 finding 8: edits that used to be accepted and broke every page.
    ['react removed', (): string => { const { react: _react, ...rest } = imports(); return JSON.stringify({ imports: rest }); }, /"react" is missing from "imports"/],
    ['the shell pointed at an app bundle', (): string => JSON.stringify({ imports: { ...imports(), '@arena/shell': imports()['@arena/office'] } }), /is the built entry of @arena\/office, not of @arena\/shell/],
    ['a URL ending in /', (): string => JSON.stringify({ imports: { ...imports(), '@arena/office': '/dist/office/cccccccccccc/' } }), /is a folder, not a module file/],
    ['build.json as a module', (): string => JSON.stringify({ imports: { ...imports(), '@arena/office': '/dist/office/cccccccccccc/build.json' } }), /is build metadata, not a module/],
    ['a source map as a module', (): string => JSON.stringify({ imports: { ...imports(), '@arena/office': writeBuilt('office/cccccccccccc/index.js.map', '{}') } }), /is a source map, not a module/],
  ] as const)('an invalid edit (%s) is refused with a clear log line and the last valid map keeps serving', async (_name, text, reason) => {
    await start();
    const before = await served();
    writeMap(text());
    expect(app.importMapStore.reload()).toBe(false);
    expect(errors.some((line) => line.startsWith('importmap: refused the edit') && reason.test(line))).toBe(true);
    expect(await served()).toEqual(before);
  });

  it('the served map and the preloads carry the sha384 integrity of every file of the referenced builds, depcache chunks included', async () => {
    const map = baseMap() as { imports: Record<string, string>; depcache: Record<string, string[]> };
    writeBuilt('vendor/dddddddddddd/chunk-R.js', 'System.register([],function(){return{execute(){}}});');
    map.depcache = { [map.imports.react!]: ['./chunk-R.js'] };
    writeMap(JSON.stringify(map));
    await start();
    const integrity = ((await served()) as { integrity?: Record<string, string> }).integrity ?? {};
    const chunk = readFileSync(join(work, 'dist/vendor/dddddddddddd/chunk-R.js'));
    expect(integrity['/dist/vendor/dddddddddddd/chunk-R.js']).toBe(`sha384-${createHash('sha384').update(chunk).digest('base64')}`);
    for (const url of [...Object.values(map.imports), '/dist/vendor/dddddddddddd/chunk-R.js']) expect(integrity[url], url).toMatch(/^sha384-/);
    const html = (await app.inject('/ru/')).body;
    expect(html).toContain(`href="/dist/vendor/dddddddddddd/chunk-R.js" integrity="${integrity['/dist/vendor/dddddddddddd/chunk-R.js']}"`);
  });

  it('a map whose files differ from what their build recorded (changed on disk) is refused', async () => {
    await start();
    const next = baseMap();
    next.imports['@arena/office'] = writeBuilt('office/eeeeeeeeeeee/index.js');
    writeFileSync(join(work, 'dist/office/eeeeeeeeeeee/index.js'), 'System.register([],function(e){return{execute(){window.pwned=1;e({bootstrap(){},mount(){},unmount(){}})}}});');
    writeMap(JSON.stringify(next));
    expect(app.importMapStore.reload()).toBe(false);
    expect(errors.some((line) => line.startsWith('importmap: refused the edit') && /differs from what the build recorded/.test(line))).toBe(true);
  });

  it('an absolute URL on an allowed origin (e.g. a CDN) is accepted', async () => {
    await start({ allowedOrigins: ['https://cdn.example'] });
    writeMap(JSON.stringify({ imports: { ...baseMap().imports, '@arena/office': 'https://cdn.example/office/1/index.js' } }));
    expect(app.importMapStore.reload()).toBe(true);
    expect((await served()).imports['@arena/office']).toBe('https://cdn.example/office/1/index.js');
  });
});
