/**
 * Issue 30, attachments from the player: a signed-in player attaches a picture in the support chat (the
 * shared upload rule: a wrong type is refused in the widget before anything is sent); the agent on the
 * console sees the file on the player's message and downloads it.
 */
import { E2E_CONTENT_TOKEN } from '../../support/arena-server.ts';
import { signInViaApi } from '../../support/auth.ts';
import { expect, test } from '../../support/fixtures.ts';

/** A small PNG: its first bytes are what the server's type check reads. */
const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(120, 7)]);

test('a player attaches a picture in the chat and the agent sees and downloads it', async ({ page, browser, baseURL }) => {
  await signInViaApi(page);
  await page.goto('/ru/');
  await page.getByTestId('support-button').click();
  await page.getByTestId('support-open-chat').click();
  const chat = page.getByTestId('support-chat');
  const log = chat.getByTestId('support-chat-log');
  await expect(log).not.toHaveAttribute('data-state', 'loading');
  // The demo player's chat may still be with an agent from another journey (the chat spec leaves it open);
  // a new one is with the bot: handed over, so the agent's queue shows it.
  if ((await log.getAttribute('data-state')) === 'bot') await chat.getByTestId('support-chat-human').click();
  await expect(log).toHaveAttribute('data-state', /waiting|active/);

  const picker = chat.getByTestId('support-chat-file');
  await picker.setInputFiles({ name: 'setup.exe', mimeType: 'application/octet-stream', buffer: Buffer.from('MZ') });
  await expect(chat.getByTestId('support-chat-file-problem')).toHaveText('Можно отправить только файлы JPG, PNG и PDF.');

  await chat.getByRole('textbox').fill('Вот чек об оплате');
  await picker.setInputFiles({ name: 'receipt.png', mimeType: 'image/png', buffer: PNG });
  const mine = chat.locator('[data-author="player"]').last();
  await expect(mine).toContainText('Вот чек об оплате');
  await expect(mine.getByTestId('support-chat-attachment')).toContainText('receipt.png');
  await expect(chat.getByTestId('support-chat-file-problem')).toHaveCount(0);

  const agentContext = await browser.newContext({ baseURL: baseURL!, acceptDownloads: true });
  const agent = await agentContext.newPage();
  await agent.goto('/support-console/?lang=ru');
  await agent.getByTestId('console-token').fill(E2E_CONTENT_TOKEN);
  await agent.getByRole('button', { name: 'Войти' }).click();
  await agent.getByTestId('console-conversation').filter({ hasText: 'demo' }).first().click();
  const file = agent.getByTestId('console-chat').locator('[data-author="player"]').last().getByTestId('console-attachment');
  await expect(file).toHaveText('📎 receipt.png');
  const [download] = await Promise.all([agent.waitForEvent('download'), file.click()]);
  expect(download.suggestedFilename()).toBe('receipt.png');
  // The demo player's chat ends here: the next spec that opens the demo player's chat starts a new one with the bot.
  await agent.getByRole('button', { name: 'Завершить разговор' }).click();
  await expect(agent.getByTestId('console-chat')).toHaveAttribute('data-state', 'closed');
  await agentContext.close();
});
