/** The cyber pages' navigation: real / virtual / stream tabs and the disciplines of the chosen type. */
import { Link, useArenaTranslation, useBusState } from '@arena/ui-kit';
import type { CyberType, Discipline } from '../../shared/cyber-api.ts';
import { cyberHref } from '../cyber-routes.ts';

const TYPES: readonly CyberType[] = ['real', 'virtual', 'stream'];

export function CyberNav({ root, type, disciplines, active }: { root: string; type: CyberType; disciplines: Discipline[]; active?: string | undefined }) {
  const { t } = useArenaTranslation('cyber');
  const lng = useBusState('language');
  return (
    // Links to pages, not tabs of one panel: a navigation whose current page is marked (a tablist may hold only tabs).
    <nav className="cy-nav" aria-label={t('cyber_title')}>
      <div className="cy-tabs">
        {TYPES.map((ty) => (
          <Link key={ty} href={cyberHref(lng, root, ty)} className={ty === type ? 'is-active' : ''} aria-current={ty === type ? 'page' : undefined} data-testid={`cyber-tab-${ty}`}>{t(`cyber_type_${ty}`)}</Link>
        ))}
      </div>
      <div className="cy-chips">
        <Link href={cyberHref(lng, root, type, 'all')} className={!active ? 'is-active' : ''}>{t('cyber_all')}</Link>
        {disciplines.map((d) => (
          <Link key={d.slug} href={cyberHref(lng, root, type, d.slug)} className={active === d.slug ? 'is-active' : ''} data-testid={`cyber-discipline-${d.slug}`}>
            {d.name} {d.live > 0 ? <small className="cy-live">● {d.live}</small> : <small>{d.total}</small>}
          </Link>
        ))}
        <Link href={cyberHref(lng, root, type, 'disciplines')}>{t('cyber_disciplines')}</Link>
      </div>
    </nav>
  );
}
