import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { expect, type Page } from '@playwright/test';
import { ROOT } from '../../support/arena-server.ts';
import { signInViaApi } from '../../support/auth.ts';
import { buildCandidate } from '../../support/candidate-build.ts';
import { DEPLOYER_TOKEN, opsTest } from './deploy-support.ts';

/** One ops-enabled server for this file's journeys (they change its import map one after another). */
const test = opsTest;
test.describe.configure({ mode: 'serial' });

const officeLabel = (page: Page) => page.getByTestId('app-office');

/**
 * The build label of the office the host rendered for the player (issue 26), from the page's raw HTML:
 * the server build that the live map names, before any of the page's code has run.
 */
async function serverRenderedOfficeLabel(page: Page): Promise<string | null> {
  const html = await (await page.request.get('/ru/office/account')).text();
  const slot = html.indexOf('<div id="arena-app:@arena/office" data-app="@arena/office" data-arena-ssr="">');
  if (slot < 0) return null;
  return /data-testid="app-office" data-build-label="([^"]*)"/.exec(html.slice(slot))?.[1] ?? null;
}

test("an operator on /ops/ rolls @arena/office forward, the player's next office page is rendered and hydrated with it, the operator rolls back from history", async ({ page, browser, ops }) => {
  const candidate = await buildCandidate('@arena/office', 'ops-page-v2');
  const player = await browser.newContext({ baseURL: ops.url });
  const playerPage = await player.newPage();
  await signInViaApi(playerPage);
  await playerPage.goto('/ru/office/account');
  await expect(officeLabel(playerPage)).toHaveAttribute('data-build-label', '');
  expect(await serverRenderedOfficeLabel(playerPage)).toBe('');

  await page.goto('/ops/?lang=ru');
  await page.getByTestId('ops-token').fill(DEPLOYER_TOKEN);
  await page.getByRole('button', { name: 'Войти' }).click();
  await expect(page.getByTestId('ops-live-version')).toContainText('версия 1');
  const office = page.getByTestId('ops-module-@arena/office');
  await office.getByRole('combobox').selectOption(candidate.url);
  await page.getByTestId('ops-reason').fill('кабинет: новая сборка');
  // Everyone gets it at once: the page asks first, naming the module, from → to and the reason.
  const question = page.waitForEvent('dialog');
  const click = office.getByRole('button', { name: 'Выложить для всех' }).click();
  const dialog = await question;
  expect(dialog.message()).toMatch(/^Выложить @arena\/office для всех: [0-9a-f]{12} → [0-9a-f]{12}\. Причина: кабинет: новая сборка$/);
  await dialog.accept();
  await click;
  await expect(page.getByTestId('ops-outcome')).toHaveText('Действует версия 2.');
  await expect(page.getByTestId('ops-version-2')).toContainText('кабинет: новая сборка');

  // The next office page the host renders is the new build's, and the browser hydrates that same build.
  expect(await serverRenderedOfficeLabel(playerPage)).toBe('ops-page-v2');
  await playerPage.reload();
  await expect(officeLabel(playerPage)).toHaveAttribute('data-build-label', 'ops-page-v2');

  // Rolling back needs a reason too; then it is one click on the version to return to.
  await page.getByTestId('ops-version-1').getByRole('button', { name: 'Откатить к версии 1' }).click();
  await expect(page.getByTestId('ops-outcome')).toContainText('Сначала укажите причину');
  await page.getByTestId('ops-reason').fill('откат: жалобы игроков');
  await page.getByTestId('ops-version-1').getByRole('button', { name: 'Откатить к версии 1' }).click();
  await expect(page.getByTestId('ops-outcome')).toHaveText('Действует версия 3 с картой версии 1.');
  await expect(page.getByTestId('ops-version-3')).toContainText('откат к версии 1');

  expect(await serverRenderedOfficeLabel(playerPage)).toBe('');
  await playerPage.reload();
  await expect(officeLabel(playerPage)).toHaveAttribute('data-build-label', '');
  await player.close();
});

test('the CLI does the same from the shell: status, set by build version, rollback', async ({ browser, ops }) => {
  const candidate = await buildCandidate('@arena/office', 'ops-cli-v2');
  const build = /\/dist\/office\/([^/]+)\//.exec(candidate.url)![1]!;
  const deploy = async (...args: string[]) =>
    (await promisify(execFile)('npm', ['run', '--silent', 'deploy', '--', ...args], { cwd: ROOT, env: { ...process.env, ARENA_OPS_URL: ops.url, ARENA_OPS_TOKEN: DEPLOYER_TOKEN } })).stdout;
  const before = await deploy('status');
  const live = Number(/live version (\d+)/.exec(before)![1]);
  expect(await deploy('set', `@arena/office=${build}`, '--reason', 'cli: new office')).toContain(`version ${live + 1} is live`);

  const player = await browser.newContext({ baseURL: ops.url });
  const playerPage = await player.newPage();
  await signInViaApi(playerPage);
  await playerPage.goto('/ru/office/account');
  await expect(officeLabel(playerPage)).toHaveAttribute('data-build-label', 'ops-cli-v2');

  expect(await deploy('history', '--limit', '1')).toContain('e2e-operator: cli: new office');
  expect(await deploy('rollback', String(live), '--reason', 'cli: back')).toContain(`version ${live + 2} is live (the map of version ${live})`);
  await playerPage.reload();
  await expect(officeLabel(playerPage)).not.toHaveAttribute('data-build-label', 'ops-cli-v2');
  await player.close();
});
