/**
 * ui-kit's door to the page's server-state cache (issue 26): a seeded entry renders at once, on the server
 * and while hydrating, with the same markup and no load; an empty one loads on mount; a change anywhere
 * re-renders every reader.
 */
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { serverState } from '@arena/server-state';
import { useServerState, type ServerStateQuery } from './use-server-state.ts';

afterEach(() => {
  cleanup();
  serverState.clear();
  vi.restoreAllMocks();
});

function balanceQuery(load: () => Promise<number>): ServerStateQuery<number> {
  return { queryKey: ['test', 'balance'], queryFn: load, staleTime: 10_000 };
}

function Balance({ query, name }: { query: ServerStateQuery<number>; name: string }) {
  const balance = useServerState(query);
  return <p data-testid={name}>{balance.isPending ? 'loading' : balance.isError ? 'error' : `balance ${balance.data}`}</p>;
}

describe('useServerState over the page-wide cache', () => {
  it('a seeded entry renders on the server and hydrates with the same markup, loading nothing', async () => {
    const load = vi.fn(async () => 1);
    const query = balanceQuery(load);
    serverState.setQueryData(query.queryKey, 1500);
    const html = renderToString(<Balance query={query} name="b" />);
    expect(html).toContain('balance 1500');
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const errors = vi.spyOn(console, 'error');
    const recoverable: unknown[] = [];
    await act(async () => void hydrateRoot(container, <Balance query={query} name="b" />, { onRecoverableError: (error) => recoverable.push(error) }));
    expect(container.textContent).toBe('balance 1500');
    expect(recoverable).toEqual([]);
    expect(errors).not.toHaveBeenCalled();
    expect(load).not.toHaveBeenCalled();
    container.remove();
  });

  it('an entry the page has not got renders as loading on the server, and the browser loads it on mount', async () => {
    const query = balanceQuery(async () => 900);
    expect(renderToString(<Balance query={query} name="b" />)).toContain('loading');
    render(<Balance query={query} name="b" />);
    await waitFor(() => expect(screen.getByTestId('b').textContent).toBe('balance 900'));
  });

  it('two readers share one load, and a reload anywhere re-renders both', async () => {
    let balance = 100;
    const load = vi.fn(async () => balance);
    const query = balanceQuery(load);
    render(<><Balance query={query} name="header" /><Balance query={query} name="office" /></>);
    await waitFor(() => expect(screen.getByTestId('office').textContent).toBe('balance 100'));
    expect(load).toHaveBeenCalledTimes(1);
    balance = 40;
    await act(() => serverState.invalidateQueries({ queryKey: query.queryKey }));
    await waitFor(() => expect(screen.getByTestId('header').textContent).toBe('balance 40'));
    expect(screen.getByTestId('office').textContent).toBe('balance 40');
    expect(load).toHaveBeenCalledTimes(2);
  });
});
