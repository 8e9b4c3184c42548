/** debug (outside production only, root-config condition not-production): what this page load runs on. */
import { useBusState } from '@arena/ui-kit';
import { useInfoT } from '../../shared/text.ts';

export function DebugPage() {
  const t = useInfoT();
  const lng = useBusState('language');
  const route = useBusState('route');
  const rows: [string, string][] = [
    [t('debug_language'), lng],
    [t('debug_route'), route ? `${route.id} ${JSON.stringify(route.params)}` : '—'],
    [t('debug_agent'), typeof navigator === 'undefined' ? '—' : navigator.userAgent],
    [t('debug_viewport'), typeof window === 'undefined' ? '—' : `${window.innerWidth}×${window.innerHeight}`],
  ];
  return (
    <section className="in-article" data-testid="debug-page">
      <h1>{t('debug_title')}</h1>
      <dl className="in-debug">
        {rows.map(([k, v]) => (<div key={k}><dt>{k}</dt><dd>{v}</dd></div>))}
      </dl>
    </section>
  );
}
