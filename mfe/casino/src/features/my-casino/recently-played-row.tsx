/** The signed-in player's recently played games as a row (the lobby's first section); nothing for visitors. */
import { useBusState } from '@arena/ui-kit';
import { casinoApi } from '../../shared/casino-api.ts';
import { useT } from '../../shared/text.tsx';
import { useAsync } from '@arena/ui-kit';
import { GameTiles } from '../tiles/game-tile.tsx';

export function RecentlyPlayedRow() {
  const t = useT();
  const user = useBusState('user');
  const recent = useAsync((signal) => (user ? casinoApi.recent(signal) : Promise.resolve([])), [user?.userId]);
  if (recent.status !== 'ready' || recent.data.length === 0) return null;
  return (
    <section className="cs-section" data-testid="lobby-section-recent">
      <header>
        <h2>{t('section_recent')}</h2>
      </header>
      <GameTiles games={recent.data.slice(0, 12)} />
    </section>
  );
}
