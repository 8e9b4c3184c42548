/**
 * Generic "remote parcel content" for the modal service: a modal kind whose content is a single-spa
 * parcel exported by another module (`modalParcels[kind]` of its import-map specifier). The module is
 * loaded only when the kind first opens. The parcel receives `close()` and the modal:open props as
 * `modalProps`, and is unmounted with the modal.
 *
 * Wiring (one call at shell boot): `registerRemoteParcelModals()` — the auth app's login, registration
 * and forgot-password modals; pass another map for other apps.
 */
import { useEffect, useRef } from 'react';
import { mountRootParcel, type Parcel, type ParcelConfig } from 'single-spa';
import type { ContentLoader } from './modal-registry.ts';
import { registerModalContent, type ModalContent, type ModalContentProps } from './modal-service.ts';

interface ParcelModule {
  modalParcels?: Record<string, ParcelConfig>;
}

export type ModuleImporter = (specifier: string) => Promise<ParcelModule>;

const systemImport: ModuleImporter = (specifier) =>
  (globalThis as unknown as { System: { import(s: string): Promise<ParcelModule> } }).System.import(specifier);

export const REMOTE_PARCEL_MODALS: Readonly<Record<string, readonly string[]>> = {
  '@arena/auth': ['login', 'registration', 'forgot-password'],
};

export function remoteParcelContent(specifier: string, kind: string, importModule: ModuleImporter = systemImport): ContentLoader<ModalContent> {
  return async () => {
    const config = (await importModule(specifier)).modalParcels?.[kind];
    if (!config) throw new Error(`${specifier} exports no modal parcel for "${kind}"`);
    return function RemoteParcelContent({ props, close }: ModalContentProps) {
      const host = useRef<HTMLDivElement>(null);
      const latestClose = useRef(close);
      latestClose.current = close;
      useEffect(() => {
        if (!host.current) return;
        const parcel: Parcel = mountRootParcel(config, { domElement: host.current, modalProps: props, close: () => latestClose.current() });
        return () => {
          // Unmount once mounted; a parcel still mounting is unmounted as soon as it finishes.
          void parcel.mountPromise.then(() => parcel.unmount()).catch(() => undefined);
        };
        // The parcel owns its own state; new props reopen the modal (a new id), not re-mount here.
        // eslint-disable-next-line react-hooks/exhaustive-deps
      }, []);
      return <div ref={host} className="arena-modal__parcel" data-parcel={`${specifier}:${kind}`} />;
    };
  };
}

/** Registers every kind of the map; returns one function removing them all. */
export function registerRemoteParcelModals(map: Readonly<Record<string, readonly string[]>> = REMOTE_PARCEL_MODALS, importModule?: ModuleImporter): () => void {
  const offs = Object.entries(map).flatMap(([specifier, kinds]) => kinds.map((kind) => registerModalContent(kind, remoteParcelContent(specifier, kind, importModule))));
  return () => {
    for (const off of offs) off();
  };
}
