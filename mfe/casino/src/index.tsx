/** @arena/casino: casino and games. The entry exports only lifecycles. */
import { createArenaApp } from '@arena/ui-kit';
import { CasinoApp } from './app.tsx';

export const { bootstrap, mount, unmount } = createArenaApp({ name: '@arena/casino', Root: CasinoApp });
