/**
 * A piece of a server-rendered page that hydrates on its own (issue 26, total blocking time).
 *
 * Even as a transition, a root hydrates its whole tree in one render and commits it in one synchronous
 * task: on a long page (the line's championships) that commit and its effects are hundreds of
 * milliseconds on a phone. A Suspense boundary that arrives dehydrated is left aside by the root's pass
 * and hydrated later in its own low-priority render and commit, so the work splits into tasks the size of
 * one chunk. And a chunk below the fold waits until it comes near the viewport (viewport-gate.ts): the
 * page's load does not pay for markup nobody sees yet; meanwhile its server markup stays as it is.
 *
 * Nothing is lost meanwhile: a click on a chunk not yet hydrated makes React hydrate it at once and
 * replay the click; new content for it (a live update) makes React hydrate it first, then update it. Only hydration waits: the server and a render from scratch draw the children at once,
 * so server and browser output are the same markup. The marker is an empty `<template>` (never displayed,
 * allowed in any parent, lists included) that locates the chunk's server markup for the observer.
 */
import { createContext, memo, Suspense, use, useContext, useState, type ReactNode } from 'react';
import { useHydrated } from '../hooks/use-hydrated.ts';
import { sameContent } from './same-content.ts';
import { createViewportGate, interactingNow, type ViewportGate } from './viewport-gate.ts';

/**
 * True under a root the browser hydrates through `transitionHydration`: only there may a chunk wait. The
 * server render (and a test's renderToString, even with a DOM around) draws every chunk at once.
 */
export const ViewportHydrationContext = createContext(false);

/**
 * Memoised on its content (same-content.ts): a parent that re-renders and draws the same children again
 * (a header reading the dictionaries, a bus value) does not touch the chunk. Re-rendered, even with
 * the same markup, a chunk still waiting would have to hydrate at once (see below), and every chunk on the
 * page did so at once in one long task after the boot's first dictionary or bus update.
 */
export const HydrationChunk = memo(function HydrationChunk({ children }: { children: ReactNode }) {
  const [gate] = useState(createViewportGate);
  // New content for a chunk still waiting (a live update of its prices): React first hydrates the server
  // markup with the content it was drawn with, at a raised priority, then applies the update to those
  // nodes. A chunk that waited through that hydration would instead be deleted and drawn again from
  // scratch: new nodes (a later paint, a new LCP candidate) and more work than hydrating it. So it stops
  // waiting. Opening is one-way, so doing it during this render is safe even if React discards the render.
  // The memo below lets only new content re-render the chunk, so any children but the first ones are new.
  const [drawnWith] = useState(children);
  if (children !== drawnWith) gate.openNow();
  return (
    <>
      <template data-hydration-chunk="" ref={gate.watch} />
      <Suspense fallback={null}>
        <WhenNearViewport gate={gate}>{children}</WhenNearViewport>
      </Suspense>
    </>
  );
}, (before, after) => sameContent(before.children, after.children));

/** A promise React reads as already settled, for the renders that need not wait (see below). */
const READY = Object.assign(Promise.resolve(), { status: 'fulfilled', value: undefined });

function WhenNearViewport({ gate, children }: { gate: ViewportGate; children: ReactNode }) {
  // Waits only while hydrating; after it, `children` is the same element, so its re-render stops here.
  const hydrated = useHydrated();
  const mayWait = useContext(ViewportHydrationContext);
  const waits = mayWait && !hydrated && !gate.open() && !interactingNow();
  // `use` on every render, settled or not: React requires a render that suspended to call it again in
  // each later render of the same component.
  use(waits ? gate.opened : READY);
  return children;
}
