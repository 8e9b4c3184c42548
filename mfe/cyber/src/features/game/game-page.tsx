/**
 * One cyber match: score by map (period), the live tracker while it plays (the stream page's centrepiece)
 * and every market with odds that go to the coupon. An id that is not a match of this type/discipline/champ
 * is the app's not-found view.
 */
import { Link, useArenaTranslation, useBusState, useFormatters } from '@arena/ui-kit';
import { cyberApi, type CyberType } from '../../shared/cyber-api.ts';
import { useAsync } from '@arena/ui-kit';
import { cyberHref } from '../cyber-routes.ts';
import { OddsButton } from '../games/odds-button.tsx';
import { MatchTracker } from '../tracker/match-tracker.tsx';
import { NotFound } from '../not-found.tsx';

/** Live matches refresh every 3 s (the tracker follows the score), others every 30 s. */
const LIVE_POLL_MS = 3000;

export function GamePage({ root, type, discipline, champ, gameId }: { root: string; type: CyberType; discipline: string; champ: string; gameId: string }) {
  const { t } = useArenaTranslation('cyber');
  const lng = useBusState('language');
  const format = useFormatters();
  const detail = useAsync((signal) => cyberApi.game(type, gameId, signal), [type, gameId], { refreshMs: type === 'stream' ? LIVE_POLL_MS : 10_000 });
  if (detail.status === 'error') return <NotFound />;
  if (detail.status !== 'ready') return <div className="cy-skeleton" aria-busy="true" />;
  const { game } = detail.data;
  if (game.discipline !== discipline || String(game.champId) !== champ) return <NotFound />;
  return (
    <article className="cy-game-page" data-testid="cyber-game-page">
      <p className="cy-muted">
        <Link href={cyberHref(lng, root, type, discipline)}>{detail.data.discipline.name}</Link> · <Link href={cyberHref(lng, root, type, discipline, champ)}>{game.champName}</Link>
      </p>
      <h1 className="cy-title">{game.opponents[0]} – {game.opponents[1]}</h1>
      {game.isLive || type === 'stream' ? <MatchTracker detail={detail.data} /> : null}
      {detail.data.periods.length > 0 ? (
        <table className="cy-periods" data-testid="cyber-periods">
          <caption>{t('cyber_periods', { points: detail.data.discipline.pointsName })}</caption>
          <tbody>
            {detail.data.periods.map((p, i) => (
              <tr key={i}><th>{detail.data.discipline.periodName} {i + 1}</th><td>{p[0]}:{p[1]}</td></tr>
            ))}
          </tbody>
        </table>
      ) : (
        <p className="cy-muted">{t('cyber_starts_at', { time: format.shortDateTime(game.startTime * 1000) })}</p>
      )}
      {game.isFinished ? (
        <p className="cy-muted">{t('cyber_finished')}</p>
      ) : (
        <div className="cy-markets">
          {game.markets.map((m) => (
            <section key={m.id} className="cy-market">
              <h3>{m.name}</h3>
              <div className="cy-market__outcomes">{m.outcomes.map((o) => <OddsButton key={o.id} game={game} market={m} outcome={o} />)}</div>
            </section>
          ))}
        </div>
      )}
    </article>
  );
}
