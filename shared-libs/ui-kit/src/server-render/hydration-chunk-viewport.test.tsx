/**
 * Hydration chunks wait for the viewport (issue 26, total blocking time): under the browser's hydration
 * (transitionHydration) a chunk below the fold keeps its server markup, unhydrated, until it comes near
 * the viewport; a click on it before then still reaches its handler; without IntersectionObserver every
 * chunk hydrates at once.
 */
import { memo, useLayoutEffect, useSyncExternalStore, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, expect, it, vi } from 'vitest';
import { HydrationChunk } from './hydration-chunk.tsx';
import { transitionHydration } from './transition-hydration.tsx';

const commits: string[] = [];
function Committed({ name }: { name: string }) {
  useLayoutEffect(() => void commits.push(name), [name]);
  return null;
}

const CHUNKS = ['a', 'b', 'c'];
/** One chunk per name, each drawing `item(name)`. */
function ChunkList({ item, after }: { item: (name: string) => ReactNode; after?: ReactNode }) {
  return (
    <ul>
      {CHUNKS.map((name) => (
        <HydrationChunk key={name}>
          <li data-chunk={name}>
            <Committed name={name} />
            {item(name)}
          </li>
        </HydrationChunk>
      ))}
      {after}
    </ul>
  );
}
function Page({ onBet }: { onBet: (name: string) => void }) {
  return <ChunkList item={(name) => <button onClick={() => onBet(name)}>Bet {name}</button>} after={<Committed name="root" />} />;
}

/** A stand-in for the browser's IntersectionObserver: the test says which element came near the viewport. */
const observers: { callback: IntersectionObserverCallback; targets: Element[]; options?: IntersectionObserverInit }[] = [];
class TestIntersectionObserver {
  private readonly entry: (typeof observers)[number];
  constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
    this.entry = { callback, targets: [], options };
    observers.push(this.entry);
  }
  observe(target: Element) {
    this.entry.targets.push(target);
  }
  disconnect() {
    observers.splice(observers.indexOf(this.entry), 1);
  }
}
function scrollNear(element: Element) {
  for (const observer of observers.filter((o) => o.targets.includes(element))) {
    const entry = { target: element, isIntersecting: true } as IntersectionObserverEntry;
    observer.callback([entry], observer as unknown as IntersectionObserver);
  }
}

async function hydrate() {
  commits.length = 0;
  const container = document.createElement('div');
  container.innerHTML = renderToString(<Page onBet={() => undefined} />);
  document.body.append(container);
  const markup = container.innerHTML;
  const onBet = vi.fn();
  const errors = vi.fn();
  const root = transitionHydration.hydrateRoot(container, <Page onBet={onBet} />, { onRecoverableError: errors });
  await vi.waitFor(() => expect(commits).toContain('root'));
  const chunk = (name: string) => container.querySelector(`[data-chunk="${name}"]`)!;
  return { root, container, markup, onBet, errors, chunk };
}

afterEach(() => {
  vi.unstubAllGlobals();
  document.body.replaceChildren();
});

it('hydrates a chunk only once it comes near the viewport; the others keep their server markup, unhydrated', async () => {
  vi.stubGlobal('IntersectionObserver', TestIntersectionObserver);
  const page = await hydrate();
  // Each chunk watches its own server markup, with a margin so it hydrates before it is on screen.
  await vi.waitFor(() => expect(observers.map((o) => o.targets)).toEqual(CHUNKS.map((name) => [page.chunk(name)])));
  expect(observers[0]!.options?.rootMargin).toMatch(/^\d+px/);

  scrollNear(page.chunk('b'));
  await vi.waitFor(() => expect(commits).toContain('b'));
  expect(commits).not.toContain('a');
  expect(commits).not.toContain('c');
  expect(observers.map((o) => o.targets)).toEqual([[page.chunk('a')], [page.chunk('c')]]);
  expect(page.container.innerHTML).toBe(page.markup);
  expect(page.errors).not.toHaveBeenCalled();
  page.root.unmount();
  expect(observers).toEqual([]);
});

it('a click on a chunk still waiting for the viewport hydrates it at once and reaches its handler', async () => {
  vi.stubGlobal('IntersectionObserver', TestIntersectionObserver);
  const page = await hydrate();
  await vi.waitFor(() => expect(observers).toHaveLength(3));
  // Untrusted, like the click early-clicks.js replays on a button it held before hydration.
  page.chunk('c').querySelector('button')!.click();
  expect(page.onBet).toHaveBeenCalledWith('c');
  expect(page.onBet).toHaveBeenCalledTimes(1);
  expect(commits).toContain('c');
  expect(commits).not.toContain('a');
  expect(page.container.innerHTML).toBe(page.markup);
  expect(page.errors).not.toHaveBeenCalled();
  page.root.unmount();
});

it('without IntersectionObserver every chunk hydrates at once', async () => {
  vi.stubGlobal('IntersectionObserver', undefined);
  const page = await hydrate();
  await vi.waitFor(() => expect(commits).toEqual(expect.arrayContaining(CHUNKS)));
  expect(page.container.innerHTML).toBe(page.markup);
  page.root.unmount();
});

/** Prices a test changes the way the live feed does: an external store read by the list above the chunks. */
let prices: Record<string, string> = { a: '1.50', b: '2.10', c: '3.40' };
const priceListeners = new Set<() => void>();
const priceStore = {
  subscribe: (listener: () => void) => (priceListeners.add(listener), () => void priceListeners.delete(listener)),
  get: () => prices,
  set(next: Record<string, string>) {
    prices = next;
    for (const listener of priceListeners) listener();
  },
};
/** Redrawn only when its own price changed, as the betting line's championships are. */
const PricedChunk = memo(function PricedChunk({ name, price }: { name: string; price: string | undefined }) {
  return (
    <HydrationChunk>
      <li data-chunk={name}>
        <Committed name={name} />
        <b>{price}</b>
      </li>
    </HydrationChunk>
  );
});
function PricedPage() {
  const shown = useSyncExternalStore(priceStore.subscribe, priceStore.get, priceStore.get);
  return (
    <ul>
      {CHUNKS.map((name) => <PricedChunk key={name} name={name} price={shown[name]} />)}
      <Committed name="root" />
    </ul>
  );
}

it('a chunk still waiting for the viewport that gets new props (a live update) keeps its server nodes: hydrated, then updated', async () => {
  vi.stubGlobal('IntersectionObserver', TestIntersectionObserver);
  commits.length = 0;
  prices = { a: '1.50', b: '2.10', c: '3.40' };
  const container = document.createElement('div');
  container.innerHTML = renderToString(<PricedPage />);
  document.body.append(container);
  const serverNode = container.querySelector('[data-chunk="c"]')!;
  const errors = vi.fn();
  const root = transitionHydration.hydrateRoot(container, <PricedPage />, { onRecoverableError: errors });
  await vi.waitFor(() => expect(observers).toHaveLength(3));
  expect(commits).not.toContain('c');

  // The live feed's first snapshot: a useSyncExternalStore update, so a synchronous one.
  priceStore.set({ a: '1.50', b: '2.10', c: '3.55' });
  await vi.waitFor(() => expect(container.querySelector('[data-chunk="c"] b')?.textContent).toBe('3.55'));
  expect(container.querySelector('[data-chunk="c"]'), 'the server node was hydrated, not drawn again').toBe(serverNode);
  expect(errors).not.toHaveBeenCalled();
  // The chunks the update did not touch still wait for the viewport.
  expect(commits).not.toContain('a');
  root.unmount();
});

/** Something the page's list reads that changes without changing what the chunks draw (a dictionary version). */
let version = 0;
const versionListeners = new Set<() => void>();
const versionStore = {
  subscribe: (listener: () => void) => (versionListeners.add(listener), () => void versionListeners.delete(listener)),
  get: () => version,
  bump() {
    version += 1;
    for (const listener of versionListeners) listener();
  },
};
/** Re-renders on every version, drawing new element objects with the same content into each chunk. */
function VersionedPage() {
  const shown = useSyncExternalStore(versionStore.subscribe, versionStore.get, versionStore.get);
  return (
    <>
      <ChunkList item={(name) => <b>{name}</b>} />
      {/* Draws nothing; its layout effect says the re-render has committed. */}
      <Committed name={`version ${shown}`} />
    </>
  );
}

it('a parent re-render that draws the same content leaves the chunks waiting for the viewport', async () => {
  vi.stubGlobal('IntersectionObserver', TestIntersectionObserver);
  commits.length = 0;
  const container = document.createElement('div');
  container.innerHTML = renderToString(<VersionedPage />);
  document.body.append(container);
  const markup = container.innerHTML;
  const errors = vi.fn();
  const root = transitionHydration.hydrateRoot(container, <VersionedPage />, { onRecoverableError: errors });
  await vi.waitFor(() => expect(observers).toHaveLength(3));

  versionStore.bump();
  await vi.waitFor(() => expect(commits).toContain(`version ${version}`));
  expect(commits.filter((name) => CHUNKS.includes(name)), 'no chunk hydrated by the re-render').toEqual([]);
  expect(observers).toHaveLength(3);
  expect(container.innerHTML).toBe(markup);
  expect(errors).not.toHaveBeenCalled();
  // Still hydrated when the reader gets there.
  scrollNear(container.querySelector('[data-chunk="a"]')!);
  await vi.waitFor(() => expect(commits).toContain('a'));
  root.unmount();
});
