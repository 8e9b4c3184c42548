import { expect, test } from '../../support/fixtures.ts';
import { emitOnBus, loginDemo, resetBackend } from './shell-helpers.ts';

test.beforeEach(async ({ request }) => resetBackend(request));

test('a visitor sees the Log in and Registration buttons, which open the auth modals', async ({ page }) => {
  await page.goto('/ru/');
  const visitor = page.getByTestId('visitor-actions');
  await expect(visitor.getByRole('button', { name: 'Вход' })).toBeVisible();
  await expect(visitor.getByRole('button', { name: 'Регистрация' })).toBeVisible();
  await expect(page.getByTestId('account-switcher')).toHaveCount(0);
  await visitor.getByRole('button', { name: 'Регистрация' }).click();
  await expect(page.locator('[data-testid="modal"][data-kind="registration"]')).toBeVisible();
});

test('the demo player sees the balance and the account switcher', async ({ page }) => {
  await loginDemo(page);
  await page.goto('/ru/');
  await expect(page.getByTestId('player-actions')).toBeVisible();
  await expect(page.getByTestId('balance')).toHaveText(/10\s000\s₽/);
  await expect(page.getByTestId('account-switcher')).toBeVisible();
  await expect(page.getByTestId('visitor-actions')).toHaveCount(0);
});

test('switching the account updates the balance and the active account every app reads', async ({ page }) => {
  await loginDemo(page);
  await page.goto('/ru/');
  await expect(page.getByTestId('balance')).toHaveText(/10\s000/);
  await page.getByTestId('account-switcher').click();
  const options = page.getByRole('listbox', { name: 'Счета' }).getByRole('option');
  await expect(options).toHaveCount(3);
  await options.filter({ hasText: 'Бонусный счёт' }).getByRole('button').click();
  await expect(page.getByTestId('balance')).toHaveText(/500\s₽/);
  await expect(page.getByTestId('account-switcher')).toContainText('Бонусный счёт');
  const activeType = () =>
    page.evaluate(() =>
      (window as unknown as { System: { import(s: string): Promise<{ bus: { getState(k: string): { type: number } | null } }> } }).System
        .import('@arena/event-bus')
        .then((m) => m.bus.getState('activeAccount')?.type),
    );
  await expect.poll(activeType).toBe(4);
  // The choice is the server's too: a reload keeps the bonus account active.
  await page.reload();
  await expect(page.getByTestId('balance')).toHaveText(/500\s₽/);
});

test('login and logout announced by any app update the header at once', async ({ page }) => {
  await page.goto('/ru/');
  await expect(page.getByTestId('visitor-actions')).toBeVisible();
  await emitOnBus(page, 'auth:login', { user: { userId: 99, login: 'someone', banLevel: 0, banVersion: 0 } });
  await expect(page.getByTestId('player-actions')).toBeVisible();
  await emitOnBus(page, 'auth:logout', { reason: 'server' });
  await expect(page.getByTestId('visitor-actions')).toBeVisible();
});

test('the language switcher offers only the available languages', async ({ page }) => {
  await page.goto('/ru/');
  await page.getByTestId('language-switcher').click();
  const options = page.getByRole('listbox', { name: 'Язык' }).getByRole('option');
  // The six interface languages of the site config, each by its own name.
  await expect(options).toHaveText([/RU/, /EN/, /UA.*Українська/, /KZ.*Қазақша/, /AZ.*Azərbaycanca/, /AR.*العربية/]);
  await options.filter({ hasText: 'EN' }).getByRole('button').click();
  await expect(page).toHaveURL(/\/en\//);
  await expect(page.getByTestId('visitor-actions').getByRole('button', { name: 'Log in' })).toBeVisible();
});

test('every link of the header and the footer opens a page that exists (the footer once sent "Dota 2" to cyber/real/dota-2, a 404)', async ({ request }) => {
  // The frame as the host paints it: header, navigation and footer with their links.
  const home = await (await request.get('/ru/')).text();
  const frameLinks = [...home.matchAll(/<(?:header|nav|footer)[\s\S]*?<\/(?:header|nav|footer)>/g)].flatMap(([part]) => [...part.matchAll(/href="(\/ru\/[^"#?]*)"/g)].map(([, href]) => href!));
  const links = [...new Set(frameLinks)];
  expect(links).toEqual(expect.arrayContaining(['/ru/cyber/real/cs2', '/ru/line/football']));
  const broken: string[] = [];
  for (const link of links) {
    const response = await request.get(link, { maxRedirects: 5 });
    if (response.status() !== 200) broken.push(`${link} → ${response.status()}`);
  }
  expect(broken).toEqual([]);
});

test('a header section is called on its page what the header calls it (the header said "Live-казино", the page "Лайв-казино")', async ({ request }) => {
  const home = await (await request.get('/ru/')).text();
  const label = /<a[^>]*href="\/ru\/live-casino"[^>]*>([^<]+)<\/a>/.exec(home)?.[1];
  expect(label).toBe('Лайв-казино');
  const page = await (await request.get('/ru/live-casino')).text();
  expect(/<title>([^<]*)<\/title>/.exec(page)?.[1]).toContain(label);
});
