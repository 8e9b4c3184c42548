/** @arena/info: information pages, rules and the betting calculator. The entry exports only lifecycles; the pages are their own chunk. */
import { createArenaApp } from '@arena/ui-kit';

export const { bootstrap, mount, unmount, serverRender } = createArenaApp({ name: '@arena/info', loadRoot: () => import('./app.tsx').then((m) => m.InfoApp) });
