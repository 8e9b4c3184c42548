/** Multi live: up to four live games side by side with their main markets; pick which from the list. */
import { useState } from 'react';
import { useBusState } from '@arena/ui-kit';
import { bettingApi, type Game } from '../../shared/api.ts';
import { matchClock } from '@arena/domain';
import { useAsync } from '@arena/ui-kit';
import { useLiveGames } from '../live-feed/use-live.ts';
import { OutcomeButton } from '../outcomes/outcome-button.tsx';
import { useBettingT } from '../../shared/text.ts';

const MAX_PANES = 4;

export function MultiLivePage() {
  const lng = useBusState('language');
  const t = useBettingT();
  const games = useAsync((signal) => bettingApi.games({ section: 'live' }, signal), [lng]);
  const [picked, setPicked] = useState<string[] | null>(null);
  const all = useLiveGames(games.status === 'ready' ? games.data : []);
  const chosen = picked ?? all.slice(0, MAX_PANES).map((g) => g.id);
  const toggle = (id: string) =>
    setPicked(chosen.includes(id) ? chosen.filter((x) => x !== id) : [...chosen, id].slice(-MAX_PANES));
  return (
    <div className="bt-page bt-multi" data-testid="betting-multi">
      <h1 className="bt-block__title is-live">{t('multi_live')}</h1>
      <div className="bt-multi__grid">
        {all.filter((g) => chosen.includes(g.id)).map((game) => <Pane key={game.id} game={game} />)}
      </div>
      <ul className="bt-multi__list">
        {all.map((g) => (
          <li key={g.id}>
            <label>
              <input type="checkbox" checked={chosen.includes(g.id)} onChange={() => toggle(g.id)} /> {g.opponents.join(' – ')} <small>{g.sportName}</small>
            </label>
          </li>
        ))}
      </ul>
    </div>
  );
}

function Pane({ game }: { game: Game }) {
  return (
    <article className="bt-pane">
      <header>
        <small>{game.sportName}. {game.champName}</small>
        <div className="bt-pane__score">
          <span>{game.opponents[0]}</span>
          <b>{game.score[0]} : {game.score[1]}</b>
          <span>{game.opponents[1]}</span>
        </div>
        <small className="bt-live-dot">{matchClock(game.secondsOfPlay)}</small>
      </header>
      {game.markets.map((market) => (
        <div key={market.id} className="bt-pane__market">
          <span>{market.name}</span>
          <div className="bt-game__odds">{market.outcomes.map((o) => <OutcomeButton key={o.id} game={game} market={market} outcome={o} />)}</div>
        </div>
      ))}
    </article>
  );
}
