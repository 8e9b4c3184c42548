/**
 * A game's catalogue card (name, provider, category, RTP, volatility, stakes) on its game route, for as
 * long as the game page of the games part is not wired in; unknown ids or slugs get the not-found view.
 */
import { http, isHttpError } from '@arena/http';
import type { CasinoGame } from '@arena/domain';
import { useBusState } from '@arena/ui-kit';
import { ErrorView, LoadingView, NotFoundView } from '../../shared/states.tsx';
import { useGameName, useT } from '../../shared/text.tsx';
import { useAsync } from '../../shared/use-async.ts';
import { GameArtwork } from '../tiles/game-artwork.tsx';

export function GameInfoPage() {
  const t = useT();
  const nameOf = useGameName();
  const route = useBusState('route');
  const key = route?.params['gameId'] ?? route?.params['gameRoute'] ?? '';
  const game = useAsync((signal) => http.get<{ game: CasinoGame }>(`/casino-api/games/${encodeURIComponent(key)}`, { signal }).then((a) => a.game), [key]);
  if (!/^[a-z0-9-]{1,64}$/.test(key) || (game.status === 'error' && isHttpError(game.error) && game.error.status === 404)) return <NotFoundView />;
  if (game.status === 'loading') return <LoadingView />;
  if (game.status === 'error') return <ErrorView onRetry={game.retry} />;
  const g = game.data;
  return (
    <section className="cs-page cs-game-info" data-testid="game-info" data-game-slug={g.slug}>
      <div className="cs-game-info__art">
        <GameArtwork artwork={g.artwork} label={nameOf(g.name)} />
      </div>
      <div>
        <h2>{nameOf(g.name)}</h2>
        <p className="cs-lead">{g.providerName} · {t(`category_${g.category}`)}</p>
        <dl className="cs-facts">
          <dt>{t('fact_rtp')}</dt>
          <dd>{g.rtp.toFixed(2)} %</dd>
          <dt>{t('fact_volatility')}</dt>
          <dd>{t(`volatility_${g.volatility}`)}</dd>
          <dt>{t('fact_demo')}</dt>
          <dd>{t(g.demoAllowed ? 'yes' : 'no')}</dd>
        </dl>
      </div>
    </section>
  );
}
