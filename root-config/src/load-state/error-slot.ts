/**
 * The error slot of spec §8: shown in an app's container after its last load retry, with a
 * 'page refresh' button. Plain DOM, because the root config has no React.
 */
import { builtInFailureTexts } from '@arena/i18n';
import { SERVER_PAINT_MARK } from '../platform/server-paint.ts';

const SLOT_CLASS = 'arena-app-error-slot';

/**
 * The slot's texts are the built-in failure texts in the page's language (an app that failed to load may
 * have taken its dictionary with it; the spec's 'page refresh' is the key of the button's text).
 */
export function showErrorSlot(container: HTMLElement, reload: () => void, language = 'ru'): void {
  // Server markup of an app that cannot load will never hydrate: it stays as plain content, no longer
  // waiting (the page's early-click step holds clicks only inside markup that is).
  container.removeAttribute(SERVER_PAINT_MARK);
  const existing = container.querySelector<HTMLElement>(`.${SLOT_CLASS}`);
  if (existing) {
    existing.hidden = false;
    return;
  }
  const texts = builtInFailureTexts(language);
  const slot = document.createElement('div');
  slot.className = SLOT_CLASS;
  slot.dataset.testid = 'app-error-slot';
  slot.setAttribute('role', 'alert');
  const hint = document.createElement('p');
  hint.textContent = texts.main_dictionary_load_error_hint;
  const button = document.createElement('button');
  button.type = 'button';
  button.textContent = texts.page_refresh;
  button.addEventListener('click', reload);
  slot.append(hint, button);
  container.appendChild(slot);
}

export function clearErrorSlot(container: HTMLElement): void {
  container.querySelector(`.${SLOT_CLASS}`)?.remove();
}

/**
 * Only the page's own app shows its refresh slot: a slot of an app the player navigated away from is
 * hidden (not removed: an app broken by a chunk failure stays broken until a reload, so coming back to
 * it must show the slot again).
 */
export function syncErrorSlots(root: ParentNode, activeApp: string | null): void {
  for (const slot of root.querySelectorAll<HTMLElement>(`.${SLOT_CLASS}`)) {
    slot.hidden = slot.closest<HTMLElement>('[data-app]')?.dataset.app !== activeApp;
  }
}
