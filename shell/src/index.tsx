/**
 * @arena/shell: the page frame parcel. Exports its lifecycles, and the modal-content registry other
 * apps use (see shell/README.md): `registerModalContent(kind, loader)`.
 */
import React from 'react';
import singleSpaReact from 'single-spa-react';
import { AppErrorFallback, transitionHydration } from '@arena/ui-kit';
import { Shell } from './frame/shell.tsx';
import { SlotHtmlContext, takeFramePaint } from './frame/server-paint.ts';
import './styles/theme.css';
import './styles/frame.css';
import './styles/overlays.css';

const lifecycles = singleSpaReact({
  React,
  // Hydration in slices, not one long task (ui-kit transition-hydration.ts).
  ReactDOMClient: transitionHydration,
  rootComponent: Shell,
  errorBoundary: (error: Error) => <AppErrorFallback app="@arena/shell" error={error} />,
  // Over the host's server render (issue 26) the frame hydrates; otherwise it renders from scratch.
  renderType: () => (takeFramePaint() ? 'hydrateRoot' : 'createRoot'),
});

export const { bootstrap, mount, unmount } = lifecycles;

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
export { registerModalContent } from './modals/modal-service.ts';
export type { ModalContent, ModalContentProps } from './modals/modal-service.ts';
export { MODAL_KINDS } from './modals/modal-kinds.ts';
export type { ModalKind } from './modals/modal-kinds.ts';
export { GameTilesSkeleton } from './widgets/skeletons.tsx';
