/** @arena/cyber: cyber sports. The entry exports only lifecycles. */
import { createArenaApp } from '@arena/ui-kit';
import { CyberApp } from './app.tsx';

export const { bootstrap, mount, unmount } = createArenaApp({ name: '@arena/cyber', Root: CyberApp });
