/** A titled block of games loaded from the catalogue (one query), with loading and error states. */
import { useEffect } from 'react';
import { useBusState } from '@arena/ui-kit';
import { bettingApi, type GameQuery } from '../../shared/api.ts';
import { useAsync } from '@arena/ui-kit';
import { GameList } from '../catalogue/game-list.tsx';
import { useBettingT } from '../../shared/text.ts';

/**
 * `onSettled`: called once the games are shown or failed (the home page reveals the next blocks then).
 * `heading`: h1 when the block's title is the page's own heading (a page has exactly one h1).
 */
export function GamesSection({ title, query, testId, onSettled, heading: Heading = 'h2' }: { title: string; query: GameQuery; testId?: string; onSettled?: () => void; heading?: 'h1' | 'h2' }) {
  const lng = useBusState('language');
  const t = useBettingT();
  const key = JSON.stringify(query);
  const games = useAsync((signal) => bettingApi.games(query, signal), [key, lng]);
  const settled = games.status !== 'loading';
  useEffect(() => {
    if (settled) onSettled?.();
  }, [settled, onSettled]);
  return (
    <section className="bt-block" data-testid={testId}>
      <Heading className={`bt-block__title${query.section === 'live' ? ' is-live' : ''}`}>{title}</Heading>
      {games.status === 'loading' ? <div className="bt-skeleton" aria-busy="true" /> : null}
      {games.status === 'error' ? <p className="bt-error">{t('events_load_error')}</p> : null}
      {games.status === 'ready' ? <GameList games={games.data} /> : null}
    </section>
  );
}
