/**
 * Hydration chunks (issue 26, total blocking time): a server-rendered chunk is hydrated and committed in
 * a pass of its own, after the root's, so no single task commits the whole page; the markup is adopted
 * unchanged and a click on a chunk not yet hydrated still reaches its handler.
 */
import { useLayoutEffect, type ComponentType, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot } from 'react-dom/client';
import { afterEach, expect, it, vi } from 'vitest';
import { HydrationChunk } from './hydration-chunk.tsx';

type Wrapper = ComponentType<{ children: ReactNode }>;

const commits: string[] = [];
/** What had committed when the root's own commit ran its layout effects: that commit's work, synchronously. */
let withRootCommit: string[] = [];
function Committed({ name }: { name: string }) {
  useLayoutEffect(() => {
    commits.push(name);
    if (name === 'root') withRootCommit = [...commits];
  }, [name]);
  return null;
}

function Page({ Wrap, onBet }: { Wrap: Wrapper; onBet: () => void }) {
  return (
    <main>
      {['a', 'b', 'c'].map((name) => (
        <Wrap key={name}>
          <section>
            <Committed name={name} />
            <button onClick={onBet}>Bet {name}</button>
          </section>
        </Wrap>
      ))}
      {/* Last: in one commit, its layout effect runs after every chunk's. */}
      <Committed name="root" />
    </main>
  );
}

const Plain: Wrapper = ({ children }) => <>{children}</>;

async function hydrate(Wrap: Wrapper) {
  commits.length = 0;
  withRootCommit = [];
  const container = document.createElement('div');
  container.innerHTML = renderToString(<Page Wrap={Wrap} onBet={() => undefined} />);
  document.body.append(container);
  const markup = container.innerHTML;
  const onBet = vi.fn();
  const errors = vi.fn();
  const root = hydrateRoot(container, <Page Wrap={Wrap} onBet={onBet} />, { onRecoverableError: errors });
  await vi.waitFor(() => expect(commits).toContain('root'));
  const withRoot = withRootCommit;
  await vi.waitFor(() => expect(commits).toHaveLength(4));
  return { root, container, markup, withRoot, onBet, errors };
}

afterEach(() => document.body.replaceChildren());

it('commits each chunk after the root, not in the root commit (with plain children all commit together)', async () => {
  const chunked = await hydrate(HydrationChunk);
  expect(chunked.withRoot).toEqual(['root']);
  expect(chunked.container.innerHTML).toBe(chunked.markup);
  expect(chunked.errors).not.toHaveBeenCalled();
  chunked.root.unmount();

  const plain = await hydrate(Plain);
  expect(plain.withRoot).toEqual(['a', 'b', 'c', 'root']);
  plain.root.unmount();
});

it('a click on a chunk that is not hydrated yet is replayed to its handler', async () => {
  commits.length = 0;
  const container = document.createElement('div');
  container.innerHTML = renderToString(<Page Wrap={HydrationChunk} onBet={() => undefined} />);
  document.body.append(container);
  const onBet = vi.fn();
  const root = hydrateRoot(container, <Page Wrap={HydrationChunk} onBet={onBet} />);
  await vi.waitFor(() => expect(commits).toContain('root'));
  container.querySelectorAll('button')[2]!.click();
  await vi.waitFor(() => expect(onBet).toHaveBeenCalledTimes(1));
  root.unmount();
});
