/**
 * Marks the benchmark and players' RUM read: when the first area app is mounted after navigation start,
 * and each later mount. Listening to single-spa's own event keeps this out of every app.
 */
export const FIRST_APP_MOUNTED_MARK = 'arena:first-app-mounted';

export function installPerformanceMarks(getMountedApps: () => string[]): void {
  let first = true;
  window.addEventListener('single-spa:app-change', () => {
    const mounted = getMountedApps();
    if (mounted.length === 0) return;
    if (first) {
      first = false;
      performance.mark(FIRST_APP_MOUNTED_MARK);
    }
    performance.mark(`arena:mounted:${mounted.join(',')}`);
  });
}
