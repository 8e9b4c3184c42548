/**
 * The information pages app: root-config's information routes dispatched by info-pages.ts to a content
 * page with its table of contents, the rules (chapters of a rule group), the betting calculator or the
 * debug page; anything else is the not-found view.
 */
import { useBusState } from '@arena/ui-kit';
import { CalculatorPage } from './features/calculator/calculator-page.tsx';
import { DebugPage } from './features/debug/debug-page.tsx';
import { InfoPage } from './features/page/info-page.tsx';
import { RulesPage } from './features/rules/rules-page.tsx';
import { infoPageOf } from './shared/info-pages.ts';
import { NotFoundView } from './shared/states.tsx';
import { INFO_CSS } from './shared/styles.ts';

export function InfoApp() {
  const route = useBusState('route');
  const page = infoPageOf(route);
  return (
    <div className="arena-info">
      <style>{INFO_CSS}</style>
      {page.kind === 'page' ? (
        <InfoPage key={page.slug} slug={page.slug} />
      ) : page.kind === 'rules' ? (
        <RulesPage group={page.group} chapter={page.chapter} />
      ) : page.kind === 'calculator' ? (
        <CalculatorPage />
      ) : page.kind === 'debug' ? (
        <DebugPage />
      ) : (
        <NotFoundView />
      )}
    </div>
  );
}
