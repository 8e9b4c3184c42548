/**
 * False in the host's server render and while the page hydrates, true afterwards (and at once in a page
 * the browser renders alone). Two uses (issue 26):
 * - what depends on this browser's own storage (the cookie consent, a collapsed column): the server cannot
 *   know it, so it appears right after hydration instead of making the first render differ from the markup;
 * - controls whose click only the app's code can handle (odds buttons): painted markup has no handlers
 *   until the app's bundle has run, so they stay disabled until then, rather than swallow a click.
 */
import { useSyncExternalStore } from 'react';

const noSubscription = () => () => undefined;

export function useHydrated(): boolean {
  return useSyncExternalStore(noSubscription, () => true, () => false);
}
