/**
 * Issue 30, "support chat that answers": a player asks the chat «как вывести деньги» and gets the
 * withdrawal help; asks for a person; an agent on the support console (a second browser context, the
 * content operator token) sees the conversation with its unread count and answers; the player sees the
 * agent typing and the answer live, and later finds the conversation in the office support history.
 */
import { E2E_CONTENT_TOKEN } from '../../support/arena-server.ts';
import { signInViaApi } from '../../support/auth.ts';
import { expect, test } from '../../support/fixtures.ts';

test('the chat bot answers from the help, hands over, an agent answers live, the office history keeps it', async ({ page, browser, baseURL }) => {
  await signInViaApi(page);
  await page.goto('/ru/');
  await page.getByTestId('support-button').click();
  await page.getByTestId('support-open-chat').click();
  const chat = page.getByTestId('support-chat');
  const input = chat.getByRole('textbox');
  await input.fill('как вывести деньги');
  await input.press('Enter');
  const bot = chat.locator('[data-author="bot"]');
  await expect(bot.first()).toContainText('Пополнение и вывод денег', { timeout: 5000 });
  await expect(bot.first()).toContainText('Вывод средств');
  await expect(bot.first().getByRole('link')).toHaveAttribute('href', '/ru/rules/1/deposits-withdrawals');

  await chat.getByTestId('support-chat-human').click();
  await expect(bot.last()).toContainText('Соединяю с оператором');
  await expect(chat.getByTestId('support-chat-log')).toHaveAttribute('data-state', 'waiting');

  // The agent, in another browser context, on the console.
  const agentContext = await browser.newContext({ baseURL: baseURL! });
  const agent = await agentContext.newPage();
  await agent.goto('/support-console/?lang=ru');
  await agent.getByTestId('console-token').fill(E2E_CONTENT_TOKEN);
  await agent.getByRole('button', { name: 'Войти' }).click();
  const conversation = agent.getByTestId('console-conversation').filter({ hasText: 'demo' });
  await expect(conversation).toContainText('как вывести деньги');
  await expect(conversation.getByTestId('console-unread')).toHaveText('1');
  await conversation.click();
  await expect(agent.getByTestId('console-chat')).toContainText('Соединяю с оператором');
  await expect(conversation.getByTestId('console-unread')).toHaveCount(0);

  // Typing shows on the player's side; the answer arrives without a reload.
  await agent.getByTestId('console-reply').pressSequentially('Здравствуйте! Я Анна, ');
  await expect(chat.getByTestId('support-chat-typing')).toBeVisible();
  await agent.getByTestId('console-reply').fill('Здравствуйте! Я Анна, помогу с выводом. Какой способ выплаты вы выбрали?');
  await agent.getByTestId('console-send').click();
  const fromAgent = chat.locator('[data-author="agent"]');
  await expect(fromAgent).toContainText('Я Анна, помогу с выводом');
  await expect(chat.getByTestId('support-chat-log')).toHaveAttribute('data-state', 'active');

  // The player answers; the agent sees it live.
  await input.fill('На карту');
  await input.press('Enter');
  await expect(agent.getByTestId('console-chat').locator('[data-author="player"]').last()).toHaveText(/На карту/);
  await agentContext.close();

  // Later, in the office: the conversation is in the support history.
  await page.goto('/ru/office/support');
  await page.getByTestId('support-history-open').click();
  const history = page.getByTestId('support-history-modal');
  await expect(history).toContainText('Чат поддержки');
  await expect(history).toContainText('как вывести деньги');
  // The newest first: other journeys (the visitor's, signed in later) may have asked the same before.
  await history.getByRole('button', { name: 'как вывести деньги' }).first().click();
  const kept = page.getByTestId('ticket-view');
  await expect(kept.getByTestId('message-bot').first()).toContainText('Помощник');
  await expect(kept.getByTestId('message-agent')).toContainText('Я Анна, помогу с выводом');
  await expect(kept.getByTestId('ticket-chat-note')).toContainText('продолжить его можно в чате');
});
