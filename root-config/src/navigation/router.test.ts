import { describe, expect, it, vi } from 'vitest';
import { context, PLAYER } from '../testing/navigation-fixtures.ts';
import type { NavigationContext } from '../guards/context.ts';
import { createRouter } from './router.ts';

function setup(ctx: Partial<NavigationContext> = {}, currentPath = () => '') {
  const publish = vi.fn();
  const replace = vi.fn();
  const reroute = vi.fn();
  let changed: () => void = () => {};
  const snapshot = vi.fn((currentUrl: string | null) => context({ ...ctx, currentUrl }));
  const router = createRouter({
    source: { snapshot, onChange: (l) => ((changed = l), () => {}) },
    publish,
    replace,
    currentPath,
    reroute,
    lookup: async () => null,
  });
  return { router, publish, replace, reroute, snapshot, change: () => changed() };
}
const loc = (path: string) => ({ href: `http://localhost${path}` });

describe('router glue', () => {
  it('activity: an allowed route mounts its app; 404 and 500 mount the errors app; redirects mount nothing', () => {
    const { router } = setup();
    expect(router.ownerOf(loc('/ru/line'))).toBe('@arena/betting');
    expect(router.ownerOf(loc('/ru/nowhere'))).toBe('@arena/errors');
    expect(router.ownerOf(loc('/ru/office'))).toBeNull();
  });

  it('publishes the matched route with params and layout on each routing event', () => {
    const { router, publish } = setup();
    router.beforeRouting({ newUrl: 'http://localhost/ru/print-coupon/77' });
    expect(publish).toHaveBeenCalledWith({ id: 'print-coupon', params: { lng: 'ru', couponId: '77', title: 'Print coupon' }, layout: 'empty' });
  });

  it('a 404 publishes the error page texts', () => {
    const { router, publish } = setup();
    router.beforeRouting({ newUrl: 'http://localhost/en/nowhere' });
    expect(publish).toHaveBeenCalledWith(
      expect.objectContaining({ id: 'error-404', params: expect.objectContaining({ status: '404', message: 'This page could not be found' }) }),
    );
  });

  it('a redirect replaces the history entry', async () => {
    const { router, replace } = setup({}, () => '/ru/office');
    router.beforeRouting({ newUrl: 'http://localhost/ru/office' });
    await Promise.resolve();
    expect(replace).toHaveBeenCalledWith('/ru/office/account');
  });

  it('a redirect decided for a URL the browser has already left is dropped (logout going home)', async () => {
    let current = '/ru/office';
    const { router, replace } = setup({}, () => current);
    router.beforeRouting({ newUrl: 'http://localhost/ru/office' });
    current = '/ru/';
    await Promise.resolve();
    expect(replace).not.toHaveBeenCalled();
  });

  it('navigation blocked cancels leaving the settled page', () => {
    const { router } = setup({ navigationBlocked: true });
    router.beforeRouting({ newUrl: 'http://localhost/ru/line' });
    const cancelNavigation = vi.fn();
    router.beforeRouting({ newUrl: 'http://localhost/ru/live', cancelNavigation });
    expect(cancelNavigation).toHaveBeenCalled();
  });

  it('a context change (login) decides the current URL again', () => {
    let user: NavigationContext['user'] = null;
    const publish = vi.fn();
    let changed = () => {};
    const router = createRouter({
      source: { snapshot: (currentUrl) => context({ user, currentUrl }), onChange: (l) => ((changed = l), () => {}) },
      publish,
      replace: vi.fn(),
      currentPath: () => '/ru/my-casino',
      reroute: vi.fn(),
    });
    expect(router.ownerOf(loc('/ru/my-casino'))).toBeNull();
    user = PLAYER;
    changed();
    expect(router.ownerOf(loc('/ru/my-casino'))).toBe('@arena/casino');
  });

  it('an unknown legacy promotion path ends as a 404 after the redirects service answers nothing', async () => {
    const { router, reroute } = setup({}, () => '/ru/actions/old');
    router.beforeRouting({ newUrl: 'http://localhost/ru/actions/old' });
    await new Promise((r) => setTimeout(r, 0));
    expect(reroute).toHaveBeenCalled();
    expect(router.ownerOf(loc('/ru/actions/old'))).toBe('@arena/errors');
  });
});
