/**
 * The server-rendered head (issue 26): the raw HTML of a page — what a crawler or a link preview reads
 * before any script runs — already carries the page's Russian title, description, canonical URL and
 * hreflang alternates; once the shell runs, the head still has exactly one title, canonical and
 * description (the shell keeps the served tags for the first page and replaces them on the next). A path
 * no route takes answers 404 and the client shows its not-found page.
 */
import type { Page } from '@playwright/test';
import { expect, test } from '../../support/fixtures.ts';
import { acceptCookies } from '../shell/shell-helpers.ts';

const attr = (html: string, pattern: RegExp) => pattern.exec(html)?.[1];

/** Counts once the shell has mounted and the page's route is published (its first head apply would have run). */
async function headCounts(page: Page) {
  return page.evaluate(() => ({
    titles: document.querySelectorAll('title').length,
    canonicals: document.querySelectorAll('link[rel="canonical"]').length,
    descriptions: document.querySelectorAll('meta[name="description"]').length,
  }));
}

test.beforeEach(async ({ page }) => {
  await acceptCookies(page);
});

test('the raw HTML of /ru/ and of a news article carries the Russian head; after the shell runs it is there once', async ({ page, request, baseURL }) => {
  const home = await request.get('/ru/');
  expect(home.status()).toBe(200);
  const homeHtml = await home.text();
  expect(homeHtml).toContain('<html lang="ru" dir="ltr">');
  expect(homeHtml).toContain('<title>Arena — ставки на спорт и казино</title>');
  expect(attr(homeHtml, /<meta name="description" content="([^"]*)"/)).toBe('Ставки на спорт в линии и лайве, казино, слоты и акции.');
  expect(homeHtml).toContain(`<link rel="canonical" href="${baseURL}/ru/" data-arena-seo>`);
  expect(homeHtml).toContain(`<link rel="alternate" hreflang="uk" href="${baseURL}/ua/" data-arena-seo>`);
  expect(homeHtml).toContain(`<link rel="alternate" hreflang="kk" href="${baseURL}/kz/" data-arena-seo>`);
  expect(homeHtml).not.toMatch(/hreflang="(ua|kz)"/);

  const news = (await (await request.get('/content-api/items?type=news&lng=ru')).json()) as { items: Array<{ slug: string; seoTitle: string; title: string; seoDescription: string; summary: string }> };
  const item = news.items[0]!;
  const articlePath = `/ru/news/${item.slug}`;
  const article = await request.get(articlePath);
  expect(article.status()).toBe(200);
  const articleHtml = await article.text();
  expect(articleHtml).toContain(`<link rel="canonical" href="${baseURL}${articlePath}" data-arena-seo>`);
  const title = attr(articleHtml, /<title>([^<]*)<\/title>/)!;
  expect(title.replace(/&amp;/g, '&')).toBe(`${item.seoTitle || item.title} — Arena`);
  expect(attr(articleHtml, /<meta name="description" content="([^"]*)"/)).toBeTruthy();
  expect(articleHtml).toContain('<meta property="og:type" content="article" data-arena-seo>');
  expect(articleHtml).toMatch(/<script type="application\/ld\+json" data-arena-seo>\{[^<]*"@type":"NewsArticle"/);

  // In the browser: the shell mounts the page; the head keeps one of each, with the served values.
  const pageDataAsked: string[] = [];
  page.on('request', (r) => {
    const url = new URL(r.url());
    if (url.pathname === '/seo-api/page-data') pageDataAsked.push(url.searchParams.get('path') ?? '');
  });
  await page.goto(articlePath);
  await expect(page.locator('#arena-root')).not.toBeEmpty();
  await expect(page).toHaveTitle(title.replace(/&amp;/g, '&'));
  await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute('href', `${baseURL}${articlePath}`);
  expect(await headCounts(page)).toEqual({ titles: 1, canonicals: 1, descriptions: 1 });

  // The next page (client navigation) replaces the served tags rather than adding to them.
  await page.evaluate(() => window.history.pushState(null, '', '/ru/live'));
  await page.evaluate(() => window.dispatchEvent(new PopStateEvent('popstate')));
  await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute('href', `${baseURL}/ru/live`);
  await expect(page).toHaveTitle('Лайв — ставки по ходу игры — Arena');
  expect(await headCounts(page)).toEqual({ titles: 1, canonicals: 1, descriptions: 1 });
  await expect(page.locator('head meta[name="arena-seo-page"]')).toHaveCount(0);
  // The first page kept the served head: the only page data the shell asked for is the second page's.
  expect(pageDataAsked).toEqual(['/ru/live']);
});

test('a path no route takes answers 404 with noindex; the client shows its not-found page', async ({ page, request }) => {
  const raw = await request.get('/ru/no-such-page-xyz');
  expect(raw.status()).toBe(404);
  expect(await raw.text()).toContain('<meta name="robots" content="noindex, nofollow" data-arena-seo>');

  const response = await page.goto('/ru/no-such-page-xyz');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: '404' })).toBeVisible();
  await expect(page).toHaveTitle('Страница не найдена — Arena');
  await expect(page.locator('head meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');
  expect(await headCounts(page)).toEqual({ titles: 1, canonicals: 0, descriptions: 1 });
});
