import { useEffect, useState } from 'react';
import { createProgressController, type ProgressState } from './progress-controller.ts';
import { useText } from '../platform/use-text.ts';

/** A thin bar on top while single-spa routes (before-routing → routing-event). */
export function ProgressBar() {
  const t = useText();
  const [state, setState] = useState<ProgressState>({ visible: false, value: 0 });
  useEffect(() => {
    const bar = createProgressController(setState);
    const start = () => bar.start();
    const done = () => bar.done();
    window.addEventListener('single-spa:before-routing-event', start);
    window.addEventListener('single-spa:routing-event', done);
    return () => {
      window.removeEventListener('single-spa:before-routing-event', start);
      window.removeEventListener('single-spa:routing-event', done);
      bar.dispose();
    };
  }, []);
  if (!state.visible) return null;
  return (
    <div className="arena-progress" role="progressbar" aria-label={t('progress')} aria-valuemin={0} aria-valuemax={100} aria-valuenow={Math.round(state.value * 100)}>
      <div className="arena-progress__bar" style={{ transform: `scaleX(${state.value})` }} />
    </div>
  );
}
