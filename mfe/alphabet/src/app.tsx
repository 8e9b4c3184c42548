/**
 * The betting alphabet: betting-alphabet/{block?}/{category?}/{slug?} dispatched by alphabet-model.ts to
 * the terms by letter and category, or one term; anything else is the not-found view.
 */
import { useBusState } from '@arena/ui-kit';
import { AlphabetEntry } from './features/entry/alphabet-entry.tsx';
import { AlphabetIndex } from './features/index/alphabet-index.tsx';
import { alphabetPageOf } from './shared/alphabet-model.ts';
import { NotFoundView } from './shared/states.tsx';
import { ALPHABET_CSS } from './shared/styles.ts';

export function AlphabetApp() {
  const page = alphabetPageOf(useBusState('route'));
  return (
    <div className="arena-alphabet">
      <style>{ALPHABET_CSS}</style>
      {page.kind === 'index' ? (
        <AlphabetIndex letter={page.letter} category={page.category} />
      ) : page.kind === 'entry' ? (
        <AlphabetEntry key={page.slug} block={page.block} category={page.category} slug={page.slug} />
      ) : (
        <NotFoundView />
      )}
    </div>
  );
}
