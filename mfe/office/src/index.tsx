/** @arena/office: the player's personal account area. The entry exports only lifecycles. */
import { createArenaApp } from '@arena/ui-kit';
import { OfficeApp } from './app.tsx';

export const { bootstrap, mount, unmount } = createArenaApp({ name: '@arena/office', Root: OfficeApp });
