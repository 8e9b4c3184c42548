/** @arena/news: news. The entry exports only lifecycles. */
import { createArenaApp } from '@arena/ui-kit';
import { NewsApp } from './app.tsx';

export const { bootstrap, mount, unmount } = createArenaApp({ name: '@arena/news', Root: NewsApp });
