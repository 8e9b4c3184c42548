/**
 * The modal entry points (single-spa parcels) the shell mounts for kinds 'login', 'registration' and
 * 'forgot-password' (shell/src/modals/remote-parcel-content.tsx). Each parcel receives `close()` and the
 * `modal:open` props as `modalProps`.
 */
import React, { type ComponentType } from 'react';
import * as ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import type { ParcelConfigObject } from 'single-spa';
import { bus } from '@arena/event-bus';
import { AppErrorFallback } from '@arena/ui-kit';
import { AuthRoot, installAuthPlatform } from './platform/auth-root.tsx';
import { LoginModal, RegistrationModal, ForgotPasswordModal, type ModalParcelProps } from './modal-contents.tsx';

function parcelOf(kind: string, Content: ComponentType<ModalParcelProps>): ParcelConfigObject {
  const lifecycles = singleSpaReact({
    React,
    ReactDOMClient,
    rootComponent: (props: ModalParcelProps) => (
      <AuthRoot>
        <Content {...props} />
      </AuthRoot>
    ),
    errorBoundary: (error: Error) => <AppErrorFallback app={`@arena/auth:${kind}`} error={error} />,
  });
  return {
    name: `@arena/auth:${kind}`,
    bootstrap: lifecycles.bootstrap,
    mount: async (props) => {
      installAuthPlatform(import.meta.url);
      await lifecycles.mount(props);
      // The shell's one-tap prompt opens the login modal with its provider: this module (and its one-tap
      // listener) is only on the page once that modal mounts, so the hand-over starts here.
      const provider = (props as { modalProps?: { oneTapProvider?: unknown } }).modalProps?.oneTapProvider;
      if (kind === 'login' && typeof provider === 'string') bus.emit('auth:one-tap-requested', { provider });
    },
    unmount: lifecycles.unmount,
  } as ParcelConfigObject;
}

export const modalParcels: Readonly<Record<'login' | 'registration' | 'forgot-password', ParcelConfigObject>> = {
  'login': parcelOf('login', LoginModal),
  'registration': parcelOf('registration', RegistrationModal),
  'forgot-password': parcelOf('forgot-password', ForgotPasswordModal),
};
