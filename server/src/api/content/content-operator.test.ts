import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApi, type TestApi } from '../test-support.ts';
import { OPERATOR_RATE_LIMIT } from './content-operator-routes.ts';
import { contentOperatorEntry, findContentOperator } from './content-operators.ts';
import { MIN_OPERATOR_TOKEN_LENGTH } from '../../platform/token-digests.ts';
import { asOperator, buildContentApi, EDITOR_TOKEN, newsItem, VIEWER_TOKEN } from './content-test-support.ts';

let t: TestApi;
beforeEach(async () => {
  t = await buildContentApi();
});
afterEach(async () => {
  await t.app.close();
});

const create = (payload: object, token?: string) => t.app.inject({ method: 'POST', url: '/content-api/operator/items', headers: asOperator(token), payload });
const publicItem = (path: string) => t.app.inject({ url: `/content-api/items/${path}?lng=ru` });

describe('operator content API: access', () => {
  it('without configured tokens there is no operator API (404)', async () => {
    const plain = await buildTestApi();
    const response = await plain.app.inject({ method: 'POST', url: '/content-api/operator/items', headers: asOperator(), payload: newsItem('x') });
    expect(response.statusCode).toBe(404);
    await plain.app.close();
  });

  it('a missing or wrong token is 401; a viewer may read but not write (403)', async () => {
    expect((await t.app.inject({ url: '/content-api/operator/items' })).statusCode).toBe(401);
    expect((await t.app.inject({ url: '/content-api/operator/items', headers: asOperator('wrong') })).statusCode).toBe(401);
    expect((await t.app.inject({ url: '/content-api/operator/items?type=blog', headers: asOperator(VIEWER_TOKEN) })).statusCode).toBe(200);
    const refused = await create(newsItem('viewer-news'), VIEWER_TOKEN);
    expect(refused.statusCode).toBe(403);
    expect(t.json(refused)).toMatchObject({ code: 'operator_forbidden' });
  });
});

describe('operator content API: validation', () => {
  it('refuses a bad slug, an unknown type, an unknown field and an item without any language', async () => {
    expect((await create(newsItem('Bad Slug'))).statusCode).toBe(400);
    expect((await create(newsItem('ok-slug', { type: 'video' }))).statusCode).toBe(400);
    expect((await create(newsItem('ok-slug', { colour: 'red' }))).statusCode).toBe(400);
    const noText = await create(newsItem('ok-slug', { ru: undefined, en: undefined }));
    expect(noText.statusCode).toBe(400);
    expect(t.json(noText)).toMatchObject({ code: 'content_invalid' });
    const badDate = await create(newsItem('ok-slug', { publishedAt: '2026-13-45' }));
    expect(badDate.statusCode).toBe(400);
    // Nothing was written by the refusals.
    expect((await t.app.inject({ url: '/content-api/operator/items/news/ok-slug', headers: asOperator() })).statusCode).toBe(404);
  });

  it('a second item with the same type and slug is 409 content_exists', async () => {
    expect((await create(newsItem('twice'))).statusCode).toBe(201);
    const again = await create(newsItem('twice'));
    expect(again.statusCode).toBe(409);
    expect(t.json(again)).toMatchObject({ code: 'content_exists' });
  });
});

describe('operator content API: publish and unpublish', () => {
  it('a created item is a draft, invisible to visitors until published, and gone again when unpublished', async () => {
    expect(t.json(await create(newsItem('biathlon-line')))).toMatchObject({ status: 'draft', revision: 1 });
    expect((await publicItem('news/biathlon-line')).statusCode).toBe(404);

    const published = await t.app.inject({ method: 'POST', url: '/content-api/operator/items/news/biathlon-line/publish', headers: asOperator() });
    expect(t.json(published)).toMatchObject({ status: 'published', revision: 2 });
    expect(t.json(await publicItem('news/biathlon-line'))).toMatchObject({ title: 'Новая линия на биатлон' });
    const listed = t.json<{ items: Array<{ slug: string }> }>(await t.app.inject({ url: '/content-api/items?type=news&pageSize=100' }));
    expect(listed.items.map((i) => i.slug)).toContain('biathlon-line');

    await t.app.inject({ method: 'POST', url: '/content-api/operator/items/news/biathlon-line/unpublish', headers: asOperator() });
    expect((await publicItem('news/biathlon-line')).statusCode).toBe(404);
    const after = t.json<{ items: Array<{ slug: string }> }>(await t.app.inject({ url: '/content-api/items?type=news&pageSize=100' }));
    expect(after.items.map((i) => i.slug)).not.toContain('biathlon-line');
  });

  it('delete removes the item (404 to visitors and operators) but keeps its history', async () => {
    await create({ ...newsItem('short-lived'), published: true });
    const deleted = await t.app.inject({ method: 'DELETE', url: '/content-api/operator/items/news/short-lived', headers: asOperator() });
    expect(deleted.statusCode).toBe(204);
    expect((await publicItem('news/short-lived')).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'DELETE', url: '/content-api/operator/items/news/short-lived', headers: asOperator() })).statusCode).toBe(404);
    const history = t.json<{ revisions: Array<{ action: string }> }>(await t.app.inject({ url: '/content-api/operator/items/news/short-lived/revisions', headers: asOperator() }));
    expect(history.revisions.map((r) => r.action)).toEqual(['delete', 'create']);
  });
});

describe('operator content API: revisions', () => {
  it('records who changed what and when, newest first; the snapshot of each revision is readable', async () => {
    t.clock.set(Date.parse('2026-11-21T08:00:00Z'));
    await create(newsItem('tennis-finals'));
    t.clock.set(Date.parse('2026-11-21T09:30:00Z'));
    const edited = newsItem('tennis-finals', { category: 'tennis' }) as Record<string, unknown>;
    delete edited['type'];
    delete edited['slug'];
    const update = await t.app.inject({
      method: 'PUT',
      url: '/content-api/operator/items/news/tennis-finals',
      headers: asOperator(),
      payload: { ...edited, en: { ...(edited['en'] as object), title: 'Tennis finals: the line is open' }, expectedRevision: 1 },
    });
    expect(update.statusCode).toBe(200);
    const stale = await t.app.inject({ method: 'PUT', url: '/content-api/operator/items/news/tennis-finals', headers: asOperator(), payload: { ...edited, expectedRevision: 1 } });
    expect(stale.statusCode).toBe(409);
    expect(t.json(stale)).toMatchObject({ code: 'revision_conflict', current: 2 });

    const history = t.json<{ revisions: unknown[] }>(await t.app.inject({ url: '/content-api/operator/items/news/tennis-finals/revisions', headers: asOperator(VIEWER_TOKEN) }));
    expect(history.revisions).toEqual([
      { revision: 2, action: 'update', operator: 'anna', at: '2026-11-21T09:30:00.000Z', changed: ['category', 'en.title'] },
      { revision: 1, action: 'create', operator: 'anna', at: '2026-11-21T08:00:00.000Z', changed: expect.arrayContaining(['publishedAt', 'ru', 'en']) },
    ]);
    const first = t.json<{ snapshot: { en: { title: string } } }>(await t.app.inject({ url: '/content-api/operator/items/news/tennis-finals/revisions/1', headers: asOperator() }));
    expect(first.snapshot.en.title).toBe('Biathlon line is open');
  });
});

describe('sanitising', () => {
  it('a script tag, an event handler and a javascript: link in an article never reach the page', async () => {
    const body = 'Hello\n\n<script>alert(1)</script>\n\n<img src=x onerror="alert(2)">\n\n[click](javascript:alert(3))\n\n<a href="https://example.org" onclick="alert(4)">site</a>\n\n<iframe src="https://evil.example"></iframe>';
    const item = newsItem('xss-attempt', { published: true, ru: { title: 'Проверка', summary: '', seoTitle: '', seoDescription: '', body } });
    expect((await create(item)).statusCode).toBe(201);
    const { html } = t.json<{ html: string }>(await publicItem('news/xss-attempt'));
    expect(html).toContain('<p>Hello</p>');
    expect(html).not.toMatch(/<script|onerror|onclick|javascript:|<iframe|<img/i);
    expect(html).toContain('<a href="https://example.org" rel="noopener noreferrer nofollow" target="_blank">site</a>');
  });
});

describe('operator content API: hostile input', () => {
  it('malformed bodies, params and queries answer 4xx { code, message }, never 500 or a stack', async () => {
    const bodies = ['{"unterminated": ', '[]', 'null', '42', JSON.stringify({ type: 'news', slug: 'x', publishedAt: 5, ru: 'text' }), JSON.stringify({ __proto__: { polluted: true }, data: { a: 1 } })];
    const urls = [
      ['POST', '/content-api/operator/items'],
      ['PUT', '/content-api/operator/items/news/biathlon-world-cup-line'],
      ['PUT', '/content-api/operator/items/video/..%2F..%2Fetc'],
      ['POST', '/content-api/operator/items/news/%00/publish'],
      ['DELETE', `/content-api/operator/items/news/${'x'.repeat(300)}`],
      ['GET', '/content-api/operator/items?page=-1&pageSize=100000&status=nope'],
      ['GET', '/content-api/operator/items/news/biathlon-world-cup-line/revisions/abc'],
    ] as const;
    for (const [method, url] of urls) {
      for (const payload of bodies) {
        const response = await t.app.inject({ method, url, headers: { ...asOperator(), 'content-type': 'application/json' }, payload: method === 'GET' || method === 'DELETE' ? undefined : payload });
        expect(response.statusCode, `${method} ${url} ${payload}`).toBeGreaterThanOrEqual(400);
        expect(response.statusCode, `${method} ${url} ${payload}`).toBeLessThan(500);
        const body = JSON.parse(response.body) as { code?: unknown; message?: unknown };
        expect(typeof body.code === 'string' && typeof body.message === 'string', `${method} ${url}`).toBe(true);
        expect(response.body).not.toMatch(/\bat .+\.(ts|js):\d+/);
      }
    }
    expect(({} as Record<string, unknown>)['polluted']).toBeUndefined();
  });
});

describe('operator content API: guessing (issue 32, finding 3)', () => {
  it('a token guess flood from one address answers 429 after the limit, before any token is compared', async () => {
    for (let i = 0; i < OPERATOR_RATE_LIMIT.max; i++) {
      expect((await t.app.inject({ url: '/content-api/operator/items', headers: asOperator(`guess-${i}-`.padEnd(40, 'x')) })).statusCode).toBe(401);
    }
    const flooded = await t.app.inject({ url: '/content-api/operator/items', headers: asOperator(VIEWER_TOKEN) });
    expect(flooded.statusCode).toBe(429);
    expect(t.json(flooded)).toMatchObject({ code: 'too_many_requests' });
    expect(Number(flooded.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('a configured token shorter than the minimum never signs in', async () => {
    const weak = 'short-token';
    expect(weak.length).toBeLessThan(MIN_OPERATOR_TOKEN_LENGTH);
    expect(findContentOperator([contentOperatorEntry(weak, 'weak', 'editor')], weak)).toBeNull();
    expect(findContentOperator([contentOperatorEntry(EDITOR_TOKEN, 'anna', 'editor')], EDITOR_TOKEN)).toMatchObject({ operator: 'anna' });
  });
});
