/**
 * `npm run api` + `npm run host` on two ports serve the same site as `npm start` (issue 25): a visitor
 * reads real content, an unknown article is a 404 (a fact the host asks the backend over HTTP), the demo
 * player signs in through the forms and the header shows the balance. With the backend stopped, the host's
 * forwarding fails (5xx), so the journey above could not have passed without the host reaching the API.
 */
import { expect, test } from '@playwright/test';
import { startServerPair, type ServerPair } from '../../support/server-pair.ts';
import { acceptCookies } from '../shell/shell-helpers.ts';

let pair: ServerPair;

test.beforeAll(async () => {
  pair = await startServerPair();
});
test.afterAll(async () => {
  await pair?.stop();
});

test('a visitor reads content, signs in as demo and sees the balance, all through the host', async ({ page }) => {
  await acceptCookies(page);
  // Real content: the blog list comes from the backend's content store through the host.
  await page.goto(`${pair.hostUrl}/ru/blog`);
  await expect(page.getByTestId('blog-card').first()).toBeVisible();
  const missing = await page.goto(`${pair.hostUrl}/ru/blog/no-such-article`);
  expect(missing?.status()).toBe(404);
  // The served head comes from the backend over HTTP too (issue 26).
  const served = await (await page.request.get(`${pair.hostUrl}/ru/blog`)).text();
  expect(served).toContain('<title>Блог о ставках на спорт — Arena</title>');
  expect(served).toContain(`<link rel="canonical" href="${pair.hostUrl}/ru/blog" data-arena-seo>`);

  await page.goto(`${pair.hostUrl}/en/user/login`);
  await expect(page.getByTestId('login-view')).toBeVisible();
  await page.getByLabel('Login or e-mail').fill('demo');
  await page.getByLabel('Password', { exact: true }).fill('Demo1234!');
  await page.getByRole('button', { name: 'Log in', exact: true }).last().click();
  const balance = page.getByTestId('player-actions').getByTestId('balance');
  await expect(balance).toBeVisible();
  // The demo player's main account: 10 000 roubles, as the backend's seed says (en: "RUB 10,000").
  await expect.poll(async () => (await balance.textContent())?.replace(/\s/g, '')).toMatch(/^(RUB|₽)?10,?000(\.00)?(₽)?$/);
});

test('without the backend the host cannot answer its calls', async ({ request }) => {
  const before = await request.get(`${pair.hostUrl}/web-api/session`);
  expect(before.status()).toBe(200);
  await pair.stopApi();
  const after = await request.get(`${pair.hostUrl}/web-api/session`);
  expect(after.status()).toBeGreaterThanOrEqual(500);
});
