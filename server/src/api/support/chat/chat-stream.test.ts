/**
 * The chat's live channel over a real socket: the player's stream (opened with a stream ticket) gets the
 * bot's answer, the agent's typing, the agent's answer and the unread count; the agent's stream gets the
 * player's message, typing and the queue with its unread counts. A ticket opens only its own kind of stream.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { bearer, type TestApi } from '../../test-support.ts';
import { asOperator, buildContentApi } from '../../content/content-test-support.ts';

let t: TestApi;
afterEach(async () => t?.app.close());

type StreamEvent = { event: string; data: unknown };

/** An SSE stream over fetch: `until` reads events until the ones so far satisfy the condition. */
async function openStream(url: string, signal: AbortSignal) {
  const response = await fetch(url, { signal });
  expect(response.headers.get('content-type')).toContain('text/event-stream');
  const reader = response.body!.getReader();
  const events: StreamEvent[] = [];
  let buffer = '';
  return {
    async until(done: (events: StreamEvent[]) => boolean): Promise<StreamEvent[]> {
      while (!done(events)) {
        const chunk = await reader.read();
        if (chunk.done) break;
        buffer += new TextDecoder().decode(chunk.value);
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const event = /^event: (.*)$/m.exec(block)?.[1];
          const data = /^data: (.*)$/m.exec(block)?.[1];
          if (event && data) events.push({ event, data: JSON.parse(data) });
        }
      }
      return events;
    },
  };
}

describe('support chat: the live streams', { timeout: 30_000 }, () => {
  it('player and agent follow the conversation live: messages, typing, unread counts', async () => {
    t = await buildContentApi();
    const token = await t.login('demo', 'Demo1234!');
    const chat = t.json<{ chat: { id: number } }>(await t.app.inject({ method: 'POST', url: '/support-api/chat', headers: { ...bearer(token), 'x-language': 'ru' }, payload: {} })).chat;
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const playerTicket = t.json<{ ticket: string }>(await t.app.inject({ method: 'POST', url: `/support-api/chat/${chat.id}/stream`, headers: bearer(token) })).ticket;
    const agentTicket = t.json<{ ticket: string }>(await t.app.inject({ method: 'POST', url: '/support-api/agent/stream', headers: asOperator() })).ticket;
    // Each ticket opens only its own stream.
    expect((await t.app.inject(`/support-api/agent-stream?ticket=${playerTicket}`)).statusCode).toBe(401);
    expect((await t.app.inject(`/support-api/chat-stream?ticket=${agentTicket}`)).statusCode).toBe(401);

    const controller = new AbortController();
    const playerStream = await openStream(`${address}/support-api/chat-stream?ticket=${playerTicket}`, controller.signal);
    const agentStream = await openStream(`${address}/support-api/agent-stream?ticket=${agentTicket}`, controller.signal);
    const ready = (events: StreamEvent[]) => events.some((e) => e.event === 'ready');
    await playerStream.until(ready);
    await agentStream.until(ready);

    await t.app.inject({ method: 'POST', url: `/support-api/chat/${chat.id}/messages`, headers: bearer(token), payload: { text: 'как вывести деньги' } });
    await t.app.inject({ method: 'POST', url: `/support-api/chat/${chat.id}/human`, headers: bearer(token) });
    await t.app.inject({ method: 'POST', url: `/support-api/chat/${chat.id}/typing`, headers: bearer(token) });
    await t.app.inject({ method: 'POST', url: `/support-api/agent/conversations/${chat.id}/typing`, headers: asOperator() });
    await t.app.inject({ method: 'POST', url: `/support-api/agent/conversations/${chat.id}/messages`, headers: asOperator(), payload: { text: 'Здравствуйте, помогу.' } });

    const player = await playerStream.until((e) => e.some((x) => x.event === 'message' && (x.data as { author: string }).author === 'agent'));
    const agent = await agentStream.until((e) => e.some((x) => x.event === 'message' && (x.data as { message: { author: string } }).message.author === 'agent'));
    controller.abort();
    const playerMessages = player.filter((e) => e.event === 'message').map((e) => e.data as { author: string; text: string });
    expect(playerMessages.map((m) => m.author)).toEqual(['player', 'bot', 'bot', 'agent']);
    expect(playerMessages[1]!.text).toMatch(/Пополнение и вывод денег/);
    expect(player.map((e) => e.event)).toContain('typing');
    // The bot's answer, its hand-over and the agent's answer: nothing read yet.
    expect(player.filter((e) => e.event === 'unread').at(-1)!.data).toEqual({ count: 3 });
    expect(player.filter((e) => e.event === 'state').map((e) => e.data)).toEqual([{ state: 'waiting' }, { state: 'active' }]);
    expect(agent.filter((e) => e.event === 'typing').map((e) => e.data)).toEqual([{ chatId: chat.id }]);
    const queues = agent.filter((e) => e.event === 'queue').map((e) => (e.data as { conversations: Array<{ id: number; unread: number }> }).conversations);
    expect(queues.some((q) => q.some((c) => c.id === chat.id && c.unread === 1))).toBe(true);
  });
});
