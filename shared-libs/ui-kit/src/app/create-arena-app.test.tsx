/**
 * An app mounted over server markup (issue 26) keeps its container's waiting mark (data-arena-ssr) until
 * its root has committed: the page's early-click step holds clicks while the mark is there and replays
 * them once it is gone, so the mark must not go before the app can take the click.
 */
import { useEffect } from 'react';
import { afterEach, expect, it, vi } from 'vitest';
import type { AppProps, LifeCycleFn } from 'single-spa';
import { createArenaApp, SERVER_PAINT_ATTRIBUTE, type ArenaAppProps } from './create-arena-app.tsx';

/** Whether the container still had the mark when the app's own effects ran (its first commit). */
let markedAtCommit: boolean[] = [];
let container: HTMLElement;

function Root(_props: ArenaAppProps) {
  useEffect(() => {
    markedAtCommit.push(container.hasAttribute(SERVER_PAINT_ATTRIBUTE));
  }, []);
  return <p>Линия</p>;
}

function Broken(): never {
  throw new Error('render failed');
}

/** Runs a lifecycle (single-spa types each as one function or a list); the first call is synchronous. */
function run(lifecycle: LifeCycleFn<AppProps> | Array<LifeCycleFn<AppProps>>, props: AppProps): Promise<unknown> {
  return Promise.all([lifecycle].flat().map((step) => step(props)));
}

function mountProps(name: string, serverData: object | undefined) {
  return { name, serverData, domElementGetter: () => container, singleSpa: {}, mountParcel: () => undefined } as unknown as AppProps;
}

function paintedContainer(html: string): HTMLElement {
  const element = document.createElement('div');
  element.setAttribute(SERVER_PAINT_ATTRIBUTE, '');
  element.innerHTML = html;
  document.body.append(element);
  return element;
}

afterEach(() => {
  markedAtCommit = [];
  document.body.replaceChildren();
});

it('hydrating server markup, the container keeps its waiting mark through the mount and loses it after the first commit', async () => {
  container = paintedContainer('<p>Линия</p>');
  const app = createArenaApp({ name: '@arena/test-hydrate', Root });
  await run(app.bootstrap, mountProps('@arena/test-hydrate', {}));
  const mounted = run(app.mount, mountProps('@arena/test-hydrate', {}));
  expect(container.hasAttribute(SERVER_PAINT_ATTRIBUTE), 'still waiting while React hydrates').toBe(true);
  await mounted;
  await vi.waitFor(() => expect(markedAtCommit).toEqual([true]));
  await vi.waitFor(() => expect(container.hasAttribute(SERVER_PAINT_ATTRIBUTE)).toBe(false));
  expect(container.innerHTML).toBe('<p>Линия</p>');
  await run(app.unmount, mountProps('@arena/test-hydrate', {}));
});

it('markup mounted without its server data is rendered afresh, and loses the mark after that render commits', async () => {
  container = paintedContainer('<p>stale</p>');
  const app = createArenaApp({ name: '@arena/test-render', Root });
  await run(app.bootstrap, mountProps('@arena/test-render', undefined));
  await run(app.mount, mountProps('@arena/test-render', undefined));
  await vi.waitFor(() => expect(container.hasAttribute(SERVER_PAINT_ATTRIBUTE)).toBe(false));
  expect(markedAtCommit).toEqual([true]);
  expect(container.innerHTML).toBe('<p>Линия</p>');
  await run(app.unmount, mountProps('@arena/test-render', undefined));
});

it('an app whose render fails shows its fallback, and its container no longer waits', async () => {
  container = paintedContainer('<p>Линия</p>');
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  const app = createArenaApp({ name: '@arena/test-broken', Root: Broken });
  await run(app.bootstrap, mountProps('@arena/test-broken', {}));
  await run(app.mount, mountProps('@arena/test-broken', {}));
  await vi.waitFor(() => expect(container.hasAttribute(SERVER_PAINT_ATTRIBUTE)).toBe(false));
  expect(container.textContent).not.toBe('Линия');
  await run(app.unmount, mountProps('@arena/test-broken', {}));
  vi.restoreAllMocks();
});
