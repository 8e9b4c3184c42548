/**
 * Issue 18 (canary telemetry, browser half): a page sends its session-start beacon once per tab session
 * and reports an uncaught error, both tagged with the import-map version, to the same-origin
 * /telemetry-api/ under the site's CSP (connect-src 'self').
 */
import { quietPage } from '../auth/auth-helpers.ts';
import { expect, test } from '../../support/fixtures.ts';

test('session beacon once per session, uncaught errors reported with the map version', async ({ page }) => {
  await quietPage(page);
  const refused: string[] = [];
  page.on('console', (message) => {
    if (/Refused to|Content Security Policy/i.test(message.text())) refused.push(message.text());
  });
  const posts: { url: string; body: Record<string, unknown>; status: number }[] = [];
  page.on('requestfinished', async (request) => {
    if (!request.url().includes('/telemetry-api/')) return;
    const response = await request.response();
    posts.push({ url: new URL(request.url()).pathname, body: JSON.parse(request.postData() ?? '{}') as Record<string, unknown>, status: response?.status() ?? 0 });
  });

  await page.goto('/en/');
  await expect(page.getByTestId('shell-header')).toBeVisible();
  await expect.poll(() => posts.filter((p) => p.url === '/telemetry-api/sessions').length).toBe(1);
  const session = posts[0]!;
  expect(session.status).toBe(204);
  expect(session.body).toEqual({ sessionId: expect.stringMatching(/^[A-Za-z0-9_-]{8,64}$/), mapVersion: expect.any(String) });

  await page.evaluate(() => setTimeout(() => {
    throw new Error('telemetry probe');
  }));
  await expect.poll(() => posts.filter((p) => p.url === '/telemetry-api/errors').length).toBe(1);
  const error = posts.find((p) => p.url === '/telemetry-api/errors')!;
  expect(error.status).toBe(204);
  expect(error.body).toMatchObject({ sessionId: session.body['sessionId'], mapVersion: session.body['mapVersion'], kind: 'runtime' });
  expect(String(error.body['message'])).toContain('telemetry probe');

  // A reload in the same tab is the same session: no second beacon. The reporter decides the beacon at start
  // and sends an error report after that decision (both wait on the map version, start first): once a new
  // error's report is sent, a beacon of this page would have been sent before it.
  const sent: string[] = [];
  page.on('request', (request) => sent.push(new URL(request.url()).pathname));
  await page.reload();
  await expect(page.getByTestId('shell-header')).toBeVisible();
  await page.evaluate(() => setTimeout(() => {
    throw new Error('telemetry probe after the reload');
  }));
  await expect.poll(() => sent.filter((path) => path === '/telemetry-api/errors').length).toBe(1);
  expect(sent.filter((path) => path === '/telemetry-api/sessions')).toEqual([]);
  expect(posts.filter((p) => p.url === '/telemetry-api/sessions')).toHaveLength(1);
  expect(refused).toEqual([]);
});
