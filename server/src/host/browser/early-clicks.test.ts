// @vitest-environment jsdom
/**
 * The page's early-click step (issue 26, early-clicks.js): a click on a button in server markup still
 * waiting for hydration reaches the page exactly once after its owner has taken the mark off, also when
 * hydration re-created the button. Each test runs the script itself on a fresh document (early-clicks-page.ts).
 * Form fields (checkboxes, radios, labels, typed text, selects): early-clicks-fields.test.ts.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { drain, MARK, page, playerClick } from './early-clicks-page.ts';

const APP = `<div id="arena-root" ${MARK}=""><main><div id="arena-app:@arena/betting" ${MARK}="">
  <div class="line"><button data-testid="odds-1-w1">1.85</button><button data-testid="odds-1-x">3.40</button></div>
  <div class="line"><button>more</button><button>less</button></div>
</div></main></div>`;

describe('early clicks (issue 26)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('holds a click on waiting markup and replays it once after the last owner around it took its mark off', async () => {
    const { find, clicks } = page(APP);
    playerClick(find('[data-testid="odds-1-w1"]'));
    await drain();
    expect(clicks).toEqual([]);
    find('[id="arena-app:@arena/betting"]').removeAttribute(MARK);
    await drain();
    expect(clicks, 'the frame root still waits').toEqual([]);
    find('#arena-root').removeAttribute(MARK);
    await drain();
    expect(clicks).toEqual(['odds-1-w1']);
  });

  it('a button hydration re-created gets the click on its copy, found by its test id', async () => {
    const { find, clicks } = page(APP);
    playerClick(find('[data-testid="odds-1-x"]'));
    find('#arena-root').removeAttribute(MARK);
    // The app's first render replaced its markup (as a client render after a mismatch does), then took the mark off.
    const app = find('[id="arena-app:@arena/betting"]');
    app.innerHTML = app.innerHTML.replace('3.40', '3.45');
    app.removeAttribute(MARK);
    await drain();
    expect(clicks).toEqual(['odds-1-x']);
    expect(find('[data-testid="odds-1-x"]').textContent).toBe('3.45');
  });

  it('a button without a test id is found again by its path from the nearest id', async () => {
    const { find, clicks } = page(APP);
    playerClick(find('.line:nth-child(2) button:nth-child(2)'));
    find('#arena-root').removeAttribute(MARK);
    const app = find('[id="arena-app:@arena/betting"]');
    app.innerHTML = app.innerHTML.replace('less', 'fewer');
    app.removeAttribute(MARK);
    await drain();
    expect(clicks).toEqual(['fewer']);
  });

  it('a copy that arrives inside markup still waiting is held until that markup is taken over', async () => {
    const { find, clicks } = page(APP);
    playerClick(find('[data-testid="odds-1-w1"]'));
    // The frame re-created the slot's markup: the app's container comes back, still marked.
    const main = find('main');
    main.innerHTML = main.innerHTML.replace('1.85', '1.90');
    find('#arena-root').removeAttribute(MARK);
    await drain();
    expect(clicks, 'the app has not hydrated its new markup yet').toEqual([]);
    find('[id="arena-app:@arena/betting"]').removeAttribute(MARK);
    await drain();
    expect(clicks).toEqual(['odds-1-w1']);
  });

  it('replays a held click exactly once, however many marks change afterwards', async () => {
    const { find, clicks } = page(APP);
    playerClick(find('[data-testid="odds-1-w1"]'));
    find('[id="arena-app:@arena/betting"]').removeAttribute(MARK);
    find('#arena-root').removeAttribute(MARK);
    find('main').setAttribute(MARK, '');
    find('main').removeAttribute(MARK);
    await drain();
    expect(clicks).toEqual(['odds-1-w1']);
  });

  it('the script loaded twice still replays a held click once', async () => {
    const { find, clicks } = page(APP, 2);
    playerClick(find('[data-testid="odds-1-w1"]'));
    find('[id="arena-app:@arena/betting"]').removeAttribute(MARK);
    find('#arena-root').removeAttribute(MARK);
    await drain();
    expect(clicks).toEqual(['odds-1-w1']);
  });

  it('each of two clicks on the same waiting price is replayed, in order, once', async () => {
    const { find, clicks } = page(APP);
    playerClick(find('[data-testid="odds-1-w1"]'));
    playerClick(find('[data-testid="odds-1-x"]'));
    find('[id="arena-app:@arena/betting"]').removeAttribute(MARK);
    find('#arena-root').removeAttribute(MARK);
    await drain();
    expect(clicks).toEqual(['odds-1-w1', 'odds-1-x']);
  });

  it('leaves clicks on markup that is not waiting, and on links, to the page', async () => {
    const { find, clicks, doc } = page(`<div ${MARK}=""><a href="#x" id="link">link</a></div><div><button data-testid="live">go</button></div>`);
    playerClick(find('[data-testid="live"]'));
    expect(clicks).toEqual(['live']);
    let followed = false;
    doc.addEventListener('click', (event) => (followed = !event.defaultPrevented));
    playerClick(find('#link'));
    expect(followed).toBe(true);
  });
});
