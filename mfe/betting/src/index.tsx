/** @arena/betting: line, live and game pages. The entry exports only lifecycles and its server render. */
import { createArenaApp } from '@arena/ui-kit';
import { BettingApp } from './app.tsx';

export const { bootstrap, mount, unmount, serverRender } = createArenaApp({ name: '@arena/betting', Root: BettingApp });
