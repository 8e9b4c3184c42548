/**
 * Content journeys (issue 21): a visitor reads a blog article from the list and the page's title,
 * canonical URL, hreflang alternates and JSON-LD match it; an unknown article is the blog's not-found view
 * with a 404 for crawlers; an operator publishes a news item through the content API, it appears on
 * /ru/news and in the sitemap on the next load, and once unpublished it is gone from both.
 */
import type { APIRequestContext } from '@playwright/test';
import { E2E_CONTENT_TOKEN } from '../../support/arena-server.ts';
import { expect, test } from '../../support/fixtures.ts';
import { acceptCookies } from '../shell/shell-helpers.ts';

const operator = { authorization: `Bearer ${E2E_CONTENT_TOKEN}` };

async function sitemapLocs(request: APIRequestContext): Promise<string[]> {
  const response = await request.get('/sitemap.xml');
  expect(response.status()).toBe(200);
  return [...(await response.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);
}

test.beforeEach(async ({ page }) => {
  await acceptCookies(page);
});

test('a visitor reads a blog article from the list; title and canonical match the article', async ({ page, baseURL }) => {
  await page.goto('/ru/blog');
  const firstCard = page.getByTestId('blog-card').first();
  await expect(firstCard).toBeVisible();
  const slug = (await firstCard.getAttribute('data-slug'))!;
  const link = firstCard.getByRole('link', { name: /\S/ }).last();
  const listedTitle = (await link.textContent())!.trim();
  await link.click();

  await expect(page).toHaveURL(`${baseURL}/ru/blog/${slug}`);
  await expect(page.getByTestId('blog-article-title')).toHaveText(listedTitle);
  await expect(page.getByTestId('blog-article-body').locator('h2').first()).toBeVisible();

  const article = (await (await page.request.get(`/content-api/items/blog/${slug}?lng=ru`)).json()) as { seoTitle: string; title: string };
  await expect(page).toHaveTitle(`${article.seoTitle} — Arena`);
  await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute('href', `${baseURL}/ru/blog/${slug}`);
  await expect(page.locator('head link[rel="alternate"][hreflang="en"]')).toHaveAttribute('href', `${baseURL}/en/blog/${slug}`);
  await expect(page.locator('head meta[property="og:type"]')).toHaveAttribute('content', 'article');
  const jsonLd = JSON.parse((await page.locator('head script[type="application/ld+json"]').textContent())!) as Record<string, unknown>;
  expect(jsonLd).toMatchObject({ '@type': 'BlogPosting', headline: article.seoTitle, url: `${baseURL}/ru/blog/${slug}` });
});

test('issue 31: a Ukrainian and a Kazakh page show the article in their language, with every language as an alternate', async ({ page, baseURL }) => {
  const slug = 'how-odds-work';
  for (const [lang, hreflang, title] of [
    ['ua', 'uk', 'Як влаштовані коефіцієнти і що вони кажуть про ймовірність'],
    ['kz', 'kk', 'Коэффициенттер қалай құрылған және олар ықтималдық туралы не айтады'],
  ] as const) {
    await page.goto(`/${lang}/blog/${slug}`);
    await expect(page.getByTestId('blog-article-title')).toHaveText(title);
    await expect(page.getByTestId('blog-article-body').locator('h2').first()).toBeVisible();
    await expect(page.locator(`head link[rel="alternate"][hreflang="${hreflang}"]`)).toHaveAttribute('href', `${baseURL}/${lang}/blog/${slug}`);
  }
});

test('an article reads in Azerbaijani on /az/ and in Arabic, right to left, on /ar/ (issue 31 item 3)', async ({ page, baseURL }) => {
  await page.goto('/az/blog/how-odds-work');
  await expect(page.getByTestId('blog-article-title')).toHaveText('Əmsallar necə işləyir və ehtimal haqqında nə deyir');
  await expect(page.getByTestId('blog-article-body').locator('h2').first()).toHaveText('Əmsal və ehtimal');
  await expect(page.locator('head link[rel="alternate"][hreflang="ar"]')).toHaveAttribute('href', `${baseURL}/ar/blog/how-odds-work`);

  await page.goto('/ar/blog/how-odds-work');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByTestId('blog-article-title')).toHaveText('كيف تعمل المعاملات وماذا تقول عن الاحتمالات');
  const body = page.getByTestId('blog-article-body');
  await expect(body.locator('h2').first()).toHaveText('المعامل والاحتمال');
  // the Markdown table survives right-to-left text: its header row and the site's Latin digits
  await expect(body.locator('table th').first()).toHaveText('النتيجة');
  await expect(body.locator('table')).toContainText('104.8%');
});

test('an unknown article is the blog’s not-found view, answered with 404 for crawlers', async ({ page }) => {
  const response = await page.goto('/ru/blog/no-such-article');
  expect(response?.status()).toBe(404);
  await expect(page.getByTestId('blog-not-found')).toBeVisible();
  await expect(page.locator('head meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');
});

test('an operator publishes a news item through the API: on /ru/news and in the sitemap on the next load, gone once unpublished', async ({ page, request, baseURL }) => {
  const slug = `e2e-news-${Date.now()}`;
  const title = 'Открыта линия на финал Кубка e2e';
  const created = await request.post('/content-api/operator/items', {
    headers: operator,
    data: {
      type: 'news',
      slug,
      publishedAt: new Date().toISOString(),
      ru: { title, summary: 'Ставки на финал уже принимаются.', seoTitle: '', seoDescription: '', body: 'Линия на финал **открыта**.\n\n<script>window.__xss = 1</script>' },
      en: { title: 'The e2e Cup final line is open', summary: 'Bets on the final are open.', seoTitle: '', seoDescription: '', body: 'The final line is **open**.' },
    },
  });
  expect(created.status(), await created.text()).toBe(201);

  // A draft is not on the site.
  await page.goto('/ru/news');
  await expect(page.getByTestId('news-entry').first()).toBeVisible();
  await expect(page.getByText(title)).toHaveCount(0);
  expect(await sitemapLocs(request)).not.toContain(`${baseURL}/ru/news/${slug}`);

  expect((await request.post(`/content-api/operator/items/news/${slug}/publish`, { headers: operator })).status()).toBe(200);
  await page.reload();
  const entry = page.locator(`[data-testid="news-entry"][data-slug="${slug}"]`);
  await expect(entry).toContainText(title);
  expect(await sitemapLocs(request)).toContain(`${baseURL}/ru/news/${slug}`);

  await entry.getByRole('link', { name: title }).click();
  await expect(page.getByTestId('news-item-title')).toHaveText(title);
  await expect(page.getByTestId('news-item-body')).toContainText('Линия на финал открыта.');
  expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
  expect(await page.getByTestId('news-item-body').innerHTML()).not.toContain('<script');

  expect((await request.post(`/content-api/operator/items/news/${slug}/unpublish`, { headers: operator })).status()).toBe(200);
  await page.goto('/ru/news');
  await expect(page.getByTestId('news-entry').first()).toBeVisible();
  await expect(page.locator(`[data-testid="news-entry"][data-slug="${slug}"]`)).toHaveCount(0);
  expect(await sitemapLocs(request)).not.toContain(`${baseURL}/ru/news/${slug}`);
  const gone = await page.goto(`/ru/news/${slug}`);
  expect(gone?.status()).toBe(404);
  await expect(page.getByTestId('news-not-found')).toBeVisible();

  expect((await request.delete(`/content-api/operator/items/news/${slug}`, { headers: operator })).status()).toBe(204);
});

test('robots.txt names the sitemap and keeps crawlers out of the personal account', async ({ request, baseURL }) => {
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
  expect(robots).toContain('Disallow: /*/office');
});
