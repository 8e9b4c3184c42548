/** One game in a list: teams, kick-off or live clock and score, the main outcomes, a link to all markets. */
import { Link, useBusState, useFormatters } from '@arena/ui-kit';
import type { Game } from '../../shared/api.ts';
import { matchClock, setScoreTexts } from '@arena/domain';
import { gameHref } from '../../shared/format.ts';
import { useBettingT } from '../../shared/text.ts';
import { OutcomeButton } from '../outcomes/outcome-button.tsx';
import { FavouriteStar } from '../favourites/favourite-star.tsx';

export function GameRow({ game }: { game: Game }) {
  const lng = useBusState('language');
  const format = useFormatters();
  const t = useBettingT();
  const winner = game.markets.find((m) => m.typeId === 1);
  const handicap = game.markets.find((m) => m.typeId === 4);
  return (
    <div className={`bt-game${game.isLive ? ' is-live' : ''}`} data-testid={`game-${game.id}`}>
      <div className="bt-game__time">
        {game.isLive ? (
          <>
            <span className="bt-live-dot">{t('live')}</span>
            <span>{matchClock(game.secondsOfPlay)}</span>
          </>
        ) : (
          <span>{format.kickOff(game.startTime * 1000)}</span>
        )}
        <FavouriteStar kind="game" id={game.id} name={`${game.opponents[0]} – ${game.opponents[1]}`} />
      </div>
      <Link href={gameHref(lng, game)} className="bt-game__teams" data-testid={`game-link-${game.id}`}>
        {game.opponents.map((name, i) => (
          <span key={name} className="bt-game__team">
            <span>{name}</span>
            {game.isLive ? <b className="bt-game__score">{game.score[i]}</b> : null}
          </span>
        ))}
        {/* A set sport's sets as the sport writes them, tie-breaks included (6:4 · 7:6(5) · 2:1). */}
        {game.isLive && game.periods?.length ? <small className="bt-game__sets" data-testid="game-sets">{setScoreTexts(game.periods, game.tieBreaks).join(' · ')}</small> : null}
      </Link>
      <div className={`bt-game__odds bt-game__odds--${winner?.outcomes.length ?? 0}`}>
        {winner?.outcomes.map((o) => <OutcomeButton key={o.id} game={game} market={winner} outcome={o} />)}
      </div>
      <div className="bt-game__odds bt-game__odds--2 bt-game__hcp">
        {handicap?.outcomes.map((o) => <OutcomeButton key={o.id} game={game} market={handicap} outcome={o} />)}
      </div>
      <Link href={gameHref(lng, game)} className="bt-game__more">+{game.marketsCount}</Link>
    </div>
  );
}
