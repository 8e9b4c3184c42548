/** @arena/results: results and statistics. The entry exports only lifecycles. */
import { createArenaApp } from '@arena/ui-kit';
import { ResultsApp } from './app.tsx';

export const { bootstrap, mount, unmount } = createArenaApp({ name: '@arena/results', Root: ResultsApp });
