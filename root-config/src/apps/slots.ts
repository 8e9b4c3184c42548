/**
 * Where apps render: the shell renders an empty slot element that React never touches, and each app
 * gets its own container inside it, created on first mount.
 */
export const APP_SLOT_ID = 'arena-app-slot';

export function containerFor(app: string): HTMLElement {
  const id = `arena-app:${app}`;
  const existing = document.getElementById(id);
  if (existing) return existing;
  const slot = document.getElementById(APP_SLOT_ID);
  if (!slot) throw new Error(`#${APP_SLOT_ID} is missing: the shell must be mounted before any app`);
  const container = document.createElement('div');
  container.id = id;
  container.dataset.app = app;
  slot.appendChild(container);
  return container;
}
