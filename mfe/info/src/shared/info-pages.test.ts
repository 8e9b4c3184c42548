import { describe, expect, it } from 'vitest';
import { infoPageOf } from './info-pages.ts';

const r = (id: string, params: Record<string, string> = {}) => ({ id, params });

describe('information page of a route', () => {
  it('literal information routes show the content item of their name', () => {
    expect(infoPageOf(r('about'))).toEqual({ kind: 'page', slug: 'about' });
    expect(infoPageOf(r('cash_terminals'))).toEqual({ kind: 'page', slug: 'cash_terminals' });
    expect(infoPageOf(r('betting-calculator'))).toEqual({ kind: 'calculator' });
  });

  it('rules default to group 1 and take a chapter; malformed segments are not found', () => {
    expect(infoPageOf(r('rules'))).toEqual({ kind: 'rules', group: '1', chapter: null });
    expect(infoPageOf(r('rules', { ruleGroup: '1', chapter: 'settlement' }))).toEqual({ kind: 'rules', group: '1', chapter: 'settlement' });
    expect(infoPageOf(r('rules', { ruleGroup: '1', chapter: 'Bad Chapter' }))).toEqual({ kind: 'not-found' });
  });

  it('routes that are not information pages are not found', () => {
    expect(infoPageOf(r('blog'))).toEqual({ kind: 'not-found' });
    expect(infoPageOf(null)).toEqual({ kind: 'not-found' });
  });
});
