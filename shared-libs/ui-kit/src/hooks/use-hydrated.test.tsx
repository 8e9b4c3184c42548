/**
 * useHydrated (issue 26): false in the server render and in the browser's hydrating render (so both
 * produce the same markup, with no hydration warning), true once hydrated and in a page the browser renders
 * alone.
 */
import { act } from 'react';
import { renderToString } from 'react-dom/server';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { afterEach, expect, it, vi } from 'vitest';
import { useHydrated } from './use-hydrated.ts';

// React's act() warns unless the environment says it is a test one.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

function StoredChoice() {
  const hydrated = useHydrated();
  return <button disabled={!hydrated}>Collapse</button>;
}

const containers: HTMLElement[] = [];
function container(html = ''): HTMLElement {
  const element = document.createElement('div');
  element.innerHTML = html;
  document.body.append(element);
  containers.push(element);
  return element;
}
afterEach(() => containers.splice(0).forEach((element) => element.remove()));

it('is false in the server render: the painted control is in its server state', () => {
  expect(renderToString(<StoredChoice />)).toBe('<button disabled="">Collapse</button>');
});

it('turns true after hydration, without a hydration warning', async () => {
  const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  const element = container(renderToString(<StoredChoice />));
  let root: ReturnType<typeof hydrateRoot> | undefined;
  await act(async () => {
    root = hydrateRoot(element, <StoredChoice />, { onRecoverableError: (error) => console.error(error) });
  });
  expect(element.querySelector('button')!.disabled).toBe(false);
  expect(errors).not.toHaveBeenCalled();
  errors.mockRestore();
  act(() => root!.unmount());
});

it('is true at once in a page the browser renders alone', async () => {
  const element = container();
  const root = createRoot(element);
  await act(async () => root.render(<StoredChoice />));
  expect(element.querySelector('button')!.disabled).toBe(false);
  act(() => root.unmount());
});
