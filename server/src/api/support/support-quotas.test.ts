/**
 * Issue 32, finding 6: 25 files of 2 MB went onto one ticket in 0.9 s, and nothing limited how fast a player
 * wrote. Each quota of support-quotas.ts is reached here and refused with its own code and text.
 */
import { afterEach, beforeEach, expect, it } from 'vitest';
import { bearer, buildTestApi, type TestApi } from '../test-support.ts';
import {
  MAX_ATTACHMENT_BYTES_PER_DAY, MAX_ATTACHMENT_BYTES_PER_TICKET, MAX_ATTACHMENTS_PER_DAY, MAX_ATTACHMENTS_PER_TICKET, MAX_MESSAGES_PER_MINUTE,
} from './support-quotas.ts';
import { multipart, pngOf } from './support-test-support.ts';

let t: TestApi;
let token: string;
beforeEach(async () => {
  t = await buildTestApi();
  token = await t.login('demo', 'Demo1234!');
}, 30_000);
afterEach(async () => t?.app.close());

const TWO_MB = 2 * 1024 * 1024;
/** Past the message limit's minute: each step is one message every 13 s, slower than the flood limit. */
const pause = () => t.clock.advance(13_000);

async function openTicket(): Promise<number> {
  pause();
  const created = await t.app.inject({ method: 'POST', url: '/support-api/tickets', headers: bearer(token), payload: { topic_id: 'deposit', subject: 'Receipts', text: 'Receipts follow.' } });
  expect(created.statusCode).toBe(200);
  return t.json<{ ticket: { id: number } }>(created).ticket.id;
}

function attach(ticketId: number, size: number) {
  const body = multipart({}, { name: 'receipt.png', data: pngOf(size) });
  return t.app.inject({ method: 'POST', url: `/support-api/tickets/${ticketId}/attachments`, headers: { ...bearer(token), ...body.headers, 'x-language': 'en' }, payload: body.payload });
}

/** Sends files until one is refused; answers how many were accepted and the refusal. */
async function attachUntilRefused(ticketIds: number[], size: number, perTicket: number) {
  let accepted = 0;
  for (const ticketId of ticketIds) {
    for (let i = 0; i < perTicket; i++) {
      pause();
      const answer = await attach(ticketId, size);
      if (answer.statusCode !== 200) return { accepted, refusal: { status: answer.statusCode, ...t.json(answer) } };
      accepted++;
    }
  }
  return { accepted, refusal: null };
}

it(`support rule: at most ${MAX_MESSAGES_PER_MINUTE} messages a minute per player; the next is 429 messages_too_frequent with Retry-After`, async () => {
  const ticketId = await openTicket();
  const reply = () => t.app.inject({ method: 'POST', url: `/support-api/tickets/${ticketId}/messages`, headers: { ...bearer(token), 'x-language': 'en' }, payload: { text: 'One more detail.' } });
  for (let i = 1; i < MAX_MESSAGES_PER_MINUTE; i++) expect((await reply()).statusCode).toBe(200);
  const refused = await reply();
  expect(refused.statusCode).toBe(429);
  expect(t.json(refused)).toMatchObject({ code: 'messages_too_frequent', message: `You are writing too often (at most ${MAX_MESSAGES_PER_MINUTE} messages a minute): please wait a little` });
  expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  // A new ticket counts too: the limit is the player's, not the ticket's.
  expect((await t.app.inject({ method: 'POST', url: '/support-api/tickets', headers: bearer(token), payload: { topic_id: 'other', subject: 'Another', text: 'Another question.' } })).statusCode).toBe(429);
  t.clock.advance(61_000);
  expect((await reply()).statusCode).toBe(200);
}, 30_000);

it(`support rule: at most ${MAX_ATTACHMENTS_PER_TICKET} files on one ticket`, async () => {
  const { accepted, refusal } = await attachUntilRefused([await openTicket()], 1000, MAX_ATTACHMENTS_PER_TICKET + 1);
  expect(accepted).toBe(MAX_ATTACHMENTS_PER_TICKET);
  expect(refusal).toMatchObject({ status: 400, code: 'ticket_attachments_limit', message: `This request already has ${MAX_ATTACHMENTS_PER_TICKET} files: to send more, open a new request` });
}, 30_000);

it(`support rule: the files of one ticket at most ${MAX_ATTACHMENT_BYTES_PER_TICKET / TWO_MB * 2} MB together`, async () => {
  const { accepted, refusal } = await attachUntilRefused([await openTicket()], TWO_MB, MAX_ATTACHMENTS_PER_TICKET);
  expect(accepted).toBe(MAX_ATTACHMENT_BYTES_PER_TICKET / TWO_MB);
  expect(refusal).toMatchObject({ status: 400, code: 'ticket_attachments_size_limit', maxBytes: MAX_ATTACHMENT_BYTES_PER_TICKET });
}, 30_000);

it(`support rule: at most ${MAX_ATTACHMENTS_PER_DAY} files a day per player, over all tickets; a day later again`, async () => {
  const tickets = [await openTicket(), await openTicket(), await openTicket()];
  const { accepted, refusal } = await attachUntilRefused(tickets, 1000, MAX_ATTACHMENTS_PER_TICKET);
  expect(accepted).toBe(MAX_ATTACHMENTS_PER_DAY);
  expect(refusal).toMatchObject({ status: 400, code: 'daily_attachments_limit', message: `You can send at most ${MAX_ATTACHMENTS_PER_DAY} files a day: please try again tomorrow` });
  t.clock.advance(24 * 3600_000);
  token = await t.login('demo', 'Demo1234!'); // the session did not last the day
  expect((await attach(tickets[2]!, 1000)).statusCode).toBe(200);
}, 30_000);

it(`support rule: the files a player sends in a day at most ${MAX_ATTACHMENT_BYTES_PER_DAY / TWO_MB * 2} MB together`, async () => {
  const tickets = [await openTicket(), await openTicket(), await openTicket()];
  const perTicket = MAX_ATTACHMENT_BYTES_PER_TICKET / TWO_MB;
  const { accepted, refusal } = await attachUntilRefused(tickets, TWO_MB, perTicket);
  expect(accepted).toBe(MAX_ATTACHMENT_BYTES_PER_DAY / TWO_MB);
  expect(refusal).toMatchObject({ status: 400, code: 'daily_attachments_size_limit', maxBytes: MAX_ATTACHMENT_BYTES_PER_DAY });
}, 30_000);
