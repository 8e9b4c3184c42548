/**
 * The player's files in the support chat: the support upload rules and quotas (one place: @arena/domain
 * uploadRules, support-quotas.ts), shown to both sides, downloadable by the owner and agents only.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { bearer, type TestApi } from '../../test-support.ts';
import { asOperator, buildContentApi } from '../../content/content-test-support.ts';
import { multipart, pngOf } from '../support-test-support.ts';
import { UPLOAD_MAX_BYTES } from '@arena/domain';
import { MAX_ATTACHMENTS_PER_TICKET } from '../support-quotas.ts';

let t: TestApi;
afterEach(async () => t?.app.close());

type Chat = { id: number; state: string; messages: Array<{ id: number; author: string; text: string; attachments: Array<{ id: number; file_name: string; mime: string; size: number }> }> };

async function openChat(token: string) {
  const opened = await t.app.inject({ method: 'POST', url: '/support-api/chat', headers: { ...bearer(token), 'x-language': 'en' }, payload: {} });
  return t.json<{ chat: Chat }>(opened).chat;
}
function attach(token: string, chatId: number, file: { name: string; data: Buffer }, text?: string) {
  const body = multipart(text ? { text } : {}, file);
  return t.app.inject({ method: 'POST', url: `/support-api/chat/${chatId}/attachments`, headers: { ...bearer(token), ...body.headers, 'x-language': 'en' }, payload: body.payload });
}

describe('support chat: the player attaches files', { timeout: 30_000 }, () => {
  it('a picture goes onto the conversation; the agent sees it in the console and downloads it, and so does its owner', async () => {
    t = await buildContentApi();
    const token = await t.login('demo', 'Demo1234!');
    const chat = await openChat(token);
    const sent = await attach(token, chat.id, { name: 'receipt.png', data: pngOf(200) }, 'My receipt');
    expect(sent.statusCode).toBe(200);
    const mine = t.json<{ chat: Chat }>(sent).chat.messages.at(-1)!;
    expect(mine).toMatchObject({ author: 'player', text: 'My receipt', attachments: [{ file_name: 'receipt.png', mime: 'image/png', size: 200 }] });
    const fileId = mine.attachments[0]!.id;

    await t.app.inject({ method: 'POST', url: `/support-api/chat/${chat.id}/human`, headers: bearer(token) });
    const seenByAgent = t.json<{ chat: Chat }>(await t.app.inject({ url: `/support-api/agent/conversations/${chat.id}`, headers: asOperator() })).chat;
    expect(seenByAgent.messages.find((m) => m.id === mine.id)?.attachments.map((a) => a.id)).toEqual([fileId]);

    const byAgent = await t.app.inject({ url: `/support-api/agent/attachments/${fileId}`, headers: asOperator() });
    expect(byAgent.statusCode).toBe(200);
    expect(byAgent.headers['content-disposition']).toMatch(/^attachment/);
    expect(byAgent.rawPayload.equals(pngOf(200))).toBe(true);
    expect((await t.app.inject({ url: `/support-api/attachments/${fileId}`, headers: bearer(token) })).statusCode).toBe(200);
  });

  it('the file is the owner’s: another player can neither download it nor attach to the chat (404), nor can anyone without a token', async () => {
    t = await buildContentApi();
    const owner = await t.login('demo', 'Demo1234!');
    const chat = await openChat(owner);
    const fileId = t.json<{ chat: Chat }>(await attach(owner, chat.id, { name: 'id.png', data: pngOf(100) })).chat.messages.at(-1)!.attachments[0]!.id;
    const other = await t.login('banned', 'Banned1234!');
    expect((await t.app.inject({ url: `/support-api/attachments/${fileId}`, headers: bearer(other) })).statusCode).toBe(404);
    expect((await attach(other, chat.id, { name: 'x.png', data: pngOf(100) })).statusCode).toBe(404);
    expect((await t.app.inject({ url: `/support-api/attachments/${fileId}` })).statusCode).toBe(401);
    expect((await t.app.inject({ url: `/support-api/agent/attachments/${fileId}` })).statusCode).toBe(401);
  });

  it('the upload rules: a wrong type and a file over the limit are refused with their codes (400), a closed chat too', async () => {
    t = await buildContentApi();
    const token = await t.login('demo', 'Demo1234!');
    const chat = await openChat(token);
    const exe = await attach(token, chat.id, { name: 'photo.png', data: Buffer.from('MZ this is a program') });
    expect(exe.statusCode).toBe(400);
    expect(t.json(exe)).toMatchObject({ code: 'file_type' });
    const big = await attach(token, chat.id, { name: 'big.png', data: pngOf(UPLOAD_MAX_BYTES + 1) });
    expect(big.statusCode).toBe(400);
    expect(t.json(big)).toMatchObject({ code: 'file_too_large', maxBytes: UPLOAD_MAX_BYTES });
    const missing = await t.app.inject({ method: 'POST', url: `/support-api/chat/${chat.id}/attachments`, headers: { ...bearer(token), 'content-type': 'application/json' }, payload: {} });
    expect(missing.statusCode).toBe(400);
    await t.app.inject({ method: 'POST', url: `/support-api/chat/${chat.id}/close`, headers: bearer(token) });
    expect(t.json(await attach(token, chat.id, { name: 'late.png', data: pngOf(100) }))).toMatchObject({ code: 'ticket_closed' });
  });

  it('the ticket quota counts the chat’s files: the eleventh is refused with ticket_attachments_limit', async () => {
    t = await buildContentApi();
    const token = await t.login('demo', 'Demo1234!');
    const chat = await openChat(token);
    for (let i = 0; i < MAX_ATTACHMENTS_PER_TICKET; i++) {
      expect((await attach(token, chat.id, { name: `r${i}.png`, data: pngOf(100) })).statusCode).toBe(200);
      t.clock.advance(13_000); // under the support flood limit (5 messages a minute)
    }
    const refused = await attach(token, chat.id, { name: 'one-more.png', data: pngOf(100) });
    expect(refused.statusCode).toBe(400);
    expect(t.json(refused)).toMatchObject({ code: 'ticket_attachments_limit' });
  });
});
