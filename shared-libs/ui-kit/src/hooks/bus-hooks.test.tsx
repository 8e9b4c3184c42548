/**
 * useBusState during hydration (issue 26): the page is rendered on the server with a visitor's values, so
 * hydration renders with those, then with this browser's. A browser value that only equals the visitor's
 * (a fresh visitor's settings are a copy of the defaults) must not re-render every consumer right after
 * hydrating; a value that differs must reach the page.
 */
import { act } from 'react';
import { renderToString } from 'react-dom/server';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { afterEach, expect, it, vi } from 'vitest';
import { bus, INITIAL_STATE } from '@arena/event-bus';
import { markRenderedState, useBusState } from './bus-hooks.ts';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let renders = 0;
function OddsFormat() {
  renders += 1;
  const settings = useBusState('settings');
  return <span>format {settings.coefViewId}</span>;
}

const containers: HTMLElement[] = [];
afterEach(() => {
  containers.splice(0).forEach((element) => element.remove());
  bus.setState('settings', INITIAL_STATE.settings);
});

async function hydrateServerMarkup(): Promise<{ element: HTMLElement; unmount: () => void; errors: unknown[] }> {
  const element = document.createElement('div');
  element.innerHTML = renderToString(<OddsFormat />);
  document.body.append(element);
  containers.push(element);
  const errors: unknown[] = [];
  const consoleError = vi.spyOn(console, 'error').mockImplementation((...args) => void errors.push(args));
  renders = 0;
  let root: ReturnType<typeof hydrateRoot> | undefined;
  await act(async () => {
    root = hydrateRoot(element, <OddsFormat />, { onRecoverableError: (error) => errors.push(error) });
  });
  consoleError.mockRestore();
  return { element, errors, unmount: () => act(() => root!.unmount()) };
}

it('a browser value equal to the visitor start value hydrates with one render and no warning', async () => {
  bus.setState('settings', { ...INITIAL_STATE.settings });
  const { element, errors, unmount } = await hydrateServerMarkup();
  expect(renders).toBe(1);
  expect(element.textContent).toBe('format 0');
  expect(errors).toEqual([]);
  unmount();
});

it('a browser value that differs hydrates with the server value, then shows its own', async () => {
  bus.setState('settings', { ...INITIAL_STATE.settings, coefViewId: 2 });
  const { element, errors, unmount } = await hydrateServerMarkup();
  expect(renders).toBeGreaterThan(1); // the server value first, then the browser's
  expect(element.textContent).toBe('format 2');
  expect(errors).toEqual([]);
  unmount();
});

it("a page drawn in the player's display settings (<html data-display>) hydrates in them, with no re-render when the browser holds the same", async () => {
  const american = { ...INITIAL_STATE.settings, coefViewId: 2 };
  document.documentElement.dataset['display'] = 't1.v0.f16.o2.z3.h0';
  bus.setState('settings', { ...american });
  try {
    const { element, errors, unmount } = await hydrateServerMarkup();
    expect(element.textContent).toBe('format 2');
    expect(renders).toBe(1);
    expect(errors).toEqual([]);
    unmount();
  } finally {
    delete document.documentElement.dataset['display'];
  }
});

function CouponMark({ id }: { id: string }) {
  const selections = useBusState('couponSelections');
  return <b>{selections.includes(id) ? 'in' : 'out'}</b>;
}

it('a list of consumers shares one bus subscription per key, across renders, and all follow a change', async () => {
  const watch = vi.spyOn(bus, 'watchState');
  const element = document.createElement('div');
  containers.push(element);
  const root = createRoot(element);
  const list = (tick: number) => Array.from({ length: 50 }, (_, i) => <CouponMark key={`${tick}-${i}`} id={`o${i}`} />);
  await act(async () => root.render(<div>{list(0)}</div>));
  await act(async () => root.render(<div>{list(0)}</div>));
  await act(async () => bus.setState('couponSelections', ['o3', 'o7']));
  expect(element.querySelectorAll('b')).toHaveLength(50);
  expect([...element.querySelectorAll('b')].filter((b) => b.textContent === 'in')).toHaveLength(2);
  expect(watch.mock.calls.filter(([key]) => key === 'couponSelections').length).toBeLessThanOrEqual(1);
  watch.mockRestore();
  act(() => root.unmount());
  bus.setState('couponSelections', []);
});

function Greeting() {
  const user = useBusState('user');
  return <i>{user ? `hello ${user.login}` : 'log in'}</i>;
}

it('a page drawn for the signed-in player (markRenderedState) hydrates with that player: no mismatch, no visitor first', async () => {
  const element = document.createElement('div');
  bus.setState('user', { userId: 9, login: 'ivan', banLevel: 0, banVersion: 1 });
  // Without the mark, hydration would compare the markup with a visitor's start value (null): a mismatch.
  markRenderedState(['user']);
  element.innerHTML = renderToString(<Greeting />);
  document.body.append(element);
  containers.push(element);
  expect(element.textContent).toBe('hello ivan');
  const errors: unknown[] = [];
  const consoleError = vi.spyOn(console, 'error').mockImplementation((...args) => void errors.push(args));
  let root: ReturnType<typeof hydrateRoot> | undefined;
  try {
    await act(async () => {
      root = hydrateRoot(element, <Greeting />, { onRecoverableError: (error) => errors.push(error) });
    });
    expect(element.textContent).toBe('hello ivan');
  } finally {
    consoleError.mockRestore();
    bus.setState('user', null);
  }
  expect(errors).toEqual([]);
  act(() => root!.unmount());
});
