/**
 * The backend's page lookup (facts and head) happens once for everyone asking for a page in the same
 * second: served pages are cached, but the lookup before them ran on every page load and cost the host
 * more CPU than serving the page itself (issue 26).
 */
import Fastify from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { PageHead, SiteFacts } from '../platform/site-facts.ts';
import { createPageAnswers } from './page-answers.ts';

const lookups: string[] = [];
const siteFacts: SiteFacts = {
  pageFacts: () => ({ status: 200, redirect: null }),
  interfaceLanguages: () => ['ru'],
  pageHead: (pathname) => {
    lookups.push(pathname);
    return { facts: { status: 200, redirect: { location: '/ru/promotions', status: 301 } } } as PageHead;
  },
};
const app = Fastify({ logger: false });
const pageAnswer = createPageAnswers(app, { siteFacts, publicOrigin: 'https://arena.test' });
app.get('/ru/*', (request) => pageAnswer(request, request.url.split('?')[0]!, 'ru', false));
app.post('/content', async () => ({ ok: true }));
beforeAll(() => app.ready());
afterAll(() => app.close());

it('looks a page up once for concurrent and repeated loads, again after a write through the server', async () => {
  const answers = await Promise.all([app.inject('/ru/promo'), app.inject('/ru/promo'), app.inject('/ru/promo')]);
  expect(answers.map((answer) => answer.json())).toEqual(Array(3).fill({ facts: { status: 200, redirect: { location: '/ru/promotions', status: 301 } } }));
  await app.inject('/ru/promo');
  expect(lookups).toEqual(['/ru/promo']);
  await app.inject('/ru/promo?x=1');
  expect(lookups).toEqual(['/ru/promo', '/ru/promo']);
  await app.inject({ method: 'POST', url: '/content' });
  await app.inject('/ru/promo');
  expect(lookups).toHaveLength(3);
});
