/**
 * Marks the benchmark and players' RUM read: when the first area app is mounted after navigation start,
 * and the latest mount. Listening to single-spa's own event keeps this out of every app.
 */
export const FIRST_APP_MOUNTED_MARK = 'arena:first-app-mounted';
export const LAST_APP_MOUNTED_MARK = 'arena:app-mounted';

export interface MarkTimeline {
  mark(name: string, options?: { detail?: unknown }): unknown;
  clearMarks(name?: string): void;
}

/**
 * Only the latest mount is kept: the performance timeline never drops marks by itself, so one mark per
 * navigation would grow for as long as the page lives (seen in heap snapshots over 200 app switches).
 */
export function recordMount(timeline: MarkTimeline, mountedApps: readonly string[], isFirst: boolean): void {
  if (isFirst) timeline.mark(FIRST_APP_MOUNTED_MARK, { detail: { apps: mountedApps } });
  timeline.clearMarks(LAST_APP_MOUNTED_MARK);
  timeline.mark(LAST_APP_MOUNTED_MARK, { detail: { apps: mountedApps } });
}

export function installPerformanceMarks(getMountedApps: () => string[], timeline: MarkTimeline = performance): void {
  let first = true;
  window.addEventListener('single-spa:app-change', () => {
    const mounted = getMountedApps();
    if (mounted.length === 0) return;
    recordMount(timeline, mounted, first);
    first = false;
  });
}
