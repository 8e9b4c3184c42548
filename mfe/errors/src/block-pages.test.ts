/** Issue 17 item 10: every block page explains itself in ru and en (no raw ids, no "block-ua / Home"). */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { BLOCK_PAGES } from '@arena/routes';
import { BLOCK_PAGE_IDS, BLOCKS_NAMESPACE, blockPageContent, isBlockPage } from './block-pages.ts';

const dictionary = (lng: string): Record<string, string> =>
  JSON.parse(readFileSync(join(import.meta.dirname, '../../../server/src/api/dictionaries/data', lng, `${BLOCKS_NAMESPACE}.json`), 'utf8'));

describe('block pages (spec §2 empty layout, §4 blocking)', () => {
  it('covers exactly the block pages of the route table', () => {
    expect([...BLOCK_PAGE_IDS].sort()).toEqual([...BLOCK_PAGES].sort());
    expect(isBlockPage('block-ua')).toBe(true);
    expect(isBlockPage('error-404')).toBe(false);
  });

  for (const lng of ['ru', 'en']) {
    it(`${lng}: each block page has a real title, explanation and hint, never its raw id`, () => {
      const texts = dictionary(lng);
      for (const page of BLOCK_PAGE_IDS) {
        const content = blockPageContent(page);
        for (const key of [content.titleKey, content.textKey, content.hintKey]) {
          expect(texts[key], `${lng} ${key}`).toBeTruthy();
          expect(texts[key]).not.toBe(page);
        }
        if (content.refresh) expect(texts.block_refresh).toBeTruthy();
      }
    });
  }

  it('pages that lift by themselves offer a refresh; geo blocks point to support', () => {
    expect(blockPageContent('site-updates')).toMatchObject({ refresh: true, hintKey: 'block_retry_hint' });
    expect(blockPageContent('coming-soon').refresh).toBe(true);
    expect(blockPageContent('block-ua')).toMatchObject({ refresh: false, hintKey: 'block_support_hint' });
  });
});
