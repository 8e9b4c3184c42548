/** Live results: every game in play with its score by period, refreshed every 10 s while the page is open. */
import { useState } from 'react';
import { useBusState } from '@arena/ui-kit';
import { resultsApi } from '../../shared/results-api.ts';
import { useT } from '../../shared/text.tsx';
import { Loaded, ResultRow } from '../../shared/ui.tsx';
import { useAsync } from '@arena/ui-kit';
import { groupBy } from './results-query.ts';

export const LIVE_REFRESH_MS = 10_000;

export function LiveResults() {
  const t = useT();
  const lng = useBusState('language');
  const [sportId, setSportId] = useState<number | undefined>(undefined);
  const all = useAsync((signal) => resultsApi.live(undefined, signal), [lng], { refreshMs: LIVE_REFRESH_MS });
  return (
    <div className="rs-page" data-testid="results-live">
      <Loaded state={all}>
        {(games) => {
          const sports = groupBy(games, (g) => String(g.sportId), (g) => g.sportName);
          const shown = sportId === undefined ? games : games.filter((g) => g.sportId === sportId);
          return (
            <>
              <nav className="rs-chips" aria-label={t('sport')}>
                <button type="button" className={sportId === undefined ? 'is-active' : ''} onClick={() => setSportId(undefined)}>{t('all_sports')} <small>{games.length}</small></button>
                {sports.map((s) => (
                  <button type="button" key={s.key} className={sportId === Number(s.key) ? 'is-active' : ''} onClick={() => setSportId(Number(s.key))}>
                    {s.title} <small>{s.items.length}</small>
                  </button>
                ))}
              </nav>
              {shown.length === 0 ? <p className="rs-empty">{t('no_live')}</p> : null}
              {groupBy(shown, (g) => String(g.champId), (g) => `${g.sportName}. ${g.champName}`).map((group) => (
                <section key={group.key} className="rs-group">
                  <h3>{group.title}</h3>
                  <ul>{group.items.map((game) => <ResultRow key={game.id} game={game} />)}</ul>
                </section>
              ))}
            </>
          );
        }}
      </Loaded>
    </div>
  );
}
