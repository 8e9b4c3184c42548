/**
 * A page for the early-click step's tests (early-clicks.js, issue 26): a fresh document with the script run
 * on it, and the player's clicks and typing as the browser delivers them. Timers are fake in most of these
 * tests, and `drain` runs them out, so "exactly once" is what happened once nothing is left to run.
 */
import { expect, inject, vi } from 'vitest';

// The file as the host serves it (minified, scripts/testing/unit-global-setup.ts), not its source.
const SCRIPT = inject('shippedLoaderSteps')['early-clicks.js']!;
export const MARK = 'data-arena-ssr';

/** A page with the script loaded `copies` times; `clicks` lists the test id (or text) of every button click the page's code saw. */
export function page(markup: string, copies = 1) {
  // A frame of its own: a document with a window, so fields take the focus, and each test's script is alone in it.
  const frame = document.createElement('iframe');
  document.body.replaceChildren(frame);
  const win = frame.contentWindow! as Window & typeof globalThis;
  const doc = win.document;
  doc.body.innerHTML = markup;
  // Before the script's own listener: the browser's trust comes with the event.
  doc.addEventListener('click', markTrusted, true);
  const run = new Function('window', 'document', 'MutationObserver', 'Event', 'setTimeout', SCRIPT) as (...args: unknown[]) => void;
  for (let i = 0; i < copies; i += 1) run(win, doc, win.MutationObserver, win.Event, setTimeout);
  const clicks: string[] = [];
  // Where React listens: on the root container, under the document.
  doc.body.addEventListener('click', (event) => {
    const button = (event.target as Element).closest('button');
    if (button) clicks.push(button.dataset.testid ?? button.textContent ?? '');
  });
  return { doc, win, clicks, find: <T extends HTMLElement = HTMLElement>(selector: string) => doc.querySelector<T>(selector)! };
}

/** Clicks made as the player's (trusted): dispatchEvent marks every event untrusted, so they are marked on arrival. */
const playerClicks = new WeakSet<Event>();

function markTrusted(event: Event): void {
  if (!playerClicks.has(event)) return;
  const impl = Object.getOwnPropertySymbols(event).map((symbol) => (event as unknown as Record<symbol, unknown>)[symbol]).find((value): value is { isTrusted: boolean } => typeof value === 'object' && value !== null && 'isTrusted' in value);
  impl!.isTrusted = true;
}

export function playerClick(element: Element): void {
  const event = new (element.ownerDocument.defaultView ?? window).MouseEvent('click', { bubbles: true, cancelable: true, composed: true });
  playerClicks.add(event);
  element.dispatchEvent(event);
}

/** Text typed into a field: the browser sets the value underneath any `value` property a library put on the field. */
export function playerTypes(field: HTMLInputElement | HTMLTextAreaElement, text: string): void {
  field.focus();
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field) as object, 'value')!.set!.call(field, text);
  field.dispatchEvent(new (field.ownerDocument.defaultView ?? window).Event('input', { bubbles: true }));
}

/** An option picked in a select: the browser selects it, then reports an input and a change. */
export function playerPicks(select: HTMLSelectElement, value: string): void {
  select.value = value;
  const { Event } = select.ownerDocument.defaultView ?? window;
  select.dispatchEvent(new Event('input', { bubbles: true }));
  select.dispatchEvent(new Event('change', { bubbles: true }));
}

/** Runs every pending observer callback and timer, until nothing is left. */
export async function drain(): Promise<void> {
  await vi.runAllTimersAsync();
  expect(vi.getTimerCount()).toBe(0);
}
