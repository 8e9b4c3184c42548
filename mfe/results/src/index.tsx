/** @arena/results: results and statistics. The entry exports only lifecycles and its server render. */
import { createArenaApp } from '@arena/ui-kit';
import { ResultsApp } from './app.tsx';

export const { bootstrap, mount, unmount, serverRender } = createArenaApp({ name: '@arena/results', Root: ResultsApp });
