/**
 * A piece of a server-rendered page that hydrates on its own (issue 26, total blocking time).
 *
 * Even as a transition, a root hydrates its whole tree in one render and commits it in one synchronous
 * task: on a long page (the line's championships) that commit and its effects are hundreds of
 * milliseconds on a phone. A Suspense boundary that arrives dehydrated is left aside by the root's pass
 * and hydrated later in its own low-priority render and commit, so the work splits into tasks the size of
 * one chunk. Nothing is lost meanwhile: a click on a chunk not yet hydrated makes React hydrate it at once
 * and replay the click. Nothing here ever suspends, so server and browser output are the same markup.
 */
import { Suspense, type ReactNode } from 'react';

export function HydrationChunk({ children }: { children: ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>;
}
