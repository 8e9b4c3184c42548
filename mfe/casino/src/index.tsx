/** @arena/casino: casino and games. The entry exports only lifecycles and its server render. */
import { createArenaApp } from '@arena/ui-kit';
import { CasinoApp } from './app.tsx';

export const { bootstrap, mount, unmount, serverRender } = createArenaApp({ name: '@arena/casino', Root: CasinoApp });
