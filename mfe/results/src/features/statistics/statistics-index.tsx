/** Statistics home: every sport's championships, each linking to its standings. */
import { Link, useBusState } from '@arena/ui-kit';
import { resultsApi } from '../../shared/results-api.ts';
import { useT } from '../../shared/text.tsx';
import { Loaded } from '../../shared/ui.tsx';
import { useAsync } from '@arena/ui-kit';

export function StatisticsIndex() {
  const t = useT();
  const lng = useBusState('language');
  const sports = useAsync((signal) => resultsApi.champs(signal), [lng]);
  return (
    <div className="rs-page" data-testid="statistics-index">
      <p className="rs-lead">{t('statistics_lead')}</p>
      <Loaded state={sports}>
        {(list) => (
          <div className="rs-zone">
            {list.map((sport) => (
              <section key={sport.id} className="rs-zone__tile">
                <h3>{sport.name}</h3>
                <ul>
                  {sport.champs.map((c) => (
                    <li key={c.id}>
                      <Link href={`/${lng}/statistic/${c.id}`} data-testid={`statistic-champ-${c.id}`}>{c.name}</Link>
                    </li>
                  ))}
                </ul>
              </section>
            ))}
          </div>
        )}
      </Loaded>
    </div>
  );
}
