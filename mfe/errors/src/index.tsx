/** @arena/errors: 404/500 pages and the block pages. The entry exports only lifecycles and its server render. */
import { createArenaApp } from '@arena/ui-kit';
import { ErrorsApp } from './app.tsx';

export const { bootstrap, mount, unmount, serverRender } = createArenaApp({ name: '@arena/errors', Root: ErrorsApp });
