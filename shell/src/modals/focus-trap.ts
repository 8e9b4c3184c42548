/** Keyboard focus stays inside an open modal: Tab from the last element wraps to the first and back. */
const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

export function trapTab(container: HTMLElement, event: KeyboardEvent): void {
  if (event.key !== 'Tab') return;
  const items = [...container.querySelectorAll<HTMLElement>(FOCUSABLE)];
  const first = items[0];
  const last = items[items.length - 1];
  if (!first || !last) {
    event.preventDefault();
    container.focus();
    return;
  }
  const active = document.activeElement;
  if (event.shiftKey && (active === first || active === container)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && active === last) {
    event.preventDefault();
    first.focus();
  }
}

export function focusFirst(container: HTMLElement): void {
  (container.querySelector<HTMLElement>('[autofocus]') ?? container.querySelector<HTMLElement>(FOCUSABLE) ?? container).focus();
}

/** Locks page scroll while any modal is open, keeping the scrollbar gutter so the page does not jump. */
export function lockScroll(): () => void {
  const body = document.body;
  const previous = { overflow: body.style.overflow, paddingRight: body.style.paddingRight };
  const gutter = window.innerWidth - document.documentElement.clientWidth;
  body.style.overflow = 'hidden';
  if (gutter > 0) body.style.paddingRight = `${gutter}px`;
  return () => {
    body.style.overflow = previous.overflow;
    body.style.paddingRight = previous.paddingRight;
  };
}
