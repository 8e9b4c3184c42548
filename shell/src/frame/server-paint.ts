/**
 * The frame over a server render (issue 26). The host renders the whole page; the frame then hydrates
 * and the area app's markup sits in the app slot, which React owns only as one string of HTML: the
 * same string on the server (the app's render) and while hydrating (what the page holds), so React
 * neither compares nor replaces the app's markup, and the app hydrates it itself.
 */
import { createContext, useContext, useState } from 'react';

/** The root element's mark of server markup waiting for the frame to hydrate it. */
const FRAME_PAINT_ATTRIBUTE = 'data-arena-ssr';
export const FRAME_ROOT_ID = 'arena-root';
export const APP_SLOT_ID = 'arena-app-slot';

/** Server side: the app's markup for the slot. Absent in the browser. */
export const SlotHtmlContext = createContext<string | null>(null);

/** Whether the frame root holds server markup; true once (the first mount hydrates, later mounts render). */
export function takeFramePaint(): boolean {
  const root = typeof document === 'undefined' ? null : document.getElementById(FRAME_ROOT_ID);
  if (!root?.hasAttribute(FRAME_PAINT_ATTRIBUTE)) return false;
  root.removeAttribute(FRAME_PAINT_ATTRIBUTE);
  return true;
}

/** The slot's markup: the app's server render on the server, what the page holds when hydrating, else none. */
export function useSlotHtml(): string {
  const server = useContext(SlotHtmlContext);
  const [html] = useState(() => server ?? (typeof document === 'undefined' ? '' : (document.getElementById(APP_SLOT_ID)?.innerHTML ?? '')));
  return html;
}
