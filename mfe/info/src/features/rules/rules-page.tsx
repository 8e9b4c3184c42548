/**
 * rules/{ruleGroup}/{chapter}: the chapters of a rule group (content type rules, category = the group)
 * as a table of contents beside the open chapter. rules/{group} opens the first chapter; an unknown
 * group or chapter is the not-found view.
 */
import type { ContentItemSummary, ContentItemView } from '@arena/domain';
import { isNotFound, Link, useAsync, useBusState } from '@arena/ui-kit';
import { ContentBody } from '../../shared/content-body.tsx';
import { infoApi } from '../../shared/content-api.ts';
import { rulesPath } from '../../shared/info-pages.ts';
import { ErrorView, LoadingView, NotFoundView } from '../../shared/states.tsx';
import { useInfoT } from '../../shared/text.ts';

interface Loaded {
  chapters: ContentItemSummary[];
  chapter: ContentItemView | null;
}

export function RulesPage({ group, chapter }: { group: string; chapter: string | null }) {
  const t = useInfoT();
  const lng = useBusState('language');
  const state = useAsync<Loaded>(
    async (signal) => {
      const chapters = await infoApi.chapters(group, lng, signal);
      const slug = chapter ?? chapters[0]?.slug;
      // A chapter of another group must not open under this one.
      if (!slug || !chapters.some((c) => c.slug === slug)) return { chapters, chapter: null };
      return { chapters, chapter: await infoApi.item('rules', slug, lng, signal) };
    },
    [lng, group, chapter],
  );
  if (state.status === 'loading') return <LoadingView />;
  if (state.status === 'error') return isNotFound(state.error) ? <NotFoundView /> : <ErrorView onRetry={state.retry} />;
  const { chapters, chapter: open } = state.data;
  if (!open) return <NotFoundView />;
  return (
    <div className="in-rules" data-testid="rules-page">
      <nav className="in-rules__chapters" aria-label={t('rules_chapters')} data-testid="rules-toc">
        <h2 className="in-toc__title">{t('rules_title')}</h2>
        <ol>
          {chapters.map((c) => (
            <li key={c.slug}>
              <Link href={rulesPath(lng, group, c.slug)} aria-current={c.slug === open.slug ? 'page' : undefined}>{c.title}</Link>
            </li>
          ))}
        </ol>
      </nav>
      <ContentBody item={open} />
    </div>
  );
}
