/** betting-calculator: the calculator first, then the store's text on how returns are counted. */
import { useAsync, useBusState } from '@arena/ui-kit';
import { ContentBody } from '../../shared/content-body.tsx';
import { infoApi } from '../../shared/content-api.ts';
import { CALCULATOR_SLUG } from '../../shared/info-pages.ts';
import { useInfoT } from '../../shared/text.ts';
import { CalculatorView } from './calculator-view.tsx';

export function CalculatorPage() {
  const t = useInfoT();
  const lng = useBusState('language');
  const text = useAsync((signal) => infoApi.item('info', CALCULATOR_SLUG, lng, signal), [lng]);
  // The calculator works without its text: a missing or failed text only leaves the explanation out.
  const item = text.status === 'ready' ? text.data : null;
  return (
    <div className="in-calc-page">
      <h1 data-testid="info-title">{item?.title ?? t('calc_page_title')}</h1>
      {item?.summary ? <p className="in-lead">{item.summary}</p> : null}
      <CalculatorView />
      {item ? <ContentBody item={item} header={false} /> : null}
    </div>
  );
}
