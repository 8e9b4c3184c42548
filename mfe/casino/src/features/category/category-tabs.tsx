/** The category tabs over the casino pages: the lobby and every category route, the current one marked. */
import { Link, useBusState } from '@arena/ui-kit';
import { categoryHref, SECTION_CATEGORIES } from '../../shared/route-pages.ts';
import { useT } from '../../shared/text.tsx';

export function CategoryTabs({ active }: { active: string | undefined }) {
  const t = useT();
  const lng = useBusState('language');
  const tabs: Array<[string, string, string]> = [
    ['lobby', `/${lng}/casino-lobby`, t('tab_lobby')],
    ...SECTION_CATEGORIES.map((c): [string, string, string] => [c, categoryHref(lng, c), t(`category_${c}`)]),
    ['providers', `/${lng}/providers`, t('title_providers')],
    ['search', `/${lng}/casino-search`, t('title_search')],
  ];
  return (
    <nav className="cs-tabs" aria-label={t('tabs_label')} data-testid="casino-tabs">
      {tabs.map(([id, href, label]) => (
        <Link key={id} href={href} className={id === active ? 'is-active' : ''} aria-current={id === active ? 'page' : undefined} data-testid={`casino-tab-${id}`}>
          {label}
        </Link>
      ))}
    </nav>
  );
}
