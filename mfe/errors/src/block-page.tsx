/** A block page (spec §2 empty layout): what happened and what the visitor can do, from the `blocks` dictionary. */
import { useArenaTranslation } from '@arena/ui-kit';
import { BLOCKS_NAMESPACE, blockPageContent, type BlockPageId } from './block-pages.ts';

export function BlockPage({ page }: { page: BlockPageId }) {
  const { t, ready } = useArenaTranslation(BLOCKS_NAMESPACE);
  const content = blockPageContent(page);
  // Until the dictionary lands there is nothing to explain yet; raw keys would be worse than a blank box.
  if (!ready) return <section className="arena-errors arena-block-page" data-testid="block-page" data-route-id={page} aria-busy="true" />;
  return (
    <section className="arena-errors arena-block-page" data-testid="block-page" data-route-id={page}>
      <h1 data-testid="block-title">{t(content.titleKey)}</h1>
      <p data-testid="block-text">{t(content.textKey)}</p>
      <p>{t(content.hintKey)}</p>
      {content.refresh && (
        <button type="button" onClick={() => window.location.reload()}>
          {t('block_refresh')}
        </button>
      )}
    </section>
  );
}
