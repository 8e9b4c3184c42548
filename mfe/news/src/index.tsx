/** @arena/news: news. The entry exports only lifecycles and its server render. */
import { createArenaApp } from '@arena/ui-kit';
import { NewsApp } from './app.tsx';

export const { bootstrap, mount, unmount, serverRender } = createArenaApp({ name: '@arena/news', Root: NewsApp });
