import { describe, expect, it } from 'vitest';
import type { ContentItemSummary } from '@arena/domain';
import { groupByDay, newsPageOf } from './news-pages.ts';

describe('news pages from the route', () => {
  it('news is the feed, news/{slug} an item, a malformed slug the not-found view', () => {
    expect(newsPageOf({ id: 'news', params: { lng: 'ru' } })).toEqual({ kind: 'feed' });
    expect(newsPageOf({ id: 'news', params: { lng: 'ru', slug: 'cup-final-line' } })).toEqual({ kind: 'item', slug: 'cup-final-line' });
    expect(newsPageOf({ id: 'news', params: { lng: 'ru', slug: 'Bad%20Slug' } })).toEqual({ kind: 'not-found' });
  });
});

describe('feed grouping', () => {
  const item = (slug: string, publishedAt: string) => ({ slug, publishedAt }) as ContentItemSummary;
  it('groups consecutive items of the same day and keeps their order', () => {
    const groups = groupByDay([item('a', '2026-11-20T18:00:00Z'), item('b', '2026-11-20T09:00:00Z'), item('c', '2026-11-18T12:00:00Z')], (iso) => iso.slice(0, 10));
    expect(groups.map((g) => [g.day, g.items.map((i) => i.slug)])).toEqual([['2026-11-20', ['a', 'b']], ['2026-11-18', ['c']]]);
  });
});
