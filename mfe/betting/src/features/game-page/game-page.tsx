/** One game with every market, grouped (main, totals, handicaps, other), live-updated while in play. */
import { siteConfig } from '@arena/config';
import { matchClock, matchTitle, periodName, setScoreTexts, showsMatchClock } from '@arena/domain';
import { Link, useBusState, useFormatters, VisuallyHidden } from '@arena/ui-kit';
import { bettingApi, type Game, type Market } from '../../shared/api.ts';
import { useAsync } from '@arena/ui-kit';
import { useLiveGames } from '../live-feed/use-live.ts';
import { OutcomeButton } from '../outcomes/outcome-button.tsx';
import { NotFoundView } from '../not-found/not-found-view.tsx';
import { useBettingT } from '../../shared/text.ts';

/** Market groups in page order; each is named by `market_group_<id>` in the betting dictionary. */
const GROUPS: ReadonlyArray<Market['group']> = ['main', 'totals', 'handicaps', 'other'];

/** sport and champ, when the URL has them, must be the game's own: another game's path is not found. */
export function GamePage({ gameId, sport, champ }: { gameId: string; sport?: string | undefined; champ?: string | undefined }) {
  const lng = useBusState('language');
  const t = useBettingT();
  const loaded = useAsync((signal) => bettingApi.game(gameId, signal), [gameId, lng]);
  const [game] = useLiveGames(loaded.status === 'ready' ? [loaded.data] : []);
  if (loaded.status === 'loading') return <div className="bt-skeleton" aria-busy="true" />;
  if (!game || (sport && game.sportSlug !== sport) || (champ && String(game.champId) !== champ)) return <NotFoundView kind="game" />;
  return (
    <article className="bt-page bt-gamepage" data-testid={`game-page-${game.id}`}>
      <GameHeader game={game} />
      {GROUPS.map((group) => {
        const markets = game.markets.filter((m) => m.group === group);
        if (markets.length === 0) return null;
        return (
          <section key={group} className="bt-market-group" data-testid={`market-group-${group}`}>
            <h3>{t(`market_group_${group}`)}</h3>
            {markets.map((market) => (
              <div key={market.id} className={`bt-market${market.isBlocked ? ' is-blocked' : ''}`} data-testid={`market-${market.id}`}>
                <div className="bt-market__name">{market.name}</div>
                <div className={`bt-market__outcomes bt-market__outcomes--${market.outcomes.length}`}>
                  {market.outcomes.map((o) => <OutcomeButton key={o.id} game={game} market={market} outcome={o} />)}
                </div>
              </div>
            ))}
          </section>
        );
      })}
    </article>
  );
}

function GameHeader({ game }: { game: Game }) {
  const lng = useBusState('language');
  const format = useFormatters();
  const t = useBettingT();
  const section = game.isLive ? 'live' : 'line';
  // The period as the sport writes it: "2nd period", "Overtime", or the set in play (no clock) for a set sport.
  const period = periodName(game, game.period);
  return (
    <header className={`bt-gamehead${game.isLive ? ' is-live' : ''}`}>
      {/* The match is the page's heading; the board shows it as two team links, so the h1 is for assistive technology. */}
      <VisuallyHidden as="h1" testId="game-heading">{matchTitle(game.opponents)}</VisuallyHidden>
      <nav className="bt-crumbs">
        <Link href={`/${lng}/${section}`}>{t(section)}</Link> ›{' '}
        <Link href={`/${lng}/${section}/${game.sportSlug}`}>{game.sportName}</Link> ›{' '}
        <Link href={`/${lng}/${section}/${game.sportSlug}/${game.champId}`}>{game.champName}</Link>
      </nav>
      <div className="bt-gamehead__board">
        <Link href={`/${lng}/team/${section}/${game.teamSlugs[0]}`} className="bt-gamehead__team">{game.opponents[0]}</Link>
        <div className="bt-gamehead__centre">
          {game.isLive || game.isFinished ? <b className="bt-gamehead__score" data-testid="game-score">{game.score[0]} : {game.score[1]}</b> : <b>{format.kickOff(game.startTime * 1000)}</b>}
          {game.isLive ? <span className="bt-live-dot">{t('live')} {showsMatchClock(game) ? `${matchClock(game.secondsOfPlay)} · ` : ''}{t(period.key, { n: period.n })}</span> : null}
          {game.isFinished ? <span>{t('game_finished')}</span> : null}
          {game.periods?.length ? <span className="bt-gamehead__sets" data-testid="game-sets">{setScoreTexts(game.periods, game.tieBreaks).join(' · ')}</span> : null}
        </div>
        <Link href={`/${lng}/team/${section}/${game.teamSlugs[1]}`} className="bt-gamehead__team">{game.opponents[1]}</Link>
      </div>
      <StatisticsLink game={game} />
    </header>
  );
}

/**
 * The game's statistics (results app, statisticpopup/{gameId}): form, standings and head-to-head. Only
 * where the statistics pages exist (site config feature `statistics`).
 */
function StatisticsLink({ game }: { game: Game }) {
  const t = useBettingT();
  const lng = useBusState('language');
  useBusState('configReady');
  if (!siteConfig.isFeatureOn('statistics')) return null;
  return (
    <nav className="bt-gamehead__links">
      <Link href={`/${lng}/statisticpopup/${game.id}`} data-testid="game-statistics-link">{t('game_statistics')}</Link>
      <Link href={`/${lng}/statistic/${game.champId}`}>{t('champ_standings')}</Link>
    </nav>
  );
}
