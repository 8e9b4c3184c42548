/** @arena/blog: blog. The entry exports only lifecycles. */
import { createArenaApp } from '@arena/ui-kit';
import { BlogApp } from './app.tsx';

export const { bootstrap, mount, unmount } = createArenaApp({ name: '@arena/blog', Root: BlogApp });
