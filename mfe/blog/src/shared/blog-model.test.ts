import { describe, expect, it } from 'vitest';
import { artworkOf, hashOf, readingMinutes } from './artwork-model.ts';
import { blogPageOf } from './blog-pages.ts';

describe('blog pages from the route', () => {
  it('blog is the list, blog/categories/{slug} a category list, blog/{slug} an article', () => {
    expect(blogPageOf({ id: 'blog', params: { lng: 'ru' } })).toEqual({ kind: 'list', category: null });
    expect(blogPageOf({ id: 'blog-category', params: { lng: 'ru', slug: 'strategy' } })).toEqual({ kind: 'list', category: 'strategy' });
    expect(blogPageOf({ id: 'blog-article', params: { lng: 'en', articleSlug: 'how-odds-work' } })).toEqual({ kind: 'article', slug: 'how-odds-work' });
  });
  it('a malformed slug or a nested category is the not-found view', () => {
    expect(blogPageOf({ id: 'blog-category', params: { slug: 'a/b' } })).toEqual({ kind: 'not-found' });
    expect(blogPageOf({ id: 'blog-article', params: { articleSlug: 'Bad Slug!' } })).toEqual({ kind: 'not-found' });
  });
});

describe('artwork drawn from data', () => {
  it('uses the item’s own colours and motif when valid', () => {
    expect(artworkOf('x', { artwork: { from: '#112233', to: '#445566', motif: 'waves' } })).toMatchObject({ from: '#112233', to: '#445566', motif: 'waves' });
  });
  it('derives a stable picture from the slug otherwise, and ignores unsafe colours', () => {
    const a = artworkOf('how-odds-work', {});
    expect(artworkOf('how-odds-work', {})).toEqual(a);
    expect(artworkOf('how-odds-work', { artwork: { from: 'url(javascript:x)' } }).from).toBe(a.from);
    expect(hashOf('a')).not.toBe(hashOf('b'));
    expect(a.seeds.every((s) => s >= 0 && s < 1)).toBe(true);
  });
  it('reading time: the item’s own minutes, else words / 180, at least 1', () => {
    expect(readingMinutes({ readingMinutes: 6 })).toBe(6);
    expect(readingMinutes({}, 900)).toBe(5);
    expect(readingMinutes({}, 10)).toBe(1);
  });
});
