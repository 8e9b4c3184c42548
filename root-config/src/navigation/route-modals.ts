/**
 * Opens the modals a guarded decision asks for (forgot-password on home, the login block) through the
 * shell's modal service. The shell connects that service in its boot effect, which can run after the
 * root config's first routing, and it publishes the session outcome right after: so a modal waits for
 * the session to be known (`session` leaves 'unknown'), which also settles "guest or player" for real
 * (spec §6: these modals are for visitors). A modal asked for a URL the player has left is dropped.
 */
import type { ArenaBus } from '@arena/event-bus';
import type { RouteModal } from './router.ts';

export type RouteModalBus = Pick<ArenaBus, 'getState' | 'watchState' | 'emit'>;

export function createRouteModalOpener(bus: RouteModalBus, currentPath: () => string): (kind: RouteModal) => void {
  return (kind) => {
    const askedOn = currentPath();
    const open = () => {
      if (currentPath() === askedOn && bus.getState('user') === null) bus.emit('modal:open', { kind });
    };
    if (bus.getState('session') !== 'unknown') {
      open();
      return;
    }
    let off: (() => void) | null = null;
    let done = false;
    off = bus.watchState('session', (session) => {
      if (done || session === 'unknown') return;
      done = true;
      // watchState replays at once: `off` may not be assigned yet on that first call.
      queueMicrotask(() => off?.());
      open();
    });
  };
}
