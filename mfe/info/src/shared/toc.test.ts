import { describe, expect, it } from 'vitest';
import { withHeadingAnchors } from './toc.ts';

describe('table of contents from the headings of a page', () => {
  it('lists h2 and h3 headings in order, with ids set on the headings', () => {
    const { html, toc } = withHeadingAnchors('<h2>Общие положения</h2><p>a</p><h3>Термины &amp; <em>понятия</em></h3><h2>Расчёт</h2>');
    expect(toc).toEqual([
      { id: 'sec-1', level: 2, text: 'Общие положения' },
      { id: 'sec-2', level: 3, text: 'Термины & понятия' },
      { id: 'sec-3', level: 2, text: 'Расчёт' },
    ]);
    expect(html).toBe('<h2 id="sec-1">Общие положения</h2><p>a</p><h3 id="sec-2">Термины &amp; <em>понятия</em></h3><h2 id="sec-3">Расчёт</h2>');
  });

  it('leaves other headings and a page without headings alone', () => {
    expect(withHeadingAnchors('<h4>x</h4><p>y</p>')).toEqual({ html: '<h4>x</h4><p>y</p>', toc: [] });
  });
});
