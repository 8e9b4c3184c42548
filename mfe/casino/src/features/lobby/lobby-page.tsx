/** casino-lobby: the lobby's sections (popular, new, jackpots, exclusive, then one row per category). */
import { Link, useBusState } from '@arena/ui-kit';
import { casinoApi } from '../../shared/casino-api.ts';
import { categoryHref } from '../../shared/route-pages.ts';
import { ErrorView, LoadingView } from '../../shared/states.tsx';
import { useT } from '../../shared/text.tsx';
import { useAsync } from '@arena/ui-kit';
import { GameTiles } from '../tiles/game-tile.tsx';
import { RecentlyPlayedRow } from '../my-casino/recently-played-row.tsx';

/** Where each fixed section's "all" link leads. */
const SECTION_LINKS: Readonly<Record<string, string>> = {
  popular: 'casino/popular',
  new: 'casino/new',
  jackpots: 'slots/jackpots',
  exclusive: 'casino/brand',
};

export function LobbyPage() {
  const t = useT();
  const lng = useBusState('language');
  const lobby = useAsync((signal) => casinoApi.lobby(signal), []);
  return (
    <div className="cs-lobby" data-testid="casino-lobby">
      <RecentlyPlayedRow />
      {lobby.status === 'loading' ? <LoadingView /> : null}
      {lobby.status === 'error' ? <ErrorView onRetry={lobby.retry} /> : null}
      {lobby.status === 'ready'
        ? lobby.data.sections.map((section) => {
            const path = section.category ? categoryHref(lng, section.category) : `/${lng}/${SECTION_LINKS[section.id] ?? 'casino-lobby'}`;
            const titleKey = section.category ? `category_${section.category}` : `section_${section.id}`;
            const count = section.category ? lobby.data.categories.find((c) => c.slug === section.category)?.gameCount : undefined;
            return (
              <section key={section.id} className="cs-section" data-testid={`lobby-section-${section.id.replace(':', '-')}`}>
                <header>
                  <h2>{t(titleKey)}</h2>
                  <Link href={path}>{count ? t('see_all_count', { count }) : t('see_all')}</Link>
                </header>
                <GameTiles games={section.games} />
              </section>
            );
          })
        : null}
    </div>
  );
}
