/**
 * When a server-rendered chunk may hydrate (issue 26, total blocking time): once its markup comes near the
 * viewport. Below the fold a chunk's hydration is work the page's load does not need; it runs when the
 * reader scrolls towards it, or at once when they interact with it (see `interactingNow`).
 */

/** How far outside the viewport a chunk starts hydrating: a screen's scroll ahead of the reader. */
const NEAR_VIEWPORT = '400px 0px';

export type ViewportGate = {
  /** True once the chunk may hydrate. */
  readonly open: () => boolean;
  /** Opens the gate now, whatever the viewport (the chunk's content changed). */
  readonly openNow: () => void;
  /** Settles when the gate opens: what the chunk's hydration waits for. */
  readonly opened: Promise<void>;
  /**
   * Ref of the marker element just before the chunk's Suspense boundary: watches the boundary's server
   * markup (the elements between React's `<!--$-->` and `<!--/$-->` comments) and opens when it is near
   * the viewport. With no server markup there (a render from scratch) or no IntersectionObserver, opens.
   */
  readonly watch: (marker: Element | null) => (() => void) | undefined;
};

export function createViewportGate(): ViewportGate {
  let open = false;
  let release: () => void = () => undefined;
  const opened = new Promise<void>((resolve) => {
    release = resolve;
  });
  const openNow = () => {
    open = true;
    release();
  };
  return {
    open: () => open,
    openNow,
    opened,
    watch(marker) {
      if (!marker || open) return undefined;
      const elements = dehydratedElementsAfter(marker);
      if (elements.length === 0 || typeof IntersectionObserver === 'undefined') {
        openNow();
        return undefined;
      }
      const observer = new IntersectionObserver(
        (entries) => {
          if (!entries.some((entry) => entry.isIntersecting)) return;
          observer.disconnect();
          openNow();
        },
        { rootMargin: NEAR_VIEWPORT },
      );
      for (const element of elements) observer.observe(element);
      return () => observer.disconnect();
    },
  };
}

/** The elements of a still dehydrated Suspense boundary that starts right after `marker`; none if none. */
function dehydratedElementsAfter(marker: Element): Element[] {
  const start = marker.nextSibling;
  if (!isComment(start) || !start.data.startsWith('$')) return [];
  const elements: Element[] = [];
  let depth = 0;
  for (let node = start.nextSibling; node; node = node.nextSibling) {
    if (isComment(node)) {
      if (node.data.startsWith('$')) depth += 1;
      else if (node.data === '/$') {
        if (depth === 0) return elements;
        depth -= 1;
      }
    } else if (depth === 0 && node.nodeType === Node.ELEMENT_NODE) elements.push(node as Element);
  }
  return elements;
}

function isComment(node: Node | null): node is Comment {
  return node?.nodeType === Node.COMMENT_NODE;
}

/** User input React handles at discrete priority: it hydrates the chunk under it at once to deliver it. */
const INPUT_EVENTS = new Set([
  'click', 'auxclick', 'contextmenu', 'dblclick', 'mousedown', 'mouseup', 'pointerdown', 'pointerup',
  'touchstart', 'touchend', 'keydown', 'keyup', 'keypress', 'focusin', 'focusout', 'input', 'change',
  'submit', 'beforeinput', 'compositionstart', 'compositionend',
]);

/**
 * Whether React is rendering inside the dispatch of a user input: the only way React hydrates a chunk
 * still waiting for the viewport in the middle of an event is to deliver that input to it (a click on a
 * price before it scrolled near, or one early-clicks.js replays), so the chunk must not wait then, or
 * React would drop the input. `window.event` is what React itself reads for an update's priority.
 */
export function interactingNow(): boolean {
  if (typeof window === 'undefined') return false;
  const event = window.event;
  return event !== undefined && INPUT_EVENTS.has(event.type);
}
