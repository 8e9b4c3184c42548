/** Left menu: line/live switch and the sports of the section with their game counts. */
import { Link, useBusState } from '@arena/ui-kit';
import { bettingApi, type Section } from '../../shared/api.ts';
import { useAsync } from '../../shared/use-async.ts';

export function SportsMenu({ section, activeSport }: { section: Section; activeSport?: string | undefined }) {
  const lng = useBusState('language');
  const sports = useAsync((signal) => bettingApi.sports(section, signal), [section, lng]);
  return (
    <nav className="bt-menu" aria-label="Sports" data-testid="sports-menu">
      <div className="bt-menu__switch">
        <Link href={`/${lng}/line`} className={section === 'line' ? 'is-active' : ''}>{lng === 'ru' ? 'Линия' : 'Line'}</Link>
        <Link href={`/${lng}/live`} className={section === 'live' ? 'is-active is-live' : 'is-live'}>{lng === 'ru' ? 'Лайв' : 'Live'}</Link>
      </div>
      <ul>
        {sports.status === 'ready'
          ? sports.data.filter((s) => s.count > 0).map((sport) => (
              <li key={sport.id}>
                <Link href={`/${lng}/${section}/${sport.slug}`} className={activeSport === sport.slug ? 'is-active' : ''} data-testid={`sport-${sport.slug}`}>
                  <span>{sport.name}</span>
                  <small>{sport.count}</small>
                </Link>
              </li>
            ))
          : null}
      </ul>
      <div className="bt-menu__extra">
        <Link href={`/${lng}/multi`}>{lng === 'ru' ? 'Мультилайв' : 'Multi live'}</Link>
        <Link href={`/${lng}/top-events/today`}>{lng === 'ru' ? 'Топ-события' : 'Top events'}</Link>
      </div>
    </nav>
  );
}
