/** The cyber pages' navigation: real / virtual / stream tabs and the disciplines of the chosen type. */
import { Link, useArenaTranslation, useBusState } from '@arena/ui-kit';
import type { CyberType, Discipline } from '../../shared/cyber-api.ts';
import { cyberHref } from '../cyber-routes.ts';

const TYPES: readonly CyberType[] = ['real', 'virtual', 'stream'];

export function CyberNav({ root, type, disciplines, active }: { root: string; type: CyberType; disciplines: Discipline[]; active?: string | undefined }) {
  const { t } = useArenaTranslation('cyber');
  const lng = useBusState('language');
  return (
    <nav className="cy-nav">
      <div className="cy-tabs" role="tablist" aria-label={t('cyber_title')}>
        {TYPES.map((ty) => (
          <Link key={ty} href={cyberHref(lng, root, ty)} className={ty === type ? 'is-active' : ''} data-testid={`cyber-tab-${ty}`}>{t(`cyber_type_${ty}`)}</Link>
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
