/**
 * The support chat over HTTP: the bot answers from the help in the player's language, hands over on
 * request or when it has no answer (payment_consultant → the payment queue), an agent answers with the
 * content operator token, the conversation is in the office history, and nobody reads another's chat.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { bearer, type TestApi } from '../../test-support.ts';
import { asOperator, buildContentApi, VIEWER_TOKEN } from '../../content/content-test-support.ts';
import { multipart, pngOf } from '../support-test-support.ts';

let t: TestApi;
afterEach(async () => t?.app.close());

type Chat = { id: number; queue: string; state: string; unread: number; messages: Array<{ id: number; author: string; text: string; attachments: Array<{ id: number }> }> };

async function openChat(token: string, language: string, queue?: 'payment') {
  const opened = await t.app.inject({ method: 'POST', url: '/support-api/chat', headers: { ...bearer(token), 'x-language': language }, payload: queue ? { queue } : {} });
  expect(opened.statusCode).toBe(200);
  return t.json<{ chat: Chat }>(opened).chat;
}
async function say(token: string, id: number, text: string) {
  const said = await t.app.inject({ method: 'POST', url: `/support-api/chat/${id}/messages`, headers: bearer(token), payload: { text } });
  expect(said.statusCode).toBe(200);
  return t.json<{ chat: Chat }>(said).chat;
}

describe('support chat: the bot answers from the help', { timeout: 30_000 }, () => {
  it('«как вывести деньги» gets the withdrawal help in Russian, "how do I withdraw money" in English', async () => {
    t = await buildContentApi();
    const token = await t.login('demo', 'Demo1234!');
    const ru = await say(token, (await openChat(token, 'ru')).id, 'как вывести деньги');
    expect(ru.state).toBe('bot');
    expect(ru.messages.map((m) => m.author)).toEqual(['player', 'bot']);
    expect(ru.messages[1]!.text).toMatch(/Вот что об этом сказано в справке[\s\S]*Пополнение и вывод денег[\s\S]*\/ru\/rules\/1\/deposits-withdrawals/);
    expect(ru.unread).toBe(1);
    await t.app.inject({ method: 'POST', url: `/support-api/chat/${ru.id}/close`, headers: bearer(token) });
    const en = await say(token, (await openChat(token, 'en')).id, 'How do I withdraw money?');
    expect(en.messages[1]!.text).toMatch(/Deposits and withdrawals[\s\S]*withdraw/);
  });

  it('issue 31: the bot answers in the chat language for all six — «как вывести деньги» and its ua, kz, az and ar equivalents get the withdrawal help in that language', async () => {
    t = await buildContentApi();
    const token = await t.login('demo', 'Demo1234!');
    const asked = [
      ['ru', 'как вывести деньги', /Пополнение и вывод денег[\s\S]*Чтобы вывести деньги/],
      ['ua', 'як вивести гроші?', /Поповнення та виведення коштів[\s\S]*Щоб вивести гроші/],
      ['kz', 'ақшаны қалай шығаруға болады?', /Шотты толтыру және қаражат шығару[\s\S]*шығару үшін/],
      ['az', 'Pulu necə çıxarmaq olar?', /Hesabın artırılması və pulun çıxarılması[\s\S]*çıxarmaq üçün/],
      // Typed without the Azerbaijani letters (a keyboard without them): the same page.
      ['az', 'pulu nece cixarmaq olar', /Hesabın artırılması və pulun çıxarılması/],
      ['ar', 'كيف يمكنني سحب أموالي؟', /الإيداع والسحب[\s\S]*لسحب الأموال/],
    ] as const;
    for (const [language, question, help] of asked) {
      const chat = await say(token, (await openChat(token, language)).id, question);
      const answer = chat.messages.at(-1)!;
      expect(answer.author, `${language}: ${question}`).toBe('bot');
      expect(answer.text, `${language}: ${question}`).toMatch(help);
      expect(answer.text, `${language}: ${question}`).toContain(`/${language}/rules/1/deposits-withdrawals`);
      await t.app.inject({ method: 'POST', url: `/support-api/chat/${chat.id}/close`, headers: bearer(token) });
      t.clock.advance(61_000); // one question a minute: under the support flood limit
    }
  });

  it('asking for a person hands over to the agent queue; a question without an answer too', async () => {
    t = await buildContentApi();
    const token = await t.login('demo', 'Demo1234!');
    const asked = await say(token, (await openChat(token, 'ru')).id, 'Позовите оператора');
    expect(asked.state).toBe('waiting');
    expect(asked.messages.at(-1)).toMatchObject({ author: 'bot', text: expect.stringMatching(/Соединяю с оператором/) });
    // Waiting for the agent, the bot says nothing more.
    expect((await say(token, asked.id, 'как вывести деньги')).messages.at(-1)!.author).toBe('player');
    await t.app.inject({ method: 'POST', url: `/support-api/chat/${asked.id}/close`, headers: bearer(token) });
    const unknown = await say(token, (await openChat(token, 'en')).id, 'my fridge is broken');
    expect(unknown.state).toBe('waiting');
    expect(unknown.messages.at(-1)!.text).toMatch(/could not find an answer/);
  });

  it('payment_consultant: the payment chat hands over to the payment queue (the button as well)', async () => {
    t = await buildContentApi();
    const token = await t.login('demo', 'Demo1234!');
    const chat = await openChat(token, 'en', 'payment');
    const handed = t.json<{ chat: Chat }>(await t.app.inject({ method: 'POST', url: `/support-api/chat/${chat.id}/human`, headers: bearer(token) })).chat;
    expect(handed).toMatchObject({ queue: 'payment', state: 'waiting' });
    expect(handed.messages.at(-1)!.text).toMatch(/payments specialist/);
    const queue = t.json<{ conversations: Array<{ id: number; queue: string }> }>(await t.app.inject({ url: '/support-api/agent/conversations', headers: asOperator() }));
    expect(queue.conversations).toEqual([expect.objectContaining({ id: chat.id, queue: 'payment' })]);
  });
});

describe('support chat: agents and players', { timeout: 30_000 }, () => {
  it('an agent sees the waiting chat with its unread count, answers (also with a file) and the player reads it; the office history lists the chat', async () => {
    t = await buildContentApi();
    const token = await t.login('demo', 'Demo1234!');
    const chat = await say(token, (await openChat(token, 'en')).id, 'I want a human');
    await say(token, chat.id, 'Are you there?');
    const before = t.json<{ conversations: Array<{ id: number; unread: number; player: string; state: string }> }>(await t.app.inject({ url: '/support-api/agent/conversations', headers: asOperator() }));
    expect(before.conversations).toEqual([expect.objectContaining({ id: chat.id, unread: 2, player: 'demo', state: 'waiting' })]);
    const read = t.json<{ chat: Chat }>(await t.app.inject({ url: `/support-api/agent/conversations/${chat.id}`, headers: asOperator() }));
    expect(read.chat.unread).toBe(0);
    const answered = await t.app.inject({ method: 'POST', url: `/support-api/agent/conversations/${chat.id}/messages`, headers: asOperator(), payload: { text: 'Hello, I am Anna. How can I help?' } });
    expect(t.json<{ chat: Chat }>(answered).chat.state).toBe('active');
    const upload = multipart({ text: 'The form' }, { name: 'form.png', data: pngOf(64) });
    const filed = await t.app.inject({ method: 'POST', url: `/support-api/agent/conversations/${chat.id}/attachments`, headers: { ...asOperator(), ...upload.headers }, payload: upload.payload });
    expect(filed.statusCode).toBe(200);
    const wrongType = multipart({}, { name: 'form.exe', data: Buffer.from('MZ') });
    expect((await t.app.inject({ method: 'POST', url: `/support-api/agent/conversations/${chat.id}/attachments`, headers: { ...asOperator(), ...wrongType.headers }, payload: wrongType.payload })).statusCode).toBe(400);

    const seen = t.json<{ chat: Chat }>(await t.app.inject({ url: `/support-api/chat/${chat.id}`, headers: bearer(token) })).chat;
    expect(seen.messages.slice(-2).map((m) => [m.author, m.text])).toEqual([['agent', 'Hello, I am Anna. How can I help?'], ['agent', 'The form']]);
    // Writing again counted the bot's hand-over as read: the two agent messages are new.
    expect(seen.unread).toBe(2);
    const file = seen.messages.at(-1)!.attachments[0]!;
    expect((await t.app.inject({ url: `/support-api/attachments/${file.id}`, headers: bearer(token) })).statusCode).toBe(200);
    expect(t.json<{ chat: Chat }>(await t.app.inject({ method: 'POST', url: `/support-api/chat/${chat.id}/seen`, headers: bearer(token) })).chat.unread).toBe(0);

    const history = t.json<{ tickets: Array<{ id: number; topic_id: string; subject: string; last_author: string }> }>(await t.app.inject({ url: '/support-api/tickets', headers: bearer(token) }));
    expect(history.tickets).toEqual([expect.objectContaining({ id: chat.id, topic_id: 'chat', subject: 'I want a human', last_author: 'agent' })]);
    const kept = t.json<{ ticket: { kind: string; messages: unknown[] } }>(await t.app.inject({ url: `/support-api/tickets/${chat.id}`, headers: bearer(token) }));
    expect(kept.ticket).toMatchObject({ kind: 'chat', messages: expect.arrayContaining([expect.objectContaining({ author: 'agent', text: 'Hello, I am Anna. How can I help?' })]) });
  });

  it("a player cannot read, write to or follow another player's chat (404), nor an unknown one", async () => {
    t = await buildContentApi();
    const owner = await t.login('demo', 'Demo1234!');
    const chat = await openChat(owner, 'en');
    const other = await t.login('banned', 'Banned1234!');
    expect((await t.app.inject({ url: `/support-api/chat/${chat.id}`, headers: bearer(other) })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'POST', url: `/support-api/chat/${chat.id}/messages`, headers: bearer(other), payload: { text: 'hi' } })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'POST', url: `/support-api/chat/${chat.id}/stream`, headers: bearer(other) })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/support-api/chat/999999', headers: bearer(owner) })).statusCode).toBe(404);
    expect((await t.app.inject({ url: `/support-api/chat/${chat.id}` })).statusCode).toBe(401);
    expect((await t.app.inject({ url: '/support-api/chat-stream?ticket=forged' })).statusCode).toBe(401);
  });

  it('the agent API needs an operator token; a viewer reads but cannot answer; bad bodies are 400; flood is 429', async () => {
    t = await buildContentApi();
    const token = await t.login('demo', 'Demo1234!');
    const chat = await openChat(token, 'en');
    expect((await t.app.inject({ url: '/support-api/agent/conversations' })).statusCode).toBe(401);
    expect((await t.app.inject({ url: '/support-api/agent/conversations', headers: bearer(token) })).statusCode).toBe(401);
    expect((await t.app.inject({ url: '/support-api/agent/conversations', headers: asOperator(VIEWER_TOKEN) })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'POST', url: `/support-api/agent/conversations/${chat.id}/messages`, headers: asOperator(VIEWER_TOKEN), payload: { text: 'x' } })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'POST', url: `/support-api/agent/conversations/${chat.id}/messages`, headers: asOperator(), payload: { words: 'x' } })).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'POST', url: `/support-api/chat/${chat.id}/messages`, headers: bearer(token), payload: { text: '   ' } })).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'POST', url: '/support-api/chat', headers: bearer(token), payload: { queue: 'vip' } })).statusCode).toBe(400);
    const codes: number[] = [];
    for (let i = 0; i < 6; i += 1) codes.push((await t.app.inject({ method: 'POST', url: `/support-api/chat/${chat.id}/messages`, headers: bearer(token), payload: { text: `operator ${i}` } })).statusCode);
    expect(codes).toEqual([200, 200, 200, 200, 200, 429]);
  });

  it('without operator tokens there is no agent API (404)', async () => {
    t = await buildContentApi({ ARENA_CONTENT_TOKENS: '' });
    expect((await t.app.inject({ url: '/support-api/agent/conversations', headers: asOperator() })).statusCode).toBe(404);
  });
});
