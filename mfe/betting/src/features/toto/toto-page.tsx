/**
 * toto/{section?}: draw (the current draw, default), next, coupons, draws (past draws), nonimees (winners).
 * An unknown section is the toto's own not-found view.
 */
import { Link, useArenaTranslation, useBusState } from '@arena/ui-kit';
import { totoApi } from './toto-api.ts';
import { DrawView } from './toto-draw-view.tsx';
import { TotoArchive, TotoCoupons, TotoWinners } from './toto-lists.tsx';
import { TOTO_CSS } from './toto-styles.ts';
import { useAsync } from '@arena/ui-kit';

const SECTIONS = ['draw', 'next', 'coupons', 'draws', 'nonimees'] as const;
type TotoSection = (typeof SECTIONS)[number];

function LiveDraw({ which }: { which: 'current' | 'next' }) {
  const { t } = useArenaTranslation('toto');
  // Scores of the events move while the draw plays: re-read every 15 s.
  const draw = useAsync((signal) => totoApi.draw(which, signal), [which], { refreshMs: 15_000 });
  if (draw.status === 'error') return <p className="toto-slip__error" role="alert">{t('toto_error')}</p>;
  if (draw.status !== 'ready') return <div className="bt-skeleton" aria-busy="true" />;
  return <DrawView key={draw.data.id} draw={draw.data} onPlaced={draw.reload} />;
}

function Rules() {
  const { t } = useArenaTranslation('toto');
  return (
    <details className="toto-rules">
      <summary>{t('toto_rules_title')}</summary>
      <p>{t('toto_rules_picks')}</p>
      <p>{t('toto_rules_pool')}</p>
      <p>{t('toto_rules_categories')}</p>
    </details>
  );
}

export function TotoPage({ section }: { section?: string | undefined }) {
  const { t } = useArenaTranslation('toto');
  const lng = useBusState('language');
  const active = (section ?? 'draw') as TotoSection;
  const known = (SECTIONS as readonly string[]).includes(active);
  return (
    <div className="bt-page toto" data-testid="toto-page">
      <style>{TOTO_CSS}</style>
      <h1 className="toto-title">{t('toto_title')}</h1>
      <nav className="bt-chips" aria-label={t('toto_title')}>
        {SECTIONS.map((s) => (
          <Link key={s} href={`/${lng}/toto/${s}`} className={s === active ? 'is-active' : ''}>{t(`toto_tab_${s}`)}</Link>
        ))}
      </nav>
      {!known ? <p className="bt-empty" data-testid="toto-not-found">{t('toto_not_found')}</p> : null}
      {active === 'draw' ? <LiveDraw which="current" /> : null}
      {active === 'next' ? <LiveDraw which="next" /> : null}
      {active === 'coupons' ? <TotoCoupons /> : null}
      {active === 'draws' ? <TotoArchive /> : null}
      {active === 'nonimees' ? <TotoWinners /> : null}
      <Rules />
    </div>
  );
}
