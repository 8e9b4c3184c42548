/**
 * The error slot of spec §8: shown in an app's container after its last load retry, with a
 * 'page refresh' button. Plain DOM, because the root config has no React.
 */
import { builtInFailureTexts } from '@arena/i18n';

const SLOT_CLASS = 'arena-app-error-slot';

/**
 * The slot's texts are the built-in failure texts in the page's language (an app that failed to load may
 * have taken its dictionary with it; the spec's 'page refresh' is the key of the button's text).
 */
export function showErrorSlot(container: HTMLElement, reload: () => void, language = 'ru'): void {
  if (container.querySelector(`.${SLOT_CLASS}`)) return;
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
