/** @arena/info: information. The entry exports only lifecycles. */
import { createArenaApp } from '@arena/ui-kit';
import { InfoApp } from './app.tsx';

export const { bootstrap, mount, unmount } = createArenaApp({ name: '@arena/info', Root: InfoApp });
