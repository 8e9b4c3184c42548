/**
 * Issue 27: the site config is checked in the browser against the schema the backend answers with. A group
 * answer tampered with on its way (a group's language list sent as text, as a broken proxy might) is refused,
 * logged with its route and path, and the loader takes all.json instead: the page still gets its config.
 */
import { expect, test } from '../../support/fixtures.ts';

// The browser's own loader (on a server-rendered page the host's render loads the config and the page brings it).
test.use({ arenaEnv: { ARENA_SSR: 'off' } });

test('a tampered config group answer is refused and the config comes from all.json', async ({ page }) => {
  const refusals: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && message.text().includes('GET /bff-api/config/group/get')) refusals.push(message.text());
  });
  let tampered = 0;
  await page.route('**/bff-api/config/group/get?**', async (route) => {
    const response = await route.fetch();
    const answer = (await response.json()) as { core?: Record<string, unknown> };
    tampered += 1;
    await route.fulfill({ response, json: { ...answer, core: { ...answer.core, languages: 'ru,en' } } });
  });
  const allJson = page.waitForResponse((response) => new URL(response.url()).pathname === '/bff-api/config/all.json' && response.status() === 200);
  await page.goto('/ru/');
  await allJson;
  expect(tampered).toBeGreaterThan(0);
  // The config is installed from all.json: the language switcher lists the configured languages.
  await expect(page.getByTestId('language-switcher')).toBeVisible();
  await expect.poll(() => refusals.some((text) => text.includes('/core/languages'))).toBe(true);
});
