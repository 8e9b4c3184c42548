/** @arena/blog: blog. The entry exports only lifecycles and its server render. */
import { createArenaApp } from '@arena/ui-kit';
import { BlogApp } from './app.tsx';

export const { bootstrap, mount, unmount, serverRender } = createArenaApp({ name: '@arena/blog', Root: BlogApp });
