/**
 * Hydration in slices (issue 26): the server-rendered tree is hydrated as a transition, so the browser's
 * main thread gets control back between slices instead of being blocked for the whole tree; the markup
 * is adopted unchanged and becomes interactive.
 */
import { renderToString } from 'react-dom/server';
import { hydrateRoot } from 'react-dom/client';
import { afterEach, expect, it } from 'vitest';
import { transitionHydration } from './transition-hydration.tsx';

const ROWS = 40;
let rendered = 0;
/** A row that costs the main thread 2 ms to render, like a real page's heavier components on a phone. */
function Row({ n }: { n: number }) {
  const until = performance.now() + 2;
  while (performance.now() < until);
  if (typeof window !== 'undefined') rendered += 1;
  return <li>Row {n}</li>;
}
let done: () => void = () => undefined;
function Page({ onClick }: { onClick: () => void }) {
  return (
    <main ref={() => done()}>
      <button onClick={onClick}>Bet</button>
      <ul>{Array.from({ length: ROWS }, (_, n) => <Row key={n} n={n} />)}</ul>
    </main>
  );
}

/** Hydrates the page with `hydrate` and records how many rows were hydrated at each turn of the event loop. */
async function hydrateObserving(hydrate: typeof hydrateRoot) {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<Page onClick={() => undefined} />);
  document.body.append(container);
  const markup = container.innerHTML;
  rendered = 0;
  let clicks = 0;
  const finished = new Promise<void>((resolve) => (done = resolve));
  const root = hydrate(container, <Page onClick={() => (clicks += 1)} />);
  const seen: number[] = [];
  let observing = true;
  const observe = () => {
    seen.push(rendered);
    if (observing) setTimeout(observe, 0);
  };
  setTimeout(observe, 0);
  await finished;
  observing = false;
  container.querySelector('button')!.click();
  return { root, seen, markup, container, clicks: () => clicks };
}

afterEach(() => document.body.replaceChildren());

it('yields to the browser between slices: other tasks run while the rows are still being hydrated', async () => {
  const { root, seen, markup, container, clicks } = await hydrateObserving(transitionHydration.hydrateRoot);
  expect(seen.some((count) => count > 0 && count < ROWS), `rows hydrated at each turn: ${seen.join(',')}`).toBe(true);
  expect(container.innerHTML).toBe(markup);
  expect(clicks()).toBe(1);
  root.unmount();
});

it('(the plain hydrateRoot it replaces blocks for the whole tree: no task runs in between)', async () => {
  const { root, seen } = await hydrateObserving(hydrateRoot);
  expect(seen.every((count) => count === 0 || count === ROWS), `rows hydrated at each turn: ${seen.join(',')}`).toBe(true);
  root.unmount();
});
