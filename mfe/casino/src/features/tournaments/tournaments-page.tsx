/**
 * The casino's promotions and tournaments (bonus/casino, bonus/casino/tournaments, bonus/casino/tournaments/{id},
 * bonus/casino/promotions/{id}, bonus/casino/{id}): tournament cards and a tournament's leaderboard, computed
 * by the server from real-money stakes; the signed-in player's own row is marked.
 */
import { Link, useBusState, useFormatters } from '@arena/ui-kit';
import { ErrorView, LoadingView, NotFoundView } from '../../shared/states.tsx';
import { isNotFound, useAsync } from '@arena/ui-kit';
import { useGameMoney, useGT } from '../game/game-text.ts';
import { bonusPageOf, tournamentsApi, type Tournament } from './tournaments-api.ts';

function useDate() {
  const formatters = useFormatters();
  return (seconds: number) => formatters.date(seconds * 1000);
}

function TournamentCard({ tournament }: { tournament: Tournament }) {
  const t = useGT();
  const money = useGameMoney();
  const lng = useBusState('language');
  const date = useDate();
  return (
    <li className="cs-tile gm-tournament" data-testid="tournament-card" data-id={tournament.id}>
      <h3>
        <Link href={`/${lng}/bonus/casino/tournaments/${tournament.id}`}>{tournament.name}</Link>
      </h3>
      <p>{tournament.description}</p>
      <p className="gm-hint">{t('tournament_dates', { start: date(tournament.startsAt), end: date(tournament.endsAt - 1) })}</p>
      <p><strong>{t('tournament_pool', { pool: money(tournament.prizePool, tournament.currency) })}</strong></p>
    </li>
  );
}

function TournamentList({ promotions }: { promotions: boolean }) {
  const t = useGT();
  const lng = useBusState('language');
  const list = useAsync((signal) => tournamentsApi.list(signal), []);
  if (list.status === 'loading') return <LoadingView />;
  if (list.status === 'error') return <ErrorView onRetry={list.retry} />;
  return (
    <section className="cs-page" data-testid={promotions ? 'casino-promotions' : 'casino-tournaments'}>
      <h2>{t(promotions ? 'promotions_title' : 'tournaments_title')}</h2>
      <p>{t(promotions ? 'promotions_lead' : 'tournaments_lead')}</p>
      <ul className="cs-grid gm-tournaments">{list.data.map((one) => <TournamentCard key={one.id} tournament={one} />)}</ul>
      {promotions ? <Link href={`/${lng}/bonus/casino/tournaments`}>{t('all_tournaments')}</Link> : null}
    </section>
  );
}

function TournamentBoardView({ id }: { id: string }) {
  const t = useGT();
  const money = useGameMoney();
  const lng = useBusState('language');
  const user = useBusState('user');
  const date = useDate();
  const board = useAsync((signal) => tournamentsApi.board(id, signal), [id, user]);
  if (board.status === 'error' && isNotFound(board.error)) return <NotFoundView />;
  if (board.status === 'loading') return <LoadingView />;
  if (board.status === 'error') return <ErrorView onRetry={board.retry} />;
  const { tournament, leaderboard, mine } = board.data;
  return (
    <section className="cs-page" data-testid="tournament-page" data-id={tournament.id}>
      <h2>{tournament.name}</h2>
      <p>{tournament.description}</p>
      <p className="gm-hint">{t('tournament_dates', { start: date(tournament.startsAt), end: date(tournament.endsAt - 1) })} · {t('tournament_rule')}</p>
      <p>
        {t('tournament_games')}{' '}
        {tournament.games.map((g, i) => (
          <span key={g.slug}>
            {i > 0 ? ', ' : ''}
            <Link href={`/${lng}/games/${g.slug}`}>{g.name}</Link>
          </span>
        ))}
      </p>
      <h3>{t('leaderboard_title')}</h3>
      {leaderboard.length === 0 ? (
        <p data-testid="leaderboard-empty">{t('leaderboard_empty')}</p>
      ) : (
        <table className="gm-table" data-testid="leaderboard">
          <thead>
            <tr><th>{t('leaderboard_place')}</th><th>{t('leaderboard_player')}</th><th>{t('leaderboard_score')}</th><th>{t('leaderboard_prize')}</th></tr>
          </thead>
          <tbody>
            {leaderboard.map((row) => (
              <tr key={row.place} className={row.me ? 'is-me' : ''} data-me={row.me}>
                <td>{row.place}</td>
                <td>{row.me ? t('leaderboard_you', { player: row.player }) : row.player}</td>
                <td>{money(row.score, tournament.currency)}</td>
                <td>{row.prize > 0 ? money(row.prize, tournament.currency) : '—'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {mine ? <p data-testid="leaderboard-mine">{t('leaderboard_mine', { place: mine.place, score: money(mine.score, tournament.currency) })}</p> : null}
      {!user ? <p className="gm-hint">{t('leaderboard_sign_in')}</p> : null}
      <Link href={`/${lng}/bonus/casino/tournaments`}>{t('all_tournaments')}</Link>
    </section>
  );
}

/** The page of a bonus/casino route. */
export function CasinoBonusPage() {
  const route = useBusState('route');
  const spec = bonusPageOf(route?.id ?? '', route?.params ?? {});
  if (spec.kind === 'promotions') return <TournamentList promotions />;
  if (spec.kind === 'tournaments') return <TournamentList promotions={false} />;
  if (spec.kind === 'tournament') return <TournamentBoardView id={spec.id} />;
  return <NotFoundView />;
}
