/**
 * React DOM's client API with hydration as a transition (issue 26). `hydrateRoot` called plainly hydrates
 * the whole server-rendered tree in one task: on a mid-range phone that task is hundreds of milliseconds
 * of blocked main thread (Lighthouse's total blocking time). Started inside `startTransition`, React
 * hydrates in slices and yields between them. Nothing is lost meanwhile: an input on markup not yet
 * hydrated makes React hydrate that root at once and then handle the input.
 *
 * single-spa-react calls `ReactDOMClient[renderType](container, element)`, so the app and the shell hand
 * it this object instead of `react-dom/client`.
 */
import { startTransition } from 'react';
import * as ReactDOMClient from 'react-dom/client';

type ClientApi = typeof ReactDOMClient;

export const transitionHydration: ClientApi = {
  ...ReactDOMClient,
  hydrateRoot(container, initialChildren, options) {
    let root: ReturnType<ClientApi['hydrateRoot']> | undefined;
    startTransition(() => {
      root = ReactDOMClient.hydrateRoot(container, initialChildren, options);
    });
    return root!;
  },
};
