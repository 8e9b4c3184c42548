/**
 * The error slot of spec §8: shown in an app's container after its last load retry, with a
 * 'page refresh' button. Plain DOM, because the root config has no React.
 */
import { ERROR_TEXTS } from '../errors/error-texts.ts';

const SLOT_CLASS = 'arena-app-error-slot';

export function showErrorSlot(container: HTMLElement, reload: () => void): void {
  if (container.querySelector(`.${SLOT_CLASS}`)) return;
  const slot = document.createElement('div');
  slot.className = SLOT_CLASS;
  slot.dataset.testid = 'app-error-slot';
  const button = document.createElement('button');
  button.type = 'button';
  button.textContent = ERROR_TEXTS.pageRefresh;
  button.addEventListener('click', reload);
  slot.appendChild(button);
  container.appendChild(slot);
}

export function clearErrorSlot(container: HTMLElement): void {
  container.querySelector(`.${SLOT_CLASS}`)?.remove();
}
