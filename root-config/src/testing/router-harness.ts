/** A router under test: its navigation context from `ctx`, its modal openings recorded (test-only). */
import { vi } from 'vitest';
import type { NavigationContext } from '../guards/context.ts';
import { createRouter } from '../navigation/router.ts';

export function routerOn(ctx: () => NavigationContext) {
  const openModal = vi.fn();
  let changed: () => void = () => {};
  const router = createRouter({
    source: { snapshot: (currentUrl) => ({ ...ctx(), currentUrl }), onChange: (listener) => ((changed = listener), () => {}) },
    publish: () => {},
    replace: () => {},
    currentPath: () => '',
    reroute: () => {},
    openModal,
  });
  const visit = (path: string) => router.beforeRouting({ newUrl: `http://localhost${path}` });
  return { openModal, visit, change: () => changed() };
}
