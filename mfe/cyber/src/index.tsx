/** @arena/cyber: cyber sports. The entry exports only lifecycles and its server render. */
import { createArenaApp } from '@arena/ui-kit';
import { CyberApp } from './app.tsx';

export const { bootstrap, mount, unmount, serverRender } = createArenaApp({ name: '@arena/cyber', Root: CyberApp });
