/**
 * The favourite star over a server-rendered line (issue 26): a visitor's line hydrates in one commit, with no
 * update after it (a per-star useHydrated re-rendered every star of the line in one more task).
 */
import { act, Profiler } from 'react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot } from 'react-dom/client';
import { afterEach, expect, it, vi } from 'vitest';
import { FavouriteStar } from './favourite-star.tsx';

// React's act() warns unless the environment says it is a test one.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

function Line({ onRender }: { onRender: () => void }) {
  return (
    <Profiler id="line" onRender={onRender}>
      <ul>
        {Array.from({ length: 20 }, (_, i) => (
          <li key={i}>
            {`Match ${i}`}
            <FavouriteStar kind="game" id={i} name={`Match ${i}`} />
          </li>
        ))}
      </ul>
    </Profiler>
  );
}

const element = document.createElement('div');
afterEach(() => element.remove());

it("a visitor's line hydrates in one commit and shows no star: no re-render of the stars after hydration", async () => {
  const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  element.innerHTML = renderToString(<Line onRender={() => undefined} />);
  document.body.append(element);
  const phases: string[] = [];
  let root: ReturnType<typeof hydrateRoot> | undefined;
  await act(async () => {
    root = hydrateRoot(element, <Line onRender={() => void phases.push('commit')} />, { onRecoverableError: (error) => console.error(error) });
  });
  expect(phases).toEqual(['commit']);
  expect(element.querySelectorAll('button')).toHaveLength(0);
  expect(element.querySelectorAll('li')).toHaveLength(20);
  expect(errors).not.toHaveBeenCalled();
  act(() => root?.unmount());
  errors.mockRestore();
});
