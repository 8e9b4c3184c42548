/**
 * Which component renders each modal kind, and the stack of open modals. Framework-free: a content
 * loader returns whatever the view layer renders (a React component in the shell). Apps register
 * content through `registerModalContent`, exported by @arena/shell (see shell/README.md).
 */
import type { ModalOpenPayload } from '@arena/event-bus';
import { modalKindSpec, type ModalKindSpec } from './modal-kinds.ts';

export type ContentLoader<C> = () => Promise<C>;

export interface ModalRegistry<C> {
  /** Registers (or replaces) the content for a kind; returns a function that removes this registration. */
  register(kind: string, loader: ContentLoader<C>): () => void;
  loaderFor(kind: string): ContentLoader<C> | undefined;
  subscribe(listener: () => void): () => void;
}

export function createModalRegistry<C>(): ModalRegistry<C> {
  const loaders = new Map<string, ContentLoader<C>>();
  const listeners = new Set<() => void>();
  const notify = () => {
    for (const l of [...listeners]) l();
  };
  return {
    register(kind, loader) {
      loaders.set(kind, loader);
      notify();
      return () => {
        // Only the registration that is still current may remove itself (a newer one may have replaced it).
        if (loaders.get(kind) === loader) {
          loaders.delete(kind);
          notify();
        }
      };
    },
    loaderFor: (kind) => loaders.get(kind),
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export interface OpenModal {
  id: string;
  kind: string;
  spec: ModalKindSpec;
  props: Record<string, unknown>;
}

export interface ModalStack {
  open(payload: ModalOpenPayload): OpenModal;
  /** Closes by id, else every modal of the kind, else the top one. */
  close(target?: { id?: string; kind?: string }): void;
  list(): readonly OpenModal[];
  top(): OpenModal | undefined;
  subscribe(listener: () => void): () => void;
  dispose(): void;
}

let counter = 0;

export function createModalStack(): ModalStack {
  let modals: readonly OpenModal[] = [];
  const timers = new Map<string, ReturnType<typeof setTimeout>>();
  const listeners = new Set<() => void>();
  const set = (next: readonly OpenModal[]) => {
    for (const gone of modals.filter((m) => !next.includes(m))) {
      const timer = timers.get(gone.id);
      if (timer) clearTimeout(timer);
      timers.delete(gone.id);
    }
    modals = next;
    for (const l of [...listeners]) l();
  };
  const stack: ModalStack = {
    open(payload) {
      const spec = modalKindSpec(payload.kind);
      const modal: OpenModal = { id: payload.id ?? `m${++counter}`, kind: payload.kind, spec, props: payload.props ?? {} };
      // Opening a kind that is already open brings it to the top instead of stacking a duplicate.
      set([...modals.filter((m) => m.id !== modal.id && m.kind !== modal.kind), modal]);
      const autoClose = typeof payload.props?.['autoCloseMs'] === 'number' ? (payload.props['autoCloseMs'] as number) : spec.autoCloseMs;
      if (autoClose) timers.set(modal.id, setTimeout(() => stack.close({ id: modal.id }), autoClose));
      return modal;
    },
    close(target = {}) {
      if (target.id) set(modals.filter((m) => m.id !== target.id));
      else if (target.kind) set(modals.filter((m) => m.kind !== target.kind));
      else set(modals.slice(0, -1));
    },
    list: () => modals,
    top: () => modals[modals.length - 1],
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    dispose() {
      set([]);
      listeners.clear();
    },
  };
  return stack;
}
