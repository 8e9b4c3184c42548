// @vitest-environment jsdom
/**
 * The page's early-click step for form fields (issue 26, early-clicks.js): a checkbox, a radio or a label
 * of one clicked in server markup still waiting for hydration stays as the server painted it (the click is
 * held, and the browser sets a cancelled check back) and is clicked once after its owner took the mark off;
 * text typed and options picked meanwhile stay in the field, and reach the app's state after hydration.
 * The first test hydrates a real React form, as an app's first commit does (create-arena-app.tsx).
 */
import { createElement as h, useEffect, useState, type ReactNode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { drain, MARK, page, playerClick, playerPicks, playerTypes } from './early-clicks-page.ts';

/** A calculator-like form, controlled throughout; its state is printed in `state`. Takes its container's mark off once committed. */
function Form({ container }: { container: HTMLElement | null }): ReactNode {
  const [kind, setKind] = useState('single');
  const [terms, setTerms] = useState(false);
  const [stake, setStake] = useState('');
  const [result, setResult] = useState('win');
  useEffect(() => container?.removeAttribute(MARK), [container]);
  return h(
    'form',
    null,
    ['single', 'system'].map((k) =>
      h('label', { key: k }, h('input', { type: 'radio', name: 'kind', value: k, checked: kind === k, onChange: () => setKind(k), 'data-testid': `kind-${k}` }), k),
    ),
    h('label', { 'data-testid': 'terms-label' }, h('input', { type: 'checkbox', checked: terms, onChange: (e: { target: HTMLInputElement }) => setTerms(e.target.checked), 'data-testid': 'terms' }), h('span', null, 'terms')),
    h('input', { inputMode: 'decimal', value: stake, onChange: (e: { target: HTMLInputElement }) => setStake(e.target.value), 'data-testid': 'stake' }),
    h('select', { value: result, onChange: (e: { target: HTMLSelectElement }) => setResult(e.target.value), 'data-testid': 'result' }, h('option', { value: 'win' }, 'win'), h('option', { value: 'lose' }, 'lose')),
    h('output', { 'data-testid': 'state' }, JSON.stringify({ kind, terms, stake, result })),
  );
}

describe('early clicks on a React form that hydrates (issue 26)', () => {
  let root: Root | undefined;
  afterEach(() => {
    root?.unmount();
    vi.restoreAllMocks();
  });

  // Real timers: React's scheduler keeps the timer functions it found when it loaded.
  it('a radio, a label of a checkbox, typed text and a picked option reach the state of the form', async () => {
    const { doc, find } = page(`<div id="arena-root" ${MARK}=""><div id="app" ${MARK}="">${renderToString(h(Form, { container: null }))}</div></div>`);
    // React reports a hydration that did not match the server's markup, or any other trouble, as console errors.
    const consoleErrors = vi.spyOn(console, 'error');
    const [system, terms, stake, result] = ['kind-system', 'terms', 'stake', 'result'].map((id) => find<HTMLInputElement & HTMLSelectElement>(`[data-testid="${id}"]`));
    playerClick(system!);
    playerClick(find('[data-testid="terms-label"] span'));
    playerTypes(stake!, '600');
    playerPicks(result!, 'lose');
    expect([system!.checked, terms!.checked], 'held: the browser set the cancelled checks back').toEqual([false, false]);
    expect([stake!.value, result!.value], 'typing and picking are the browser’s, as usual').toEqual(['600', 'lose']);

    find('#arena-root').removeAttribute(MARK);
    const container = find('#app');
    root = hydrateRoot(container, h(Form, { container }));
    const state = find('[data-testid="state"]');
    await vi.waitFor(() => expect(JSON.parse(state.textContent!)).toEqual({ kind: 'system', terms: true, stake: '600', result: 'lose' }));
    expect(container.hasAttribute(MARK), 'the form hydrated').toBe(false);
    expect([system!.checked, terms!.checked, stake!.value, result!.value]).toEqual([true, true, '600', 'lose']);
    expect(doc.activeElement, 'the field typed in keeps the focus').toBe(stake);
    expect(consoleErrors, 'hydration left no console error').not.toHaveBeenCalled();
  });
});

describe('early clicks on form fields (issue 26)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('a click on a checkbox or its label is clicked once on the control after the owner took the mark off', async () => {
    const { find } = page(`<div id="app" ${MARK}=""><input type="checkbox" id="a"><label for="a">a</label><label><input type="radio" name="r" data-testid="r">r</label></div>`);
    const seen: string[] = [];
    find('#app').addEventListener('click', (event) => seen.push((event.target as Element).id || (event.target as Element).tagName));
    playerClick(find('label[for="a"]'));
    playerClick(find('[data-testid="r"]'));
    await drain();
    expect(seen, 'nothing reached the page while it waits').toEqual([]);
    expect([find<HTMLInputElement>('#a').checked, find<HTMLInputElement>('[data-testid="r"]').checked]).toEqual([false, false]);
    find('#app').removeAttribute(MARK);
    await drain();
    expect(seen, 'the label, then the control it checks; then the radio').toEqual(['LABEL', 'a', 'INPUT']);
    expect([find<HTMLInputElement>('#a').checked, find<HTMLInputElement>('[data-testid="r"]').checked]).toEqual([true, true]);
  });

  it('a field hydration re-created gets what was typed and picked in the painted one, and the focus', async () => {
    const { doc, win, find } = page(`<div id="app" ${MARK}=""><p><input name="stake" value="10"></p><select multiple data-testid="sports"><option value="f">f</option><option value="h">h</option><option value="t">t</option></select></div>`);
    playerTypes(find<HTMLInputElement>('input'), '25');
    const sports = find<HTMLSelectElement>('select');
    sports.options[0]!.selected = true;
    sports.options[2]!.selected = true;
    sports.dispatchEvent(new win.Event('change', { bubbles: true }));
    const app = find('#app');
    // The owner rendered its markup from scratch (as a client render after a mismatch does): server values again.
    app.innerHTML = app.innerHTML.replace('"10"', '"12"');
    const changes: string[] = [];
    app.addEventListener('input', (event) => changes.push((event.target as HTMLInputElement).value));
    app.removeAttribute(MARK);
    await drain();
    expect(find<HTMLInputElement>('input').value).toBe('25');
    expect(Array.from(find<HTMLSelectElement>('select').selectedOptions, (option) => option.value)).toEqual(['f', 't']);
    expect(changes, 'each told to the page once').toEqual(['25', 'f']);
    expect(doc.activeElement).toBe(find('input'));
  });

  it('text typed after the owner took the mark off, before the hand-over, is what the app is given', async () => {
    const { find } = page(`<div id="app" ${MARK}=""><input data-testid="stake"></div>`);
    const stake = find<HTMLInputElement>('[data-testid="stake"]');
    playerTypes(stake, '25');
    const given: string[] = [];
    find('#app').addEventListener('input', (event) => given.push((event.target as HTMLInputElement).value));
    find('#app').removeAttribute(MARK);
    await Promise.resolve(); // the mark's change is seen; the hand-over waits for the next task
    playerTypes(stake, '250');
    await drain();
    expect(stake.value).toBe('250');
    expect(given, 'the player’s own input, then the hand-over of the same text').toEqual(['250', '250']);
  });

  it('a click that only focuses a field, or opens a select, is left to the browser', async () => {
    const { doc, find } = page(`<div ${MARK}=""><input id="t"><label for="t" id="l">t</label><select><option>x</option></select></div>`);
    const reached: string[] = [];
    doc.addEventListener('click', (event) => reached.push((event.target as Element).tagName));
    playerClick(find('#t'));
    playerClick(find('#l'));
    playerClick(find('select'));
    expect(reached).toEqual(['INPUT', 'LABEL', 'INPUT', 'SELECT']);
  });
});
