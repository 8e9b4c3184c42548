/** @arena/alphabet: betting alphabet. The entry exports only lifecycles and its server render. */
import { createArenaApp } from '@arena/ui-kit';
import { AlphabetApp } from './app.tsx';

export const { bootstrap, mount, unmount, serverRender } = createArenaApp({ name: '@arena/alphabet', Root: AlphabetApp });
