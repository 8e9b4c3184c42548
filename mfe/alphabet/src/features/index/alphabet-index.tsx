/**
 * betting-alphabet, betting-alphabet/{letter}, betting-alphabet/{letter|all}/{category}: the terms grouped
 * by letter, with the letters and the categories as navigation. A letter or category no term has is the
 * not-found view.
 */
import { intlLocale, type ContentItemSummary } from '@arena/domain';
import { Link, useAsync, useBusState } from '@arena/ui-kit';
import { alphabetPath, categoryPath, entryPath, filterTerms, groupByLetter, letterOf, letterPath, lowerLetter } from '../../shared/alphabet-model.ts';
import { alphabetApi } from '../../shared/alphabet-api.ts';
import { ErrorView, LoadingView, NotFoundView } from '../../shared/states.tsx';
import { categoryName, useAlphabetT } from '../../shared/text.ts';

export function AlphabetIndex({ letter, category }: { letter: string | null; category: string | null }) {
  const t = useAlphabetT();
  const lng = useBusState('language');
  const state = useAsync((signal) => alphabetApi.terms(lng, signal), [lng]);
  if (state.status === 'loading') return <LoadingView />;
  if (state.status === 'error') return <ErrorView onRetry={state.retry} />;
  const terms = state.data;
  const letters = groupByLetter(terms, lng).map((g) => g.letter);
  const categories = [...new Set(terms.flatMap((term) => (term.category ? [term.category] : [])))].sort();
  if (letter !== null && filterTerms(terms, letter, null, lng).length === 0) return <NotFoundView />;
  if (category !== null && !categories.includes(category)) return <NotFoundView />;
  const groups = groupByLetter(filterTerms(terms, letter, category, lng), lng);
  const heading = [letter?.toLocaleUpperCase(intlLocale(lng)), category ? categoryName(t, category) : null].filter(Boolean).join(' · ');

  return (
    <section className="ab-index" data-testid="alphabet-index">
      <h1>{heading ? t('title_filtered', { filter: heading }) : t('title')}</h1>
      <p className="ab-lead">{t('lead', { count: terms.length })}</p>
      <nav aria-label={t('letters')}>
        <ul className="ab-letters" data-testid="alphabet-letters">
          <li><Link href={category ? categoryPath(lng, category) : alphabetPath(lng)} aria-current={letter === null ? 'page' : undefined}>{t('all_letters')}</Link></li>
          {letters.map((l) => (
            <li key={l}>
              <Link href={category ? categoryPath(lng, category, l) : letterPath(lng, l)} aria-current={letter === lowerLetter(l, lng) ? 'page' : undefined}>{l}</Link>
            </li>
          ))}
        </ul>
      </nav>
      <nav aria-label={t('categories')}>
        <ul className="ab-chips" data-testid="alphabet-categories">
          <li><Link href={letter ? letterPath(lng, letter) : alphabetPath(lng)} aria-current={category === null ? 'page' : undefined}>{t('all_categories')}</Link></li>
          {categories.map((c) => (
            <li key={c}><Link href={categoryPath(lng, c, letter)} aria-current={category === c ? 'page' : undefined}>{categoryName(t, c)}</Link></li>
          ))}
        </ul>
      </nav>
      {groups.length === 0 ? <p className="ab-empty">{t('empty')}</p> : null}
      {groups.map((group) => (
        <section key={group.letter} className="ab-group" data-testid="alphabet-group" data-letter={group.letter}>
          <h2>{group.letter}</h2>
          <ul className="ab-terms">
            {group.terms.map((term) => <TermCard key={term.slug} term={term} lng={lng} />)}
          </ul>
        </section>
      ))}
    </section>
  );
}

function TermCard({ term, lng }: { term: ContentItemSummary; lng: string }) {
  return (
    <li className="ab-term" data-testid="alphabet-term" data-slug={term.slug} data-letter={letterOf(term.title, lng)}>
      <Link href={entryPath(lng, term)}>{term.title}</Link>
      {term.summary ? <p>{term.summary}</p> : null}
    </li>
  );
}
