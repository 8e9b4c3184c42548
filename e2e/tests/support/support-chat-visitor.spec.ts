/**
 * Issue 30, visitor chats: a visitor (not signed in) asks the chat «как вывести деньги» and gets the
 * withdrawal help, asks for a person; an agent on the console sees a guest's conversation and answers; the
 * visitor sees the answer live. Signing in afterwards moves the conversation into the player's support history.
 */
import { E2E_CONTENT_TOKEN } from '../../support/arena-server.ts';
import { signInViaApi } from '../../support/auth.ts';
import { expect, test } from '../../support/fixtures.ts';

test('a visitor asks the bot, reaches an agent live, and after signing in finds the conversation in the office', async ({ page, browser, baseURL }) => {
  await page.goto('/ru/');
  await page.getByTestId('support-button').click();
  await page.getByTestId('support-open-chat').click();
  const chat = page.getByTestId('support-chat');
  await expect(chat.getByTestId('support-chat-visitor')).toContainText('Вы пишете как гость');
  await expect(chat.getByTestId('support-chat-file')).toHaveCount(0);
  const input = chat.getByRole('textbox');
  await input.fill('как вывести деньги');
  await input.press('Enter');
  const bot = chat.locator('[data-author="bot"]');
  await expect(bot.first()).toContainText('Пополнение и вывод денег', { timeout: 5000 });
  await expect(bot.first().getByRole('link')).toHaveAttribute('href', '/ru/rules/1/deposits-withdrawals');
  await chat.getByTestId('support-chat-human').click();
  await expect(chat.getByTestId('support-chat-log')).toHaveAttribute('data-state', 'waiting');

  const agentContext = await browser.newContext({ baseURL: baseURL! });
  const agent = await agentContext.newPage();
  await agent.goto('/support-console/?lang=ru');
  await agent.getByTestId('console-token').fill(E2E_CONTENT_TOKEN);
  await agent.getByRole('button', { name: 'Войти' }).click();
  const conversation = agent.getByTestId('console-conversation').filter({ hasText: 'Гость (не вошёл в аккаунт)' }).filter({ hasText: 'как вывести деньги' }).last();
  await conversation.click();
  await expect(agent.getByTestId('console-chat')).toContainText('Соединяю с оператором');
  await agent.getByTestId('console-reply').fill('Здравствуйте! Я Анна. Чтобы вывести деньги, войдите в аккаунт — помогу дальше.');
  await agent.getByTestId('console-send').click();
  await expect(chat.locator('[data-author="agent"]')).toContainText('Я Анна');
  await expect(chat.getByTestId('support-chat-log')).toHaveAttribute('data-state', 'active');


  // Signed in (same tab): the chat joins the player's support history.
  await signInViaApi(page);
  await page.reload();
  await page.getByTestId('support-button').click();
  await page.getByTestId('support-open-chat').click();
  await expect(chat.locator('[data-author="agent"]')).toContainText('Я Анна');
  await expect(chat.getByTestId('support-chat-file')).toBeAttached();
  // The demo player's chat ends here: the next spec that opens the demo player's chat starts a new one with the bot.
  await agent.getByRole('button', { name: 'Завершить разговор' }).click();
  await expect(agent.getByTestId('console-chat')).toHaveAttribute('data-state', 'closed');
  await agentContext.close();
  await page.goto('/ru/office/support');
  await page.getByTestId('support-history-open').click();
  const history = page.getByTestId('support-history-modal');
  await expect(history).toContainText('как вывести деньги');
});
