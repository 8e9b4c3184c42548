/**
 * Visitor chats over HTTP: a visitor (not signed in) gets an unguessable token with a new conversation, the
 * bot answers from the help in the page language, an agent sees the chat marked as a visitor's and answers;
 * another token reads nothing (404); floods are refused (429); signing in moves the chat into the
 * player's support history.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { bearer, type TestApi } from '../../test-support.ts';
import { asOperator, buildContentApi } from '../../content/content-test-support.ts';
import { multipart, pngOf } from '../support-test-support.ts';
import { AUTH_RATE_LIMITS } from '../../shared/rate-limits.ts';

let t: TestApi;
afterEach(async () => t?.app.close());

type Chat = { id: number; state: string; messages: Array<{ id: number; author: string; text: string }> };
const visitor = (token: string) => ({ 'x-visitor-token': token });

async function openVisitorChat(language = 'ru', token?: string) {
  const opened = await t.app.inject({ method: 'POST', url: '/support-api/visitor-chat', headers: { 'x-language': language, ...(token ? visitor(token) : {}) }, payload: {} });
  expect(opened.statusCode).toBe(200);
  return t.json<{ chat: Chat; token: string }>(opened);
}
const ask = (token: string, text: string) => t.app.inject({ method: 'POST', url: '/support-api/visitor-chat/messages', headers: visitor(token), payload: { text } });

describe('support chat: visitors', { timeout: 30_000 }, () => {
  it('a visitor asks «как вывести деньги» and gets the withdrawal help; asks for a person; the agent sees a visitor and answers; the token resumes the chat', async () => {
    t = await buildContentApi();
    const { chat, token } = await openVisitorChat('ru');
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/); // 32 random bytes
    expect(chat.state).toBe('bot');
    const asked = await ask(token, 'как вывести деньги');
    expect(asked.statusCode).toBe(200);
    expect(t.json<{ chat: Chat }>(asked).chat.messages.at(-1)!.text).toMatch(/Пополнение и вывод денег[\s\S]*\/ru\/rules\/1\/deposits-withdrawals/);

    expect(t.json<{ chat: Chat }>(await t.app.inject({ method: 'POST', url: '/support-api/visitor-chat/human', headers: visitor(token) })).chat.state).toBe('waiting');
    const queue = t.json<{ conversations: Array<{ id: number; visitor: boolean; player: string }> }>(await t.app.inject({ url: '/support-api/agent/conversations', headers: asOperator() }));
    expect(queue.conversations).toContainEqual(expect.objectContaining({ id: chat.id, visitor: true, player: '' }));
    await t.app.inject({ method: 'POST', url: `/support-api/agent/conversations/${chat.id}/messages`, headers: asOperator(), payload: { text: 'Здравствуйте, я Анна.' } });
    // Files go through an account: none is sent to a visitor.
    const file = multipart({}, { name: 'form.png', data: pngOf(64) });
    const refused = await t.app.inject({ method: 'POST', url: `/support-api/agent/conversations/${chat.id}/attachments`, headers: { ...asOperator(), ...file.headers }, payload: file.payload });
    expect([refused.statusCode, t.json(refused)]).toEqual([400, expect.objectContaining({ code: 'visitor_files' })]);

    const resumed = await openVisitorChat('ru', token);
    expect([resumed.chat.id, resumed.token]).toEqual([chat.id, token]);
    expect(resumed.chat.messages.at(-1)).toMatchObject({ author: 'agent', text: 'Здравствуйте, я Анна.' });
  });

  it('the token is required and is the only key: no token, a forged one or another visitor’s reads nothing (404), and a new visitor gets a new chat', async () => {
    t = await buildContentApi();
    const first = await openVisitorChat('en');
    await ask(first.token, 'hello');
    const second = await openVisitorChat('en');
    expect(second.token).not.toBe(first.token);
    expect(second.chat.id).not.toBe(first.chat.id);
    expect(second.chat.messages).toEqual([]);
    expect((await t.app.inject({ url: '/support-api/visitor-chat' })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/support-api/visitor-chat', headers: visitor('A'.repeat(43)) })).statusCode).toBe(404);
    expect((await ask('not a token', 'hi')).statusCode).toBe(404);
    expect(t.json<{ chat: Chat }>(await t.app.inject({ url: '/support-api/visitor-chat', headers: visitor(second.token) })).chat.id).toBe(second.chat.id);
    // The players' calls never reach a visitor's chat by its id.
    const player = await t.login('demo', 'Demo1234!');
    expect((await t.app.inject({ url: `/support-api/chat/${first.chat.id}`, headers: bearer(player) })).statusCode).toBe(404);
  });

  it('floods are refused: five questions a minute per chat, and new chats per address (429)', async () => {
    t = await buildContentApi();
    const { token } = await openVisitorChat('en');
    for (let i = 0; i < 5; i++) expect((await ask(token, `question ${i}`)).statusCode).toBe(200);
    const flooded = await ask(token, 'one more');
    expect([flooded.statusCode, t.json(flooded)]).toEqual([429, expect.objectContaining({ code: 'messages_too_frequent' })]);

    const opens = AUTH_RATE_LIMITS.visitorChatOpen.perIp.max;
    for (let i = 1; i < opens; i++) await t.app.inject({ method: 'POST', url: '/support-api/visitor-chat', payload: {} });
    const tooMany = await t.app.inject({ method: 'POST', url: '/support-api/visitor-chat', payload: {} });
    expect(tooMany.statusCode).toBe(429);
    expect(tooMany.headers['retry-after']).toBeDefined();
  });

  it('signing in moves the visitor’s chat into the player’s support history, and the token no longer reads it', async () => {
    t = await buildContentApi();
    const { chat, token } = await openVisitorChat('ru');
    await ask(token, 'как вывести деньги');
    const player = await t.login('demo', 'Demo1234!');
    const claimed = await t.app.inject({ method: 'POST', url: '/support-api/visitor-chat/claim', headers: { ...bearer(player), ...visitor(token) } });
    expect(t.json(claimed)).toEqual({ moved: 1 });
    const history = t.json<{ tickets: Array<{ id: number; subject: string }> }>(await t.app.inject({ url: '/support-api/tickets', headers: bearer(player) }));
    expect(history.tickets).toContainEqual(expect.objectContaining({ id: chat.id, subject: 'как вывести деньги' }));
    expect((await t.app.inject({ url: `/support-api/chat/${chat.id}`, headers: bearer(player) })).statusCode).toBe(200);
    expect((await t.app.inject({ url: '/support-api/visitor-chat', headers: visitor(token) })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'POST', url: '/support-api/visitor-chat/claim', headers: visitor(token) })).statusCode).toBe(401);
  });
});
