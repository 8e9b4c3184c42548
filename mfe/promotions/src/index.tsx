/** @arena/promotions: promotions and bonuses. The entry exports only lifecycles. */
import { createArenaApp } from '@arena/ui-kit';
import { PromotionsApp } from './app.tsx';

export const { bootstrap, mount, unmount } = createArenaApp({ name: '@arena/promotions', Root: PromotionsApp });
