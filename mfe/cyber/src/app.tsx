/**
 * The cyber app's root: the routed page ({cyber|esports}/{real|virtual|stream}/…) and its stylesheet (the
 * host links only the shell's, so the app brings its own as a <style> element).
 */
import { useBusState } from '@arena/ui-kit';
import { viewOf } from './features/cyber-routes.ts';
import { GamePage } from './features/game/game-page.tsx';
import { ChampsPage, DisciplinesPage, ListPage } from './features/games/cyber-pages.tsx';
import { NotFound } from './features/not-found.tsx';
import { CYBER_CSS } from './shared/styles.ts';

function Page() {
  const view = viewOf(useBusState('route'));
  switch (view.kind) {
    case 'list':
      return <ListPage root={view.root} type={view.type} discipline={view.discipline} champ={view.champ} />;
    case 'disciplines':
      return <DisciplinesPage root={view.root} type={view.type} />;
    case 'champs':
      return <ChampsPage root={view.root} type={view.type} discipline={view.discipline} />;
    case 'game':
      return <GamePage root={view.root} type={view.type} discipline={view.discipline} champ={view.champ} gameId={view.game} />;
    default:
      return <NotFound />;
  }
}

export function CyberApp() {
  return (
    <section className="arena-cyber" data-testid="app-cyber">
      <style>{CYBER_CSS}</style>
      <Page />
    </section>
  );
}
