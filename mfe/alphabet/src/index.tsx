/** @arena/alphabet: betting alphabet. The entry exports only lifecycles. */
import { createArenaApp } from '@arena/ui-kit';
import { AlphabetApp } from './app.tsx';

export const { bootstrap, mount, unmount } = createArenaApp({ name: '@arena/alphabet', Root: AlphabetApp });
