/**
 * The page's modal service: one registry of content per kind and one stack of open modals, driven by
 * `modal:open` / `modal:close` events from any app. `registerModalContent` is exported by @arena/shell.
 */
import type { ComponentType } from 'react';
import type { ArenaBus } from '@arena/event-bus';
import { createModalRegistry, createModalStack, type ContentLoader } from './modal-registry.ts';

/** What registered content receives: the `props` of `modal:open`, and `close` to close this modal. */
export interface ModalContentProps {
  props: Record<string, unknown>;
  close(): void;
}

export type ModalContent = ComponentType<ModalContentProps>;

export const modalRegistry = createModalRegistry<ModalContent>();
export const modalStack = createModalStack();

/**
 * Registers the component rendering a modal kind (spec §2 kinds, e.g. 'login', 'registration'); works
 * before or after the shell mounts. The loader runs when the kind first opens, so content can be
 * code-split. Returns a function that removes the registration (call it in the app's unmount).
 */
export function registerModalContent(kind: string, loader: ContentLoader<ModalContent>): () => void {
  return modalRegistry.register(kind, loader);
}

export function connectModals(bus: ArenaBus): () => void {
  const offOpen = bus.subscribe('modal:open', (payload) => {
    modalStack.open(payload);
  });
  const offClose = bus.subscribe('modal:close', (target) => modalStack.close(target));
  return () => {
    offOpen();
    offClose();
  };
}
