/**
 * False in the host's server render and while the page hydrates, true afterwards (and at once in a page
 * the browser renders alone). For what depends on this browser's own storage (the cookie consent, a
 * collapsed column): the server cannot know it, so it appears right after hydration instead of making the
 * browser's first render differ from the server's markup (issue 26). In ui-kit so every app can use it.
 * (Clicks on painted buttons before hydration need nothing of this: the page holds and replays them,
 * server/src/host/browser/early-clicks.js.)
 */
import { useSyncExternalStore } from 'react';

const noSubscription = () => () => undefined;

export function useHydrated(): boolean {
  return useSyncExternalStore(noSubscription, () => true, () => false);
}
