/**
 * React DOM's client API with hydration as a transition (issue 26). `hydrateRoot` called plainly hydrates
 * the whole server-rendered tree in one task: on a mid-range phone that task is hundreds of milliseconds
 * of blocked main thread (Lighthouse's total blocking time). Started inside `startTransition`, React
 * hydrates in slices and yields between them. Nothing is lost meanwhile: an input on markup not yet
 * hydrated makes React hydrate that root at once and then handle the input. Under this root, hydration
 * chunks below the fold wait for the viewport (hydration-chunk.tsx); the provider renders no markup and
 * adds no tree fork, so the server's markup and React's ids are unchanged.
 *
 * single-spa-react calls `ReactDOMClient[renderType](container, element)`, so the app and the shell hand
 * it this object instead of `react-dom/client`.
 */
import { startTransition, type ReactNode } from 'react';
import * as ReactDOMClient from 'react-dom/client';
import { ViewportHydrationContext } from './hydration-chunk.tsx';

type ClientApi = typeof ReactDOMClient;

const underViewportHydration = (children: ReactNode) => (
  <ViewportHydrationContext.Provider value>{children}</ViewportHydrationContext.Provider>
);

export const transitionHydration: ClientApi = {
  ...ReactDOMClient,
  hydrateRoot(container, initialChildren, options) {
    let root: ReturnType<ClientApi['hydrateRoot']> | undefined;
    startTransition(() => {
      root = ReactDOMClient.hydrateRoot(container, underViewportHydration(initialChildren), options);
    });
    // A later render (single-spa-react's update) keeps the same tree, or chunks still waiting would see
    // their context change and be drawn again from scratch.
    const render = root!.render.bind(root);
    root!.render = (children) => render(underViewportHydration(children));
    return root!;
  },
};
