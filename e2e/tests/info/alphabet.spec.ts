/**
 * Betting alphabet (issue 21): the alphabet lists the terms by letter, a letter narrows the list and a
 * term opens on its own page; a category lists its terms across letters; an unknown term or letter is
 * the alphabet's not-found view. Issue 31: the terms are written in every language, under its letters.
 */
import { expect, test } from '../../support/fixtures.ts';
import { acceptCookies } from '../shell/shell-helpers.ts';

test.beforeEach(async ({ page }) => {
  await acceptCookies(page);
});

test('the alphabet lists terms by letter and opens one', async ({ page, baseURL }) => {
  await page.goto('/ru/betting-alphabet');
  await expect(page.getByTestId('alphabet-index')).toBeVisible();
  const terms = page.getByTestId('alphabet-term');
  expect(await terms.count()).toBeGreaterThanOrEqual(40);
  // Russian letters on /ru/, in order, each group holding only its letter's terms.
  const letters = await page.getByTestId('alphabet-group').evaluateAll((els) => els.map((el) => el.getAttribute('data-letter')));
  expect(letters[0]).toBe('А');
  expect(letters).toEqual([...letters].sort((a, b) => a!.localeCompare(b!, 'ru')));
  const fGroup = page.locator('[data-testid="alphabet-group"][data-letter="Ф"]');
  await expect(fGroup.getByTestId('alphabet-term').filter({ hasText: 'Фора' })).toHaveCount(1);

  await page.getByTestId('alphabet-letters').getByRole('link', { name: 'Ф', exact: true }).click();
  await expect(page).toHaveURL(`${baseURL}/ru/betting-alphabet/%D1%84`);
  await expect(page.getByTestId('alphabet-group')).toHaveCount(1);
  const shown = await page.getByTestId('alphabet-term').evaluateAll((els) => els.map((el) => el.getAttribute('data-letter')));
  expect(new Set(shown)).toEqual(new Set(['Ф']));

  await page.getByTestId('alphabet-term').filter({ hasText: 'Фора' }).getByRole('link', { name: 'Фора', exact: true }).click();
  await expect(page).toHaveURL(`${baseURL}/ru/betting-alphabet/h/markets/handicap`);
  await expect(page.getByTestId('alphabet-entry-title')).toHaveText('Фора');
  await expect(page.getByTestId('alphabet-entry-body')).toContainText('Ф1 (−1,5)');
});

test('a category lists its terms across letters, in English on /en/', async ({ page, baseURL }) => {
  await page.goto('/en/betting-alphabet');
  await page.getByTestId('alphabet-categories').getByRole('link', { name: 'Strategy' }).click();
  await expect(page).toHaveURL(`${baseURL}/en/betting-alphabet/all/strategy`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Betting alphabet: Strategy');
  await expect(page.getByTestId('alphabet-term').filter({ hasText: 'Kelly criterion' })).toHaveCount(1);
  await expect(page.getByTestId('alphabet-term').filter({ hasText: 'Handicap' })).toHaveCount(0);
});

test('issue 31: on /kz/ the terms are in Kazakh, under Kazakh letters in Kazakh order, and open on the same path', async ({ page, baseURL }) => {
  await page.goto('/kz/betting-alphabet');
  await expect(page.getByTestId('alphabet-index')).toBeVisible();
  const letters = await page.getByTestId('alphabet-group').evaluateAll((els) => els.map((el) => el.getAttribute('data-letter')));
  expect(letters).toEqual(['А', 'Б', 'В', 'Д', 'Е', 'Ж', 'К', 'Қ', 'Л', 'М', 'Н', 'О', 'Т', 'Ұ', 'Ф', 'Э']);
  await expect(page.locator('[data-testid="alphabet-group"][data-letter="Қ"]').getByTestId('alphabet-term').filter({ hasText: 'Қос мүмкіндік' })).toHaveCount(1);

  await page.getByTestId('alphabet-term').filter({ hasText: 'Фора' }).getByRole('link', { name: 'Фора', exact: true }).click();
  await expect(page).toHaveURL(`${baseURL}/kz/betting-alphabet/h/markets/handicap`);
  await expect(page.getByTestId('alphabet-entry-body')).toContainText('Фора мүмкіндіктерді теңестіреді');
  await expect(page).toHaveTitle('Фора — бәс тігуде бұл не — Arena');
});

test('an unknown term, category or letter shows the not-found view', async ({ page }) => {
  await page.goto('/ru/betting-alphabet/ф/markets/no-such-term');
  await expect(page.getByTestId('alphabet-not-found')).toContainText('Термин не найден');
  // A real term under a category it is not in.
  await page.goto('/en/betting-alphabet/h/strategy/handicap');
  await expect(page.getByTestId('alphabet-not-found')).toContainText('Term not found');
  await page.goto('/en/betting-alphabet/q');
  await expect(page.getByTestId('alphabet-not-found')).toBeVisible();
});

test('on /az/ the terms are Azerbaijani and the letter İ opens its block; on /ar/ the letters are Arabic (issue 31 item 3)', async ({ page, baseURL }) => {
  await page.goto('/az/betting-alphabet');
  await expect(page.getByTestId('alphabet-term').filter({ hasText: 'İkiqat şans' })).toHaveCount(1);
  await page.getByTestId('alphabet-letters').getByRole('link', { name: 'İ', exact: true }).click();
  await expect(page).toHaveURL(`${baseURL}/az/betting-alphabet/i`);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('İ');
  await expect(page.getByTestId('alphabet-term').filter({ hasText: 'İkiqat şans' })).toHaveCount(1);
  const shown = await page.getByTestId('alphabet-term').evaluateAll((els) => els.map((el) => el.getAttribute('data-letter')));
  expect(new Set(shown)).toEqual(new Set(['İ']));

  await page.goto('/ar/betting-alphabet');
  await expect(page.getByTestId('alphabet-term').filter({ hasText: 'هانديكاب آسيوي' })).toHaveCount(1);
  const letters = await page.getByTestId('alphabet-group').evaluateAll((els) => els.map((el) => el.getAttribute('data-letter')));
  expect(letters[0]).toBe('ا');
  expect(letters.every((l) => /^\p{Script=Arabic}$/u.test(l!))).toBe(true);
});
