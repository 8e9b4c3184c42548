/**
 * betting-alphabet/{letter}/{category}/{slug}: one term, with breadcrumbs and more terms of its category.
 * An unknown slug, or a letter or category the term is not filed under (entryPath: the first letter of its
 * slug, the same in every language), is the not-found view, as the server's 404 for the path says.
 */
import type { ContentItemSummary, ContentItemView } from '@arena/domain';
import { isNotFound, Link, useAsync, useBusState } from '@arena/ui-kit';
import { alphabetPath, categoryPath, entryPath, letterOf, letterPath } from '../../shared/alphabet-model.ts';
import { alphabetApi } from '../../shared/alphabet-api.ts';
import { ErrorView, LoadingView, NotFoundView } from '../../shared/states.tsx';
import { categoryName, useAlphabetT } from '../../shared/text.ts';

const RELATED = 6;

export function AlphabetEntry({ block, category, slug }: { block: string; category: string; slug: string }) {
  const t = useAlphabetT();
  const lng = useBusState('language');
  const state = useAsync<{ term: ContentItemView; terms: ContentItemSummary[] }>(
    async (signal) => {
      const [term, terms] = await Promise.all([alphabetApi.term(slug, lng, signal), alphabetApi.terms(lng, signal)]);
      return { term, terms };
    },
    [lng, slug],
  );
  if (state.status === 'loading') return <LoadingView />;
  if (state.status === 'error') return isNotFound(state.error) ? <NotFoundView /> : <ErrorView onRetry={state.retry} />;
  const { term, terms } = state.data;
  if ((term.category ?? 'general') !== category || block !== term.slug.charAt(0)) return <NotFoundView />;
  const letter = letterOf(term.title, lng);
  const related = terms.filter((other) => other.category === category && other.slug !== slug).slice(0, RELATED);
  return (
    <article className="ab-entry" data-testid="alphabet-entry" lang={term.lang}>
      <nav aria-label={t('breadcrumbs')}>
        <ol className="ab-crumbs">
          <li><Link href={alphabetPath(lng)}>{t('title')}</Link></li>
          <li><Link href={letterPath(lng, letter)}>{letter}</Link></li>
          <li><Link href={categoryPath(lng, category)}>{categoryName(t, category)}</Link></li>
        </ol>
      </nav>
      <h1 data-testid="alphabet-entry-title">{term.title}</h1>
      {term.summary ? <p className="ab-lead">{term.summary}</p> : null}
      {/* Sanitised on the server (marked + sanitize-html allow-list). */}
      <div className="ab-prose" data-testid="alphabet-entry-body" dangerouslySetInnerHTML={{ __html: term.html }} />
      {related.length > 0 ? (
        <section aria-labelledby="ab-related">
          <h2 id="ab-related">{t('related', { category: categoryName(t, category) })}</h2>
          <ul className="ab-chips">
            {related.map((other) => <li key={other.slug}><Link href={entryPath(lng, other)}>{other.title}</Link></li>)}
          </ul>
        </section>
      ) : null}
    </article>
  );
}
