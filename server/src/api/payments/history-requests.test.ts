/** historypay (deposits, withdrawals, bonuses with status) and payment requests (topics, transactions, answer on the clock). */
import { describe, expect, it } from 'vitest';
import { bearer, idempotencyKey, freshForEachTest, type TestApi } from '../test-support.ts';
import type { PaymentNotification } from '../../platform/payment-protocol.ts';
import { buildPaymentsSession, settledDeposit } from './payments-test-support.ts';
import { BONUSES_BASE } from '../bonuses/bonuses-routes.ts';

let t: TestApi;
let token: string;
let accountId: number;

freshForEachTest(() => buildPaymentsSession(), (session) => {
  ({ t, token, accountId } = session);
});

const headers = () => ({ ...bearer(token), 'x-language': 'en' });
interface Item { kind: string; status: string; amount: number; source: string; sourceName: string; reasonText: string | null }

/** A Visa deposit the provider settled as `outcome` says (approved unless told otherwise). */
async function providerDeposit(amount: number, outcome: Partial<PaymentNotification> = {}) {
  return (await settledDeposit(t, token, { accountId, systemId: 'visa', amount }, outcome)).id;
}

describe('historypay', () => {
  it('lists deposits, withdrawals and granted bonuses with their status, newest first, filtered by kind', async () => {
    await t.app.inject({ method: 'POST', url: `${BONUSES_BASE}/my/choose`, headers: bearer(token), payload: { slug: 'reload-bonus' } });
    await providerDeposit(1000);
    t.clock.advance(1000);
    await providerDeposit(300, { status: 'declined', reason: 'insufficient_funds' });
    t.clock.advance(1000);
    await t.app.inject({ method: 'POST', url: '/payments-api/withdrawals', headers: { ...headers(), ...idempotencyKey() }, payload: { accountId, systemId: 'quickpay', amount: 500 } });
    const all = t.json<{ items: Item[]; total: number }>(await t.app.inject({ url: '/payments-api/history', headers: headers() }));
    expect(all.items.map((i) => `${i.kind}:${i.status}`)).toEqual(['withdrawal:pending', 'deposit:declined', 'deposit:approved', 'bonus:active']);
    expect(all.items[1]).toMatchObject({ amount: 300, reasonText: 'Insufficient funds on the card or wallet' });
    expect(all.items[3]).toMatchObject({ amount: 500, source: 'reload-bonus' });
    // Named by the bonus offer's title in the content store, not by its slug.
    expect(all.items[3]!.sourceName).not.toBe('reload-bonus');
    expect(all.items[3]!.sourceName.length).toBeGreaterThan(5);
    const deposits = t.json<{ items: Item[]; total: number }>(await t.app.inject({ url: '/payments-api/history?kind=deposit', headers: headers() }));
    expect(deposits.total).toBe(2);
    const paged = t.json<{ items: Item[]; total: number }>(await t.app.inject({ url: '/payments-api/history?page=2&pageSize=3', headers: headers() }));
    expect(paged).toMatchObject({ total: 4, items: [{ kind: 'bonus' }] });
  });
});

describe('payment requests', () => {
  it('topics with sub-topics; a request about one of the player’s transactions is answered after the delay', async () => {
    const depositId = await providerDeposit(300, { status: 'declined', reason: 'card_expired' });
    const topics = t.json<{ topics: Array<{ id: string; subTopics: Array<{ id: string }>; transactionList: Array<{ id: number }> }> }>(
      await t.app.inject({ url: '/payments-api/requests/topics', headers: headers() }),
    );
    const deposit = topics.topics.find((topic) => topic.id === 'deposit')!;
    expect(deposit.subTopics.map((s) => s.id)).toContain('card');
    expect(deposit.transactionList.map((x) => x.id)).toEqual([depositId]);
    const created = await t.app.inject({
      method: 'POST', url: '/payments-api/requests', headers: headers(), payload: { topicId: 'deposit', subTopicId: 'card', paymentId: depositId, message: 'The card was charged' },
    });
    expect(created.statusCode).toBe(200);
    expect(t.json(created)).toMatchObject({ request: { status: 'open', topic: 'Deposit not credited', subTopic: 'Card payment', paymentId: depositId, answer: null } });
    t.clock.advance(11 * 60_000);
    token = await t.login('demo', 'Demo1234!');
    const list = t.json<{ requests: Array<{ status: string; answer: string | null }> }>(await t.app.inject({ url: '/payments-api/requests', headers: headers() }));
    expect(list.requests[0]!.status).toBe('answered');
    expect(list.requests[0]!.answer).toContain('payment system');
  });

  it('refuses an unknown topic or sub-topic, another kind of transaction and an empty message', async () => {
    const post = (payload: Record<string, unknown>) => t.app.inject({ method: 'POST', url: '/payments-api/requests', headers: headers(), payload });
    expect(t.json(await post({ topicId: 'nope', message: 'x' }))).toMatchObject({ code: 'topic_unknown' });
    expect(t.json(await post({ topicId: 'deposit', subTopicId: 'nope', message: 'x' }))).toMatchObject({ code: 'topic_unknown' });
    const depositId = await providerDeposit(300, { status: 'cancelled' });
    expect(t.json(await post({ topicId: 'withdrawal', paymentId: depositId, message: 'x' }))).toMatchObject({ code: 'payment_not_found' });
    expect(t.json(await post({ topicId: 'other', message: '   ' }))).toMatchObject({ code: 'request_message_empty' });
  });
});
