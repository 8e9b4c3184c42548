import { afterEach, describe, expect, it } from 'vitest';
import { bearer, buildTestApi, type TestApi } from '../test-support.ts';
import { multipart, pngOf } from './support-test-support.ts';

let t: TestApi;
afterEach(async () => t?.app.close());

type Ticket = { id: number; status: string; messages: Array<{ author: string; text: string; attachments: Array<{ id: number; file_name: string }> }> };

async function open(token: string, language = 'en') {
  const created = await t.app.inject({ method: 'POST', url: '/support-api/tickets', headers: { ...bearer(token), 'x-language': language }, payload: { topic_id: 'deposit', subject: 'Deposit not credited', text: 'I paid 500 but the balance did not change.' } });
  expect(created.statusCode).toBe(200);
  return t.json<{ ticket: Ticket }>(created).ticket;
}

describe('support tickets: messages both ways', { timeout: 30_000 }, () => {
  it('a new ticket gets the agent answer for its topic (demo server: at once) and becomes answered', async () => {
    t = await buildTestApi();
    const token = await t.login('demo', 'Demo1234!');
    const ticket = await open(token);
    expect(ticket.status).toBe('answered');
    expect(ticket.messages.map((m) => m.author)).toEqual(['player', 'agent']);
    expect(ticket.messages[1]!.text).toMatch(/Deposits are usually credited/);
    // The agent's answer reads in the reader's language.
    const ru = t.json<{ ticket: Ticket }>(await t.app.inject({ url: `/support-api/tickets/${ticket.id}`, headers: { ...bearer(token), 'x-language': 'ru' } }));
    expect(ru.ticket.messages[1]!.text).toMatch(/Пополнение обычно зачисляется/);
  });

  it('a reply puts the ticket back to waiting until the agent answers again; a closed ticket takes no more messages', async () => {
    t = await buildTestApi();
    const token = await t.login('demo', 'Demo1234!');
    const ticket = await open(token);
    const replied = t.json<{ ticket: Ticket }>(await t.app.inject({ method: 'POST', url: `/support-api/tickets/${ticket.id}/messages`, headers: bearer(token), payload: { text: 'Here is the receipt number 123.' } }));
    expect(replied.ticket.messages.map((m) => m.author)).toEqual(['player', 'agent', 'player', 'agent']);
    await t.app.inject({ method: 'POST', url: `/support-api/tickets/${ticket.id}/close`, headers: bearer(token) });
    const refused = await t.app.inject({ method: 'POST', url: `/support-api/tickets/${ticket.id}/messages`, headers: bearer(token), payload: { text: 'One more thing' } });
    expect(t.json(refused)).toMatchObject({ code: 'ticket_closed' });
  });

  it("lists the player's tickets for the history modal and hides other players' tickets", async () => {
    t = await buildTestApi();
    const token = await t.login('demo', 'Demo1234!');
    const ticket = await open(token);
    const list = t.json<{ tickets: Array<{ id: number; status: string; last_author: string }> }>(await t.app.inject({ url: '/support-api/tickets', headers: bearer(token) }));
    expect(list.tickets).toEqual([expect.objectContaining({ id: ticket.id, status: 'answered', last_author: 'agent' })]);
    const banned = await t.login('banned', 'Banned1234!');
    expect((await t.app.inject({ url: `/support-api/tickets/${ticket.id}`, headers: bearer(banned) })).statusCode).toBe(404);
  });
});

describe('support attachments: validated by type and size', { timeout: 30_000 }, () => {
  it('stores a PNG and serves it back to its owner only', async () => {
    t = await buildTestApi();
    const token = await t.login('demo', 'Demo1234!');
    const ticket = await open(token);
    const body = multipart({ text: 'Receipt attached' }, { name: 'receipt.png', data: pngOf(3000) });
    const sent = await t.app.inject({ method: 'POST', url: `/support-api/tickets/${ticket.id}/attachments`, headers: { ...bearer(token), ...body.headers }, payload: body.payload });
    expect(sent.statusCode).toBe(200);
    const message = t.json<{ ticket: Ticket }>(sent).ticket.messages.find((m) => m.attachments.length > 0)!;
    expect(message.text).toBe('Receipt attached');
    const file = await t.app.inject({ url: `/support-api/attachments/${message.attachments[0]!.id}`, headers: bearer(token) });
    expect(file.headers['content-type']).toBe('image/png');
    expect(file.rawPayload.length).toBe(3000);
    const banned = await t.login('banned', 'Banned1234!');
    expect((await t.app.inject({ url: `/support-api/attachments/${message.attachments[0]!.id}`, headers: bearer(banned) })).statusCode).toBe(404);
  });

  it('refuses a file that is not JPG, PNG or PDF, and one over 2 MB', async () => {
    t = await buildTestApi();
    const token = await t.login('demo', 'Demo1234!');
    const ticket = await open(token);
    const exe = multipart({}, { name: 'receipt.pdf', data: Buffer.from('MZ this is a program') });
    const wrongType = await t.app.inject({ method: 'POST', url: `/support-api/tickets/${ticket.id}/attachments`, headers: { ...bearer(token), ...exe.headers, 'x-language': 'en' }, payload: exe.payload });
    expect(t.json(wrongType)).toMatchObject({ code: 'file_type', message: 'Only JPG, PNG and PDF files are accepted' });
    const big = multipart({}, { name: 'big.png', data: pngOf(2 * 1024 * 1024 + 10) });
    const tooLarge = await t.app.inject({ method: 'POST', url: `/support-api/tickets/${ticket.id}/attachments`, headers: { ...bearer(token), ...big.headers }, payload: big.payload });
    expect(t.json(tooLarge)).toMatchObject({ code: 'file_too_large' });
  });
});

describe('ideas and ban appeals', { timeout: 30_000 }, () => {
  it('stores an idea', async () => {
    t = await buildTestApi();
    const token = await t.login('demo', 'Demo1234!');
    await t.app.inject({ method: 'POST', url: '/support-api/ideas', headers: bearer(token), payload: { category: 'casino', text: 'Add a dark theme to the casino lobby' } });
    expect(t.json<{ ideas: Array<{ category: string }> }>(await t.app.inject({ url: '/support-api/ideas', headers: bearer(token) })).ideas).toEqual([expect.objectContaining({ category: 'casino' })]);
  });

  it('a banned player appeals once at a time and gets the review; a player without a ban cannot appeal', async () => {
    t = await buildTestApi();
    const banned = await t.login('banned', 'Banned1234!');
    const appeal = await t.app.inject({ method: 'POST', url: '/support-api/appeals', headers: { ...bearer(banned), 'x-language': 'en' }, payload: { text: 'I believe my account was restricted by mistake.' } });
    expect(t.json<{ ticket: Ticket }>(appeal).ticket.messages[1]!.text).toMatch(/The restriction \(level 45\) stays/);
    const list = t.json<{ appeals: Ticket[]; ban_level: number }>(await t.app.inject({ url: '/support-api/appeals', headers: bearer(banned) }));
    expect(list).toMatchObject({ ban_level: 45, appeals: [expect.objectContaining({ status: 'answered' })] });
    const demo = await t.login('demo', 'Demo1234!');
    expect(t.json(await t.app.inject({ method: 'POST', url: '/support-api/appeals', headers: bearer(demo), payload: { text: 'Nothing to appeal here at all.' } }))).toMatchObject({ code: 'not_banned' });
  });
});
