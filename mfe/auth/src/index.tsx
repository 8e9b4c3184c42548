/** @arena/auth: registration and login. The entry exports only lifecycles. */
import { createArenaApp } from '@arena/ui-kit';
import { AuthApp } from './app.tsx';

export const { bootstrap, mount, unmount } = createArenaApp({ name: '@arena/auth', Root: AuthApp });
