/**
 * A long list in pages of 24 with "show more": each press appends the next page (the list stays short in
 * the DOM until the player asks for more, and tiles draw their artwork only near the viewport).
 */
import { useEffect, useState } from 'react';
import type { CasinoGame, CasinoSort } from '@arena/domain';
import { isHttpError } from '@arena/http';
import { casinoApi } from '../../shared/casino-api.ts';
import type { ListFilter } from '../../shared/route-pages.ts';
import { useT } from '../../shared/text.tsx';
import { ErrorView, LoadingView, NotFoundView } from '../../shared/states.tsx';
import { GameTiles } from './game-tile.tsx';

type ListState =
  | { status: 'loading' }
  | { status: 'ready'; games: CasinoGame[]; total: number; page: number; hasMore: boolean; more: 'idle' | 'loading' | 'error' }
  | { status: 'error' }
  | { status: 'missing' };

const SORTS: readonly CasinoSort[] = ['popular', 'new', 'name', 'rtp'];

export function PagedGames({ filter }: { filter: ListFilter }) {
  const t = useT();
  const [sort, setSort] = useState<CasinoSort>('popular');
  const [state, setState] = useState<ListState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const key = JSON.stringify(filter);

  useEffect(() => {
    const controller = new AbortController();
    setState({ status: 'loading' });
    casinoApi.list(filter, sort, 1, controller.signal).then(
      (page) => setState({ status: 'ready', games: page.games, total: page.total, page: 1, hasMore: page.hasMore, more: 'idle' }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        setState(isHttpError(error) && error.status === 404 ? { status: 'missing' } : { status: 'error' });
      },
    );
    return () => controller.abort();
    // The filter is compared by value (key): a new object with the same fields is the same list.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, sort, attempt]);

  const showMore = () => {
    if (state.status !== 'ready' || state.more === 'loading') return;
    setState({ ...state, more: 'loading' });
    casinoApi.list(filter, sort, state.page + 1).then(
      (page) => setState((s) => (s.status === 'ready' ? { ...s, games: [...s.games, ...page.games], page: page.page, hasMore: page.hasMore, more: 'idle' } : s)),
      () => setState((s) => (s.status === 'ready' ? { ...s, more: 'error' } : s)),
    );
  };

  if (state.status === 'missing') return <NotFoundView />;
  return (
    <div className="cs-list">
      <div className="cs-toolbar">
        <label>
          {t('sort_label')}{' '}
          <select value={sort} onChange={(e) => setSort(e.target.value as CasinoSort)} data-testid="sort-select">
            {SORTS.map((s) => (
              <option key={s} value={s}>
                {t(`sort_${s}`)}
              </option>
            ))}
          </select>
        </label>
        {state.status === 'ready' ? <span className="cs-count" data-testid="games-count">{t('games_count', { count: state.total })}</span> : null}
      </div>
      {state.status === 'loading' ? <LoadingView /> : null}
      {state.status === 'error' ? <ErrorView onRetry={() => setAttempt((n) => n + 1)} /> : null}
      {state.status === 'ready' ? (
        <>
          {state.games.length === 0 ? <p className="cs-empty">{t('list_empty')}</p> : <GameTiles games={state.games} testId="games-list" />}
          {state.more === 'error' ? <p className="cs-error" role="alert">{t('load_failed')}</p> : null}
          {state.hasMore ? (
            <button type="button" className="cs-more" onClick={showMore} disabled={state.more === 'loading'} data-testid="show-more">
              {t('show_more', { shown: state.games.length, total: state.total })}
            </button>
          ) : null}
        </>
      ) : null}
    </div>
  );
}
