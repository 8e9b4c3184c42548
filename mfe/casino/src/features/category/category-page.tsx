/** A list page: a category (with its subpages as chips), a casino section, bonus games or othergames. */
import type { CasinoCategorySlug } from '@arena/domain';
import { Link, useBusState } from '@arena/ui-kit';
import { SLOTS_SUBPAGES, type ListFilter } from '../../shared/route-pages.ts';
import { useT } from '../../shared/text.tsx';
import { PagedGames } from '../tiles/paged-games.tsx';

/** The subpage chips a category page offers (routes slots/{subcategory}, keno/{section}, poker/{game}). */
const SUBPAGES: Partial<Record<CasinoCategorySlug, readonly string[]>> = {
  slots: Object.keys(SLOTS_SUBPAGES),
  keno: ['fast', 'classic', 'draws'],
  poker: ['video-poker', 'holdem', 'stud'],
};

export function CategoryPage({ titleKey, filter, category }: { titleKey: string; filter: ListFilter; category?: CasinoCategorySlug }) {
  const t = useT();
  const lng = useBusState('language');
  const route = useBusState('route');
  const chips = category ? SUBPAGES[category] : undefined;
  const current = route?.params['subcategory'] ?? route?.params['section'] ?? route?.params['game'];
  return (
    <section className="cs-page" data-testid="casino-list-page" data-category={category ?? ''}>
      <h2>{t(titleKey)}</h2>
      {category && chips ? (
        <nav className="cs-chips" aria-label={t('subcategories_label')}>
          <Link href={`/${lng}/${category}`} className={current ? '' : 'is-active'}>
            {t('chip_all')}
          </Link>
          {chips.map((chip) => (
            <Link key={chip} href={`/${lng}/${category}/${chip}`} className={chip === current ? 'is-active' : ''} data-testid={`chip-${chip}`}>
              {t(category === 'slots' ? `slots_${chip}` : `sub_${chip}`)}
            </Link>
          ))}
        </nav>
      ) : null}
      <PagedGames filter={filter} />
    </section>
  );
}
