/**
 * Issue 14 office core journeys: the demo player reaches every office page from the office menu (none blank),
 * edits the profile and sees it after a reload, changes the password and signs in with the new one, opens a
 * support ticket and reads the answer, uploads a document and follows its status; a banned player sees the
 * ban on block-appeal-history and appeals.
 */
import { signInViaApi } from '../../support/auth.ts';
import { expect, test } from '../../support/fixtures.ts';
import { advanceClock, expectSignedIn, openLoginPage, quietPage, resetBackend } from '../auth/auth-helpers.ts';

test.beforeEach(async ({ request, page }) => {
  await resetBackend(request);
  await quietPage(page);
});
test.afterAll(async ({ request }) => {
  await resetBackend(request);
});

/** A PNG file of a given size (the backend checks the first bytes; the review rejects scans under 5 KB). */
const png = (size: number) => {
  const data = Buffer.alloc(size, 7);
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]).copy(data);
  return data;
};

test('the header person icon opens the office; the office menu reaches every office page and none is blank', async ({ page }) => {
  await signInViaApi(page);
  await page.goto('/ru/');
  await expectSignedIn(page);
  await page.getByTestId('player-actions').locator('a[href="/ru/office/account"]').click();
  await expect(page).toHaveURL(/\/ru\/office\/account$/);
  const menu = page.getByTestId('office-menu');
  await expect(menu.getByRole('link')).not.toHaveCount(0);
  const links = await menu.getByRole('link').evaluateAll((anchors) => anchors.map((a) => ({ href: a.getAttribute('href')!, id: a.getAttribute('data-testid')! })));
  // Spec §2: every office page (identification is on in the seed config; sub-pages are reached from their parents).
  expect(links.length).toBeGreaterThanOrEqual(22);
  for (const link of links) {
    await menu.getByTestId(link.id).click();
    await expect(page).toHaveURL(new RegExp(`${link.href.replace(/\//g, '\\/')}$`));
    const content = page.getByTestId('office-page');
    await expect(content).toHaveAttribute('data-route-id', link.id.replace('office-menu-', ''));
    await expect(page.getByTestId('office-not-found')).toHaveCount(0);
    await expect(content.locator('h2').first()).toBeVisible();
    await expect.poll(async () => ((await content.innerText()).trim().length), { message: link.href }).toBeGreaterThan(40);
    await expect(page.getByText('Personal office')).toHaveCount(0);
  }
});

test('the envelope icon opens support; a new ticket gets the support answer and shows in the request history', async ({ page }) => {
  await signInViaApi(page);
  await page.goto('/ru/');
  await page.getByTestId('messages').click();
  await expect(page).toHaveURL(/\/ru\/office\/support$/);
  const form = page.getByTestId('support-new');
  await form.getByLabel('Тема').selectOption('withdrawal');
  await form.getByLabel('Заголовок').fill('Когда придут деньги?');
  await form.getByLabel('Сообщение').fill('Заказал вывод вчера, статус не меняется.');
  await page.getByTestId('support-send').click();
  const ticket = page.getByTestId('ticket-view');
  await expect(ticket.getByTestId('message-player')).toContainText('Заказал вывод вчера');
  await expect(ticket.getByTestId('message-agent')).toContainText('Заявки на вывод обрабатываются');
  await expect(ticket.getByTestId('ticket-status')).toHaveText('Есть ответ');
  // A file that is not JPG/PNG/PDF is refused before it leaves the browser.
  await page.getByTestId('ticket-file').setInputFiles({ name: 'virus.exe', mimeType: 'application/octet-stream', buffer: Buffer.from('MZ') });
  await page.getByTestId('ticket-reply').click();
  await expect(page.getByTestId('ticket-problem')).toHaveText('Допустимы только файлы JPG, PNG и PDF');
  await page.getByTestId('ticket-file').setInputFiles({ name: 'receipt.png', mimeType: 'image/png', buffer: png(3000) });
  await page.getByTestId('ticket-reply').click();
  await expect(ticket.getByTestId('message-attachment')).toContainText('receipt.png');
  await page.getByTestId('support-history-open').click();
  const history = page.getByTestId('support-history-modal');
  await expect(history).toBeVisible();
  await expect(history).toContainText('Когда придут деньги?');
  await expect(history).toContainText('Вывод средств');
});

test('the player edits personal data, a refused field keeps the input, and the saved data is there after a reload', async ({ page }) => {
  await signInViaApi(page);
  await page.goto('/ru/office/account/edit');
  const form = page.getByTestId('office-account-edit');
  await form.getByLabel('Имя').fill('Анна');
  await form.getByLabel('Фамилия').fill('Петрова');
  await form.getByLabel('Дата рождения').fill('2015-04-01');
  await form.getByLabel('ИНН').fill('123');
  await page.getByTestId('edit-save').click();
  await expect(page.getByTestId('problem-date_birthday')).toHaveText('Играть можно только с 18 лет');
  await expect(page.getByTestId('problem-inn')).toHaveText('Неверный формат');
  await expect(form.getByLabel('Имя')).toHaveValue('Анна');
  await form.getByLabel('Дата рождения').fill('1992-04-01');
  await form.getByLabel('ИНН').fill('500100732259');
  await form.getByLabel('Адрес регистрации').fill('Казань, ул. Баумана, 5');
  await page.getByTestId('edit-save').click();
  await expect(page.getByTestId('edit-saved')).toBeVisible();
  await page.reload();
  await expect(form.getByLabel('Фамилия')).toHaveValue('Петрова');
  await expect(form.getByLabel('Дата рождения')).toHaveValue('1992-04-01');
  await expect(form.getByLabel('Адрес регистрации')).toHaveValue('Казань, ул. Баумана, 5');
  await page.goto('/ru/office/account');
  await expect(page.getByTestId('account-profile')).toContainText('Анна Петрова');
  await expect(page.getByTestId('account-balances')).toContainText('RUB');
});

test('the player changes the password with the old one and signs in with the new one', async ({ page }) => {
  await signInViaApi(page);
  await page.goto('/en/office/security');
  const form = page.getByTestId('password-form');
  await form.getByLabel('Current password').fill('not-my-password');
  await form.getByLabel('New password', { exact: true }).fill('Fresh-Pass-2026');
  await form.getByLabel('Repeat the new password').fill('Fresh-Pass-2026');
  await form.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByTestId('password-note')).toHaveText('The current password is wrong');
  await form.getByLabel('Current password').fill('Demo1234!');
  await form.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByTestId('password-note')).toContainText('Password changed');
  await expect(page.getByTestId('method-is_changed_password')).toHaveAttribute('data-on', 'yes');

  await page.context().clearCookies();
  await openLoginPage(page);
  await page.getByLabel('Login or e-mail').fill('demo');
  await page.getByLabel('Password', { exact: true }).fill('Fresh-Pass-2026');
  await page.getByTestId('form-login_password').getByRole('button', { name: 'Log in' }).click();
  await expectSignedIn(page);
});

test('two-step login is switched on with the SMS code and the protection level rises', async ({ page, request }) => {
  await signInViaApi(page);
  await page.goto('/en/office/security');
  const level = Number(await page.getByTestId('protection-level').innerText());
  await page.getByTestId('two-step-password').fill('Demo1234!');
  await page.getByTestId('two-step-send').click();
  await expect(page.getByTestId('two-step-note')).toContainText('The code has been sent');
  const profile = (await (await page.request.get('/office-api/profile')).json().catch(() => null)) as { data?: { user_id: number } } | null;
  const userId = profile?.data?.user_id ?? 1;
  const codes = (await (await request.get(`/test-api/codes?kind=sms&target=${encodeURIComponent(`office:two_step_on:${userId}`)}`)).json()) as { codes: Array<{ code: string }> };
  await page.getByTestId('two-step-code').fill(codes.codes[0]!.code);
  await page.getByTestId('two-step-confirm').click();
  await expect(page.getByTestId('two-step-section')).toHaveAttribute('data-on', 'yes');
  await expect(page.getByTestId('protection-level')).toHaveText(String(level + 30));
});

test('an uploaded document is being checked, then verified on the backend clock', async ({ page, request }) => {
  await signInViaApi(page);
  await page.goto('/ru/office/verification');
  await expect(page.getByTestId('verification-status')).toHaveText('Документы не загружены');
  await page.getByTestId('document-file-identity').setInputFiles({ name: 'passport.png', mimeType: 'image/png', buffer: png(20_000) });
  await page.getByTestId('document-upload-identity').click();
  const identity = page.getByTestId('document-identity');
  await expect(identity.getByTestId('document-status')).toHaveText('На проверке');
  await expect(page.getByTestId('verification-status')).toHaveText('На проверке');
  // A scan too small to read is rejected by the review, with the reason.
  await page.getByTestId('document-file-selfie').setInputFiles({ name: 'selfie.jpg', mimeType: 'image/jpeg', buffer: Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(500)]) });
  await page.getByTestId('document-upload-selfie').click();
  await expect(page.getByTestId('document-selfie').getByTestId('document-status')).toHaveText('На проверке');
  await advanceClock(request, 61_000);
  await page.reload();
  await expect(identity).toHaveAttribute('data-status', /verified|rejected/);
  await expect(page.getByTestId('document-selfie').getByTestId('document-status')).toHaveText('Отклонён');
  await expect(page.getByTestId('document-selfie').getByTestId('document-reason')).toContainText('изображение нечитаемо');
  await expect(page.getByTestId('verification-status')).toHaveText('Нужно загрузить документ заново');
});

test('a banned player sees the ban on block-appeal-history, appeals and reads the review', async ({ page }) => {
  await signInViaApi(page, 'banned');
  await page.goto('/ru/office/account');
  await expect(page).toHaveURL(/\/ru\/block-appeal-history$/);
  await expect(page.getByTestId('ban-title')).toHaveText('Аккаунт ограничен');
  await expect(page.getByTestId('ban-appeals')).toContainText('Обращений пока нет');
  await page.getByTestId('appeal-send').click();
  await expect(page.getByTestId('appeal-problem')).toContainText('не меньше 10 символов');
  await page.getByLabel('Текст апелляции').fill('Аккаунт ограничили по ошибке, прошу пересмотреть.');
  await page.getByTestId('appeal-send').click();
  const appeal = page.getByTestId('appeal');
  await expect(appeal.getByTestId('appeal-message-player')).toContainText('по ошибке');
  await expect(appeal.getByTestId('appeal-message-agent')).toContainText('Ваша апелляция рассмотрена');
  await expect(appeal.getByTestId('appeal-status')).toHaveText('Рассмотрена');
  // The office pages a banned player may open: support is in the menu, the account page is not.
  await page.goto('/ru/office/support');
  await expect(page.getByTestId('office-menu').getByRole('link')).toHaveText(['Верификация', 'Идентификация', 'Поддержка']);
});

test('display settings are saved for the player: applied at once, and again from the server on a browser without them', async ({ page }) => {
  await signInViaApi(page);
  await page.goto('/ru/office/settings');
  const form = page.getByTestId('office-settings');
  await form.getByLabel('Тема').selectOption('0');
  await form.getByLabel('Размер шрифта').selectOption('18');
  await page.getByTestId('settings-save').click();
  await expect(page.getByTestId('settings-note')).toHaveText('Настройки сохранены и применены');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  // Another browser of the same player: nothing stored locally, the office brings the player's settings back.
  await page.evaluate(() => localStorage.removeItem('arena:display-settings'));
  await page.goto('/ru/');
  await page.evaluate(() => localStorage.removeItem('arena:display-settings'));
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await page.goto('/ru/office/account');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  await page.goto('/ru/office/settings');
  await expect(form.getByLabel('Размер шрифта')).toHaveValue('18');
});
