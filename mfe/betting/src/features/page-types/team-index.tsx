/** team/{section}: the teams playing in the section now, by championship, each linking to its team page. */
import { Link, useBusState } from '@arena/ui-kit';
import { bettingApi, type Game, type Section } from '../../shared/api.ts';
import { useBettingT } from '../../shared/text.ts';
import { useAsync } from '@arena/ui-kit';

export interface ChampTeams {
  champId: number;
  title: string;
  teams: Array<{ name: string; slug: string; games: number }>;
}

/** The section's teams grouped by championship, each team with its number of games, names sorted. */
export function teamsByChamp(games: readonly Game[]): ChampTeams[] {
  const champs = new Map<number, { title: string; teams: Map<string, { name: string; slug: string; games: number }> }>();
  for (const game of games) {
    let champ = champs.get(game.champId);
    if (!champ) {
      champ = { title: `${game.sportName}. ${game.champName}`, teams: new Map() };
      champs.set(game.champId, champ);
    }
    game.opponents.forEach((name, side) => {
      const slug = game.teamSlugs[side] ?? '';
      const entry = champ.teams.get(slug) ?? { name, slug, games: 0 };
      entry.games += 1;
      champ.teams.set(slug, entry);
    });
  }
  return [...champs.entries()].map(([champId, c]) => ({ champId, title: c.title, teams: [...c.teams.values()].sort((a, b) => a.name.localeCompare(b.name)) }));
}

export function TeamIndexPage({ section }: { section: Section }) {
  const t = useBettingT();
  const lng = useBusState('language');
  const games = useAsync((signal) => bettingApi.games({ section, limit: 500 }, signal), [section, lng]);
  const other: Section = section === 'live' ? 'line' : 'live';
  return (
    <div className="bt-page" data-testid="team-index">
      <header className="bt-pagetype">
        <h1 className="bt-block__title">{t('page_team_title')}</h1>
        <p className="bt-pagetype__rule">{t('page_team_rule')}</p>
        <nav className="bt-chips">
          <Link href={`/${lng}/team/${section}`} className="is-active">{t(section)}</Link>
          <Link href={`/${lng}/team/${other}`}>{t(other)}</Link>
        </nav>
      </header>
      {games.status === 'loading' ? <div className="bt-skeleton" aria-busy="true" /> : null}
      {games.status === 'error' ? <p className="bt-error">{t('page_load_error')}</p> : null}
      {games.status === 'ready'
        ? teamsByChamp(games.data).map((champ) => (
            <section key={champ.champId} className="bt-champ">
              <header className="bt-champ__head">{champ.title}</header>
              <nav className="bt-chips bt-teams">
                {champ.teams.map((team) => (
                  <Link key={team.slug} href={`/${lng}/team/${section}/${team.slug}`} data-testid={`team-link-${team.slug}`}>
                    {team.name} <small>{team.games}</small>
                  </Link>
                ))}
              </nav>
            </section>
          ))
        : null}
    </div>
  );
}
