/**
 * @arena/shell: the page frame parcel. Exports its lifecycles, and the modal-content registry other
 * apps use (see shell/README.md): `registerModalContent(kind, loader)`.
 */
import React from 'react';
import singleSpaReact from 'single-spa-react';
import { AppErrorFallback, transitionHydration } from '@arena/ui-kit';
import { Shell } from './frame/shell.tsx';
import { SlotHtmlContext, takeFramePaint, useFramePaintRelease } from './frame/server-paint.ts';
import { applyPagePlayer } from './player/player-boot.ts';
import './styles/theme.css';
import './styles/frame.css';
import './styles/overlays.css';

const lifecycles = singleSpaReact({
  React,
  // Hydration in slices, not one long task (ui-kit transition-hydration.tsx).
  ReactDOMClient: transitionHydration,
  rootComponent: Shell,
  errorBoundary: (error: Error) => <FrameFallback error={error} />,
  // Over the host's server render (issue 26) the frame hydrates; otherwise it renders from scratch.
  renderType: () => (takeFramePaint() ? 'hydrateRoot' : 'createRoot'),
});

/** A frame that failed shows the fallback, and its markup no longer waits (no click held for ever). */
function FrameFallback({ error }: { error: Error }) {
  useFramePaintRelease();
  return <AppErrorFallback app="@arena/shell" error={error} />;
}

/**
 * The player the host drew the page for (root config passes the page's embedded player as a prop) goes
 * on the bus and in the player store before the frame hydrates, so the browser draws the same header.
 */
const placePagePlayer = (props: { player?: unknown }): Promise<void> => {
  applyPagePlayer(props.player);
  return Promise.resolve();
};

export const bootstrap = [placePagePlayer, lifecycles.bootstrap];
export const { mount, unmount } = lifecycles;

/**
 * The frame as the host renders it (issue 26): `slotHtml` is the area app's own server render, placed
 * in the app slot, which React writes once and never touches again.
 */
export function serverRender(slotHtml: string): { element: React.ReactElement; dispose(): void } {
  return {
    element: (
      <SlotHtmlContext.Provider value={slotHtml}>
        <Shell />
      </SlotHtmlContext.Provider>
    ),
    dispose: () => undefined,
  };
}
/**
 * The host's side of the signed-in render (player-boot.ts): who the session cookie belongs to, and putting
 * them on the page. `loadPlayerEarly` takes the site config while it is still loading; `loadPlayer` (the
 * name hosts before it call, with the loaded config) stays, so any host and any shell build work together.
 * `isUnrestrictedPlayer` says whether a login-only page's app may be rendered for the page's player.
 */
export { loadPlayerBoot as loadPlayer, loadPlayerBoot as loadPlayerEarly, applyPlayerBoot as applyPlayer, isUnrestrictedPlayer } from './player/player-boot.ts';
export { registerModalContent } from './modals/modal-service.ts';
export type { ModalContent, ModalContentProps } from './modals/modal-service.ts';
export { MODAL_KINDS } from './modals/modal-kinds.ts';
export type { ModalKind } from './modals/modal-kinds.ts';
export { GameTilesSkeleton } from './widgets/skeletons.tsx';
