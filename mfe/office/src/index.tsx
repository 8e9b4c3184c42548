/** @arena/office: the player's personal account area. The entry exports only lifecycles and its server render. */
import { createArenaApp } from '@arena/ui-kit';
import { OfficeApp } from './app.tsx';

export const { bootstrap, mount, unmount, serverRender } = createArenaApp({ name: '@arena/office', Root: OfficeApp });
