/** Results of a calendar day: date (calendar with day steps), sport, championship and team search. */
import { useEffect, useState } from 'react';
import { useBusState } from '@arena/ui-kit';
import { currentSearch } from '@arena/utils';
import { resultsApi, type DayResults } from '../../shared/results-api.ts';
import { useT } from '../../shared/text.tsx';
import { Loaded, ResultRow } from '../../shared/ui.tsx';
import { useAsync } from '@arena/ui-kit';
import { changeFilters, filtersSearch, groupBy, parseFilters, shiftDate, type ResultsFilters } from './results-query.ts';

/** Keeps the filters in the URL query without a navigation (the route stays the same). */
function useUrlFilters(): [ResultsFilters, (change: ResultsFilters) => void] {
  const [filters, setFilters] = useState<ResultsFilters>(() => parseFilters(currentSearch()));
  const update = (change: ResultsFilters) => {
    const next = changeFilters(filters, change);
    setFilters(next);
    window.history.replaceState(window.history.state, '', `${window.location.pathname}${filtersSearch(next)}`);
  };
  return [filters, update];
}

export function ResultsPage() {
  const t = useT();
  const lng = useBusState('language');
  const [filters, setFilters] = useUrlFilters();
  const [teamText, setTeamText] = useState(filters.team ?? '');
  // The team search waits for a typing pause before asking the server.
  useEffect(() => {
    const timer = setTimeout(() => {
      if ((filters.team ?? '') !== teamText.trim()) setFilters({ team: teamText.trim() });
    }, 350);
    return () => clearTimeout(timer);
  }, [teamText]); // eslint-disable-line react-hooks/exhaustive-deps
  const day = useAsync((signal) => resultsApi.day(filters, signal), [JSON.stringify(filters), lng]);
  const bounds = day.status === 'ready' ? day.data : null;
  const date = filters.date ?? bounds?.today ?? '';
  return (
    <div className="rs-page" data-testid="results-page">
      <form className="rs-filters" onSubmit={(e) => e.preventDefault()} aria-label={t('filters_label')}>
        <div className="rs-datebar">
          <button type="button" disabled={!bounds || !shiftDate(date, -1, bounds.first, bounds.today)} onClick={() => setFilters({ date: shiftDate(date, -1, bounds!.first, bounds!.today)! })} aria-label={t('previous_day')}>
            ‹
          </button>
          <label>
            <span>{t('date')}</span>
            <input type="date" value={date} min={bounds?.first} max={bounds?.today} onChange={(e) => setFilters({ date: e.target.value || undefined })} data-testid="results-date" />
          </label>
          <button type="button" disabled={!bounds || !shiftDate(date, 1, bounds.first, bounds.today)} onClick={() => setFilters({ date: shiftDate(date, 1, bounds!.first, bounds!.today)! })} aria-label={t('next_day')}>
            ›
          </button>
        </div>
        <label>
          <span>{t('sport')}</span>
          <select value={filters.sportId ?? ''} onChange={(e) => setFilters({ sportId: e.target.value ? Number(e.target.value) : undefined })} data-testid="results-sport">
            <option value="">{t('all_sports')}</option>
            {bounds?.sports.map((s) => <option key={s.id} value={s.id}>{`${s.name} (${s.count})`}</option>)}
          </select>
        </label>
        <label>
          <span>{t('championship')}</span>
          <select value={filters.champId ?? ''} disabled={filters.sportId === undefined} onChange={(e) => setFilters({ champId: e.target.value ? Number(e.target.value) : undefined })} data-testid="results-champ">
            <option value="">{t('all_champs')}</option>
            {bounds?.champs.map((c) => <option key={c.id} value={c.id}>{`${c.name} (${c.count})`}</option>)}
          </select>
        </label>
        <label>
          <span>{t('team_search')}</span>
          <input type="search" value={teamText} maxLength={40} placeholder={t('team_search_placeholder')} onChange={(e) => setTeamText(e.target.value)} data-testid="results-team" />
        </label>
      </form>
      <Loaded state={day}>
        {(data) => {
          const previous = shiftDate(data.date, -1, data.first, data.today);
          return <DayList data={data} onPrevious={previous ? () => setFilters({ date: previous }) : null} />;
        }}
      </Loaded>
    </div>
  );
}

/** onPrevious: an empty day (just after midnight, say) offers the day before. */
function DayList({ data, onPrevious }: { data: DayResults; onPrevious: (() => void) | null }) {
  const t = useT();
  if (data.games.length === 0) {
    return (
      <p className="rs-empty" data-testid="results-empty">
        {t('no_results')}{' '}
        {onPrevious ? <button type="button" className="rs-linkbutton" onClick={onPrevious}>{t('show_previous_day')}</button> : null}
      </p>
    );
  }
  const groups = groupBy(data.games, (g) => String(g.champId), (g) => `${g.sportName}. ${g.champName}`);
  return (
    <div className="rs-groups" data-testid="results-list">
      <p className="rs-count">{t('results_count', { count: data.games.length })}</p>
      {groups.map((group) => (
        <section key={group.key} className="rs-group" data-testid={`results-champ-${group.key}`}>
          <h3>{group.title}</h3>
          <ul>{group.items.map((game) => <ResultRow key={game.id} game={game} />)}</ul>
        </section>
      ))}
    </div>
  );
}
