/** Matches of a cyber page: live ones with their score, upcoming ones with kick-off, winner odds on each row. */
import { matchClock } from '@arena/domain';
import { Link, useArenaTranslation, useBusState, useFormatters } from '@arena/ui-kit';
import type { CyberGame, CyberType } from '../../shared/cyber-api.ts';
import { cyberHref } from '../cyber-routes.ts';
import { OddsButton } from './odds-button.tsx';

export function GameRow({ game, root, type }: { game: CyberGame; root: string; type: CyberType }) {
  const { t } = useArenaTranslation('cyber');
  const lng = useBusState('language');
  const format = useFormatters();
  const winner = game.markets.find((m) => m.typeId === 1);
  return (
    <div className={`cy-game${game.isLive ? ' is-live' : ''}`} data-testid={`cyber-game-${game.id}`}>
      <div className="cy-game__time">
        {game.isLive ? <span className="cy-live">{t('cyber_live')} {matchClock(game.secondsOfPlay)}</span> : game.isFinished ? <span>{t('cyber_finished')}</span> : <span>{format.kickOff(game.startTime * 1000)}</span>}
      </div>
      <Link className="cy-game__teams" href={cyberHref(lng, root, type, game.discipline, game.champId, game.id)}>
        <span>{game.opponents[0]}</span>
        <span>{game.opponents[1]}</span>
        <small>{game.champName}</small>
      </Link>
      <div className="cy-game__score">{game.isLive || game.isFinished ? `${game.score[0]}:${game.score[1]}` : ''}</div>
      <div className="cy-game__odds">
        {winner && !game.isFinished ? winner.outcomes.map((o) => <OddsButton key={o.id} game={game} market={winner} outcome={o} />) : null}
      </div>
    </div>
  );
}

export function GameList({ games, root, type, testId }: { games: CyberGame[]; root: string; type: CyberType; testId: string }) {
  const { t } = useArenaTranslation('cyber');
  if (games.length === 0) return <p className="cy-muted" data-testid={`${testId}-empty`}>{t(type === 'stream' ? 'cyber_no_streams' : 'cyber_no_games')}</p>;
  return (
    <div className="cy-list" data-testid={testId}>
      {games.map((g) => <GameRow key={g.id} game={g} root={root} type={type} />)}
    </div>
  );
}
