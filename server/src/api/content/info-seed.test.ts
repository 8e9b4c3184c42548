/**
 * The seeded information pages, rules chapters and betting-alphabet terms (issue 21, mfe/info and
 * mfe/alphabet): every information route of the route table has its page in ru and en, the rules have at
 * least 5 chapters, the alphabet at least 40 terms in known sections, and every site link in their texts
 * leads to a route of the table (a typo in a seed link would be a 404 for readers).
 */
import { describe, expect, it } from 'vitest';
import { matchRoute, REDIRECTS, ROUTES } from '@arena/routes';
import { readSeedItems } from './content-seed.ts';

const seeded = readSeedItems();
const of = (type: string) => seeded.filter((i) => i.type === type);
/** Information routes whose page is not an info item of the same name. */
const NOT_ITEMS = new Set(['rules', 'debug']);
const ALPHABET_SECTIONS = ['bet-types', 'odds', 'markets', 'strategy', 'bookmaker'];

describe('seeded information pages, rules and alphabet', () => {
  it('every information route of the route table has its page, in ru and en', () => {
    const routes = ROUTES.filter((r) => r.app === '@arena/info' && !NOT_ITEMS.has(r.id)).map((r) => r.id);
    expect(routes.length).toBeGreaterThanOrEqual(19);
    const info = new Map(of('info').map((i) => [i.slug, i]));
    for (const id of routes) {
      expect(info.get(id)?.ru?.body, `${id} ru`).toBeTruthy();
      expect(info.get(id)?.en?.body, `${id} en`).toBeTruthy();
    }
  });

  it('rules: at least 5 chapters of group 1, in a distinct order, each with headings for its contents', () => {
    const chapters = of('rules').filter((c) => c.category === '1');
    expect(chapters.length).toBeGreaterThanOrEqual(5);
    expect(new Set(chapters.map((c) => c.order)).size).toBe(chapters.length);
    for (const c of chapters) for (const lang of ['ru', 'en'] as const) expect(c[lang]?.body.match(/^## /gm)?.length ?? 0, `${c.slug} ${lang}`).toBeGreaterThanOrEqual(2);
  });

  it('alphabet: at least 40 terms in ru and en, each in a known section', () => {
    const terms = of('alphabet');
    expect(terms.length).toBeGreaterThanOrEqual(40);
    for (const t of terms) {
      expect(ALPHABET_SECTIONS, t.slug).toContain(t.category);
      expect(t.ru?.title && t.en?.title, t.slug).toBeTruthy();
    }
  });

  it('every site link in these texts leads to a route, in the language of the text', () => {
    const redirects = REDIRECTS.map((r) => r.from);
    for (const item of [...of('info'), ...of('rules'), ...of('alphabet')]) {
      for (const lang of ['ru', 'en'] as const) {
        for (const [, href] of (item[lang]?.body ?? '').matchAll(/\]\((\/[^)\s]*)\)/g)) {
          expect(href!.startsWith(`/${lang}/`), `${item.slug} ${lang}: ${href}`).toBe(true);
          const path = href!.slice(lang.length + 2);
          expect(matchRoute(ROUTES, href!) !== null || redirects.includes(path), `${item.slug} ${lang}: ${href}`).toBe(true);
        }
      }
    }
  });
});
