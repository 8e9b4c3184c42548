/**
 * The frame over a server render (issue 26). The host renders the whole page; the frame then hydrates
 * and the area app's markup sits in the app slot, which React owns only as one string of HTML: the
 * same string on the server (the app's render) and while hydrating (what the page holds), so React
 * neither compares nor replaces the app's markup, and the app hydrates it itself.
 */
import { createContext, useContext, useEffect, useState } from 'react';

/** The root element's mark of server markup waiting for the frame to hydrate it. */
const FRAME_PAINT_ATTRIBUTE = 'data-arena-ssr';
export const FRAME_ROOT_ID = 'arena-root';
export const APP_SLOT_ID = 'arena-app-slot';

/** Server side: the app's markup for the slot. Absent in the browser. */
export const SlotHtmlContext = createContext<string | null>(null);

let framePaintTaken = false;

/** Whether the frame root holds server markup; true once (the first mount hydrates, later mounts render). */
export function takeFramePaint(): boolean {
  const root = typeof document === 'undefined' ? null : document.getElementById(FRAME_ROOT_ID);
  if (framePaintTaken || !root?.hasAttribute(FRAME_PAINT_ATTRIBUTE)) return false;
  framePaintTaken = true;
  return true;
}

/**
 * Takes the mark off the frame root once the frame has committed and its page services run (the coupon
 * listens to `coupon:add`): until then the page's early-click step holds clicks on the markup and replays
 * them after (early-clicks.js). Taken off before hydrating, a held price was replayed into a page whose
 * coupon did not listen yet, or onto markup React had not hydrated. Call it after the page services.
 */
export function useFramePaintRelease(): void {
  useEffect(() => {
    document.getElementById(FRAME_ROOT_ID)?.removeAttribute(FRAME_PAINT_ATTRIBUTE);
  }, []);
}

/** The slot's markup: the app's server render on the server, what the page holds when hydrating, else none. */
export function useSlotHtml(): string {
  const server = useContext(SlotHtmlContext);
  const [html] = useState(() => server ?? (typeof document === 'undefined' ? '' : (document.getElementById(APP_SLOT_ID)?.innerHTML ?? '')));
  return html;
}
