/**
 * Issue 26: the page's head is in the served HTML's first bytes — localized title, description, robots,
 * canonical, hreflang (language tags), Open Graph and JSON-LD — and a path no route takes answers 404.
 * Host and backend in one process (`npm start`), pages asked with inject() as a crawler would.
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer } from '../build-app.ts';
import { processWorkspace } from '../process-test-support.ts';
import { readEnv } from '../platform/env.ts';

let importMapFile = '';
let app: FastifyInstance;
beforeAll(async () => {
  importMapFile = (await processWorkspace()).importMapFile;
  // The site's configured origin; the Host header the pages are asked with is another (never used).
  app = await buildServer(readEnv({ ARENA_DB: ':memory:', ARENA_IMPORTMAP: importMapFile, ARENA_PUBLIC_ORIGIN: 'http://arena.test' }), false);
}, 300_000);
afterAll(async () => {
  await app?.close();
});

const page = (url: string, host = 'crawler-sent.test') => app.inject({ url, headers: { host } });
const head = (html: string) => html.slice(0, html.indexOf('</head>'));
const attr = (html: string, selector: RegExp) => selector.exec(html)?.[1];
const count = (html: string, pattern: RegExp) => html.match(new RegExp(pattern, 'g'))?.length ?? 0;

describe('the served head (issue 26)', () => {
  it('/ru/ has the Russian title, description, robots, canonical, hreflang alternates and Open Graph', async () => {
    const res = await page('/ru/');
    expect(res.statusCode).toBe(200);
    const html = head(res.body);
    expect(html).toContain('<html lang="ru" dir="ltr">');
    expect(html).toContain('<title>Arena — ставки на спорт и казино</title>');
    expect(count(html, /<title>/)).toBe(1);
    expect(attr(html, /<meta name="description" content="([^"]*)" data-arena-seo>/)).toBe('Ставки на спорт в линии и лайве, казино, слоты и акции.');
    expect(count(html, /<meta name="description"/)).toBe(1);
    expect(html).toContain('<meta name="robots" content="index, follow" data-arena-seo>');
    expect(html).toContain('<link rel="canonical" href="http://arena.test/ru/" data-arena-seo>');
    expect(html).toContain('<link rel="alternate" hreflang="uk" href="http://arena.test/ua/" data-arena-seo>');
    expect(html).toContain('<link rel="alternate" hreflang="kk" href="http://arena.test/kz/" data-arena-seo>');
    expect(html).toContain('<link rel="alternate" hreflang="x-default" href="http://arena.test/ru/" data-arena-seo>');
    expect(html).not.toMatch(/hreflang="(ua|kz)"/);
    expect(html).toContain('<meta property="og:title" content="Arena — ставки на спорт и казино" data-arena-seo>');
    expect(html).toContain('<meta property="og:locale" content="ru_RU" data-arena-seo>');
    // The shell's key for the page it mounts: path, language, route.
    expect(html).toContain('<meta name="arena-seo-page" content="/ru/|ru|home" data-arena-seo>');
  });

  it('a ua page is Ukrainian, with lang="uk" and hreflang uk', async () => {
    const html = head((await page('/ua/live')).body);
    expect(html).toContain('<html lang="uk" dir="ltr">');
    expect(html).toContain('<title>Лайв — ставки під час гри — Arena</title>');
    expect(html).toContain('<link rel="canonical" href="http://arena.test/ua/live" data-arena-seo>');
    expect(html).toContain('<link rel="alternate" hreflang="uk" href="http://arena.test/ua/live" data-arena-seo>');
  });

  it('an Arabic page is right to left with its Arabic title', async () => {
    const html = head((await page('/ar/live')).body);
    expect(html).toContain('<html lang="ar" dir="rtl">');
    expect(html).toContain('<title>مباشر — المراهنة أثناء اللعب — Arena</title>');
  });

  it('a page without its own SEO title is titled by its route (the titles dictionary), as the shell titles it', async () => {
    expect(head((await page('/ru/results')).body)).toContain('<title>Результаты — Arena</title>');
  });

  it('an article has its own title, article Open Graph and JSON-LD as data', async () => {
    const html = head((await page('/en/blog/how-odds-work')).body);
    expect(html).toContain('<title>How bookmaker odds work — probability and margin — Arena</title>');
    expect(html).toContain('<meta property="og:type" content="article" data-arena-seo>');
    expect(html).toContain('<link rel="canonical" href="http://arena.test/en/blog/how-odds-work" data-arena-seo>');
    const ld = attr(html, /<script type="application\/ld\+json" data-arena-seo>(.*?)<\/script>/s);
    expect(JSON.parse(ld!)).toMatchObject({ '@type': 'BlogPosting', url: 'http://arena.test/en/blog/how-odds-work' });
  });

  it('each page has its own head; the same page again is the same response (304 on its ETag)', async () => {
    const live = await page('/ru/live');
    const line = await page('/ru/line');
    expect(live.headers.etag).not.toBe(line.headers.etag);
    const again = await app.inject({ url: '/ru/live', headers: { host: 'arena.test', 'if-none-match': String(live.headers.etag) } });
    expect(again.statusCode).toBe(304);
  });
});

describe('page status (issue 26)', () => {
  it('a path no route takes answers 404 with the page, noindex and the not-found title', async () => {
    const res = await page('/ru/no-such-page-xyz');
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toContain('text/html');
    const html = head(res.body);
    expect(html).toContain('<title>Страница не найдена — Arena</title>');
    expect(html).toContain('<meta name="robots" content="noindex, nofollow" data-arena-seo>');
    expect(html).not.toContain('rel="canonical"');
    expect(html).not.toContain('rel="alternate"');
    // Still the app: the client draws its not-found view.
    expect(res.body).toContain('<div id="arena-root"></div>');
  });

  it('paths the client router redirects or routes are not 404: the language-less root, fixed redirects, odd language segments', async () => {
    expect((await page('/')).statusCode).toBe(302);
    for (const path of ['/ru/office', '/ru/rules', '/ru/user/coupon', '/ru/actions/cashback', '/qq/anything', '/ru/live']) {
      expect((await page(path)).statusCode, path).toBe(200);
    }
    // Existing redirects and content 404s stay as they were.
    expect((await page('/ru/promo/cashback')).statusCode).toBe(301);
    expect((await page('/ru/blog/no-such-article')).statusCode).toBe(404);
  });
});

describe('public URLs (issue 26 with issue 32)', () => {
  it('with ARENA_PUBLIC_ORIGIN the canonical, alternates and og:url use it, whatever the Host header says', async () => {
    const pinned = await buildServer(readEnv({ ARENA_DB: ':memory:', ARENA_IMPORTMAP: importMapFile, ARENA_PUBLIC_ORIGIN: 'https://arena.example' }), false);
    try {
      const html = head((await pinned.inject({ url: '/ru/live', headers: { host: 'evil.test' } })).body);
      expect(html).toContain('<link rel="canonical" href="https://arena.example/ru/live" data-arena-seo>');
      expect(html).toContain('<meta property="og:url" content="https://arena.example/ru/live" data-arena-seo>');
      expect(html).toContain('hreflang="en" href="https://arena.example/en/live"');
      expect(html).not.toContain('evil.test');
    } finally {
      await pinned.close();
    }
  }, 30_000);

  it('without ARENA_PUBLIC_ORIGIN the head names the origin the server listens on, never the Host header', async () => {
    const unpinned = await buildServer(readEnv({ ARENA_DB: ':memory:', ARENA_IMPORTMAP: importMapFile }), false);
    try {
      const html = head((await unpinned.inject({ url: '/ru/live', headers: { host: 'evil.test' } })).body);
      expect(html).toMatch(/<link rel="canonical" href="http:\/\/localhost:\d+\/ru\/live" data-arena-seo>/);
      expect(html).not.toContain('evil.test');
    } finally {
      await unpinned.close();
    }
  }, 30_000);

  it('ARENA_PUBLIC_ORIGIN must be an origin', () => {
    expect(() => readEnv({ ARENA_PUBLIC_ORIGIN: 'arena.example' })).toThrow(/ARENA_PUBLIC_ORIGIN/);
    expect(() => readEnv({ ARENA_PUBLIC_ORIGIN: 'https://arena.example/path' })).toThrow(/ARENA_PUBLIC_ORIGIN/);
    expect(readEnv({ ARENA_PUBLIC_ORIGIN: 'https://arena.example/' }).publicOrigin).toBe('https://arena.example');
  });
});
