/**
 * Betting page types with their own selection (spec §2; rules in server/src/api/betting/README.md "Page
 * types"): top-game, marble, cyber and bets-on-your. A sport or championship in the URL narrows the list:
 * the server selects within it (a top game of the whole line, narrowed afterwards, was another sport's).
 */
import { Link, useBusState, useFormatters } from '@arena/ui-kit';
import { bettingApi, type Game, type PageType, type Section } from '../../shared/api.ts';
import { useBettingT } from '../../shared/text.ts';
import { useAsync } from '@arena/ui-kit';
import { GameList } from '../catalogue/game-list.tsx';
import { NotFoundView } from '../not-found/not-found-view.tsx';

export const PAGE_TYPES: readonly PageType[] = ['bets-on-your', 'top-game', 'marble', 'cyber'];
export const isPageType = (value: string | undefined): value is PageType => PAGE_TYPES.includes(value as PageType);

/** The URL's sport slug and championship id as the server's page scope (a malformed champ is not found anyway). */
export function pageScope(sport: string | undefined, champ: string | undefined): { sport?: string; champId?: number } {
  return { ...(sport ? { sport } : {}), ...(champ && /^\d{1,9}$/.test(champ) ? { champId: Number(champ) } : {}) };
}

export function PageTypePage({ pageType, section, sport, champ }: { pageType: PageType; section: Section; sport?: string | undefined; champ?: string | undefined }) {
  const t = useBettingT();
  const lng = useBusState('language');
  // Signing in or out changes bets-on-your: the selection reloads with the session.
  const session = useBusState('session');
  const format = useFormatters();
  const scope = pageScope(sport, champ);
  const selection = useAsync((signal) => bettingApi.page(pageType, section, scope, signal), [pageType, section, lng, JSON.stringify(session), JSON.stringify(scope)]);
  // A sport or championship id the catalogue does not know is not found (not the whole selection).
  const known = useAsync((signal) => (sport ? bettingApi.allChamps(signal) : Promise.resolve([])), [sport ? 'known' : '']);
  const other: Section = section === 'live' ? 'line' : 'live';
  if (sport && known.status === 'ready') {
    const sportRow = known.data.find((s) => s.slug === sport);
    if (!sportRow) return <NotFoundView kind="sport" />;
    if (champ && !sportRow.champs.some((c) => String(c.id) === champ)) return <NotFoundView kind="champ" />;
  }
  return (
    <div className="bt-page" data-testid={`page-type-${pageType}`}>
      <header className="bt-pagetype">
        <h1 className="bt-block__title">{t(`page_${pageType}_title`)}</h1>
        <p className="bt-pagetype__rule">{t(`page_${pageType}_rule`)}</p>
        <nav className="bt-chips">
          <Link href={`/${lng}/${pageType}/${section}`} className="is-active">{t(section)}</Link>
          <Link href={`/${lng}/${pageType}/${other}`}>{t(other)}</Link>
        </nav>
      </header>
      {selection.status === 'loading' ? <div className="bt-skeleton" aria-busy="true" /> : null}
      {selection.status === 'error' ? <p className="bt-error">{t('page_load_error')}</p> : null}
      {selection.status === 'ready' ? (
        <>
          {selection.data.fallback ? (
            <p className="bt-pagetype__note" data-testid="page-fallback">
              {t(`page_fallback_${selection.data.fallback}`)}
            </p>
          ) : null}
          {pageType === 'top-game' && selection.data.stakes && selection.data.games[0] ? (
            <TopGameBanner game={selection.data.games[0]} stake={format.money(selection.data.stakes[selection.data.games[0].id] ?? 0, 'RUB')} />
          ) : null}
          <GameList games={selection.data.games} empty={t('page_empty')} />
        </>
      ) : null}
    </div>
  );
}

function TopGameBanner({ game, stake }: { game: Game; stake: string }) {
  const t = useBettingT();
  const lng = useBusState('language');
  return (
    <Link className="bt-topgame" data-testid="top-game" href={`/${lng}/${game.isLive ? 'live' : 'line'}/${game.sportSlug}/${game.champId}/${game.id}`}>
      <small>{t('page_top_game_label')}</small>
      <b>{game.opponents[0]} — {game.opponents[1]}</b>
      <span>{t('page_top_game_stakes', { amount: stake })}</span>
    </Link>
  );
}
