/**
 * casino-search: results while typing (debounced 250 ms; a newer query aborts the older request), the
 * query kept in the URL (?q=) so the page can be shared and reloaded.
 */
import { useEffect, useRef, useState } from 'react';
import type { CasinoSearchAnswer } from '@arena/domain';
import { casinoApi } from '../../shared/casino-api.ts';
import { ErrorView, LoadingView } from '../../shared/states.tsx';
import { useT } from '../../shared/text.tsx';
import { GameTiles } from '../tiles/game-tile.tsx';

export const SEARCH_DEBOUNCE_MS = 250;
const MAX_QUERY = 64;

type SearchState = { status: 'idle' } | { status: 'loading' } | { status: 'ready'; answer: CasinoSearchAnswer } | { status: 'error' };

const initialQuery = () => (typeof location === 'undefined' ? '' : (new URLSearchParams(location.search).get('q') ?? '').slice(0, MAX_QUERY));

export function SearchPage() {
  const t = useT();
  const [query, setQuery] = useState(initialQuery);
  const [state, setState] = useState<SearchState>({ status: 'idle' });
  const [attempt, setAttempt] = useState(0);
  const input = useRef<HTMLInputElement>(null);
  // Words typed into the server-painted field before the page code ran are the query, not lost.
  useEffect(() => {
    const typed = input.current?.value ?? '';
    if (typed) setQuery(typed.slice(0, MAX_QUERY));
  }, []);

  useEffect(() => {
    const q = query.trim();
    // The query lives in the URL without a navigation (the route stays the same page).
    const url = new URL(location.href);
    if (q) url.searchParams.set('q', q);
    else url.searchParams.delete('q');
    history.replaceState(history.state, '', url);
    if (!q) {
      setState({ status: 'idle' });
      return;
    }
    const controller = new AbortController();
    const timer = setTimeout(() => {
      setState({ status: 'loading' });
      casinoApi.search(q, controller.signal).then(
        (answer) => !controller.signal.aborted && setState({ status: 'ready', answer }),
        () => !controller.signal.aborted && setState({ status: 'error' }),
      );
    }, SEARCH_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [query, attempt]);

  return (
    <section className="cs-page" data-testid="casino-search">
      <h2>{t('title_search')}</h2>
      <label className="cs-search">
        <span>{t('search_label')}</span>
        <input
          ref={input}
          type="search"
          value={query}
          maxLength={MAX_QUERY}
          placeholder={t('search_placeholder')}
          onChange={(e) => setQuery(e.target.value)}
          data-testid="casino-search-input"
          autoFocus
        />
      </label>
      <p className="cs-lead">{t('search_hint')}</p>
      {state.status === 'loading' ? <LoadingView /> : null}
      {state.status === 'error' ? <ErrorView onRetry={() => setAttempt((n) => n + 1)} /> : null}
      {state.status === 'ready' && state.answer.total === 0 ? <p className="cs-empty" data-testid="search-empty">{t('search_empty', { query: state.answer.query })}</p> : null}
      {state.status === 'ready' && state.answer.total > 0 ? (
        <>
          <p className="cs-count" data-testid="search-count">{t('search_found', { count: state.answer.total })}</p>
          <GameTiles games={state.answer.games} testId="search-results" />
        </>
      ) : null}
    </section>
  );
}
