/**
 * The replay clock of the virtual sports: when a new settled round arrives, a progress from 0 to 1 runs over
 * `durationMs` on requestAnimationFrame, so the match's minutes or the race's checkpoints are shown in order.
 * With prefers-reduced-motion the replay jumps straight to the end (the result shows at once, nothing moves).
 */
import { useEffect, useState } from 'react';

const reducedMotion = (): boolean => typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;

/** Progress 0–1 of the replay of round `key` (null: nothing to replay, progress 1). */
export function useReplay(key: number | null, durationMs: number): number {
  const [progress, setProgress] = useState(1);
  useEffect(() => {
    if (key === null || reducedMotion()) {
      setProgress(1);
      return;
    }
    let frame = 0;
    const start = performance.now();
    const tick = (now: number) => {
      // The frame's timestamp may precede the start read just before it: never a negative progress.
      const p = Math.min(1, Math.max(0, (now - start) / durationMs));
      setProgress(p);
      if (p < 1) frame = requestAnimationFrame(tick);
    };
    setProgress(0);
    frame = requestAnimationFrame(tick);
    return () => cancelAnimationFrame(frame);
  }, [key, durationMs]);
  return progress;
}
