/** @arena/promotions: promotions and bonuses. The entry exports only lifecycles and its server render. */
import { createArenaApp } from '@arena/ui-kit';
import { PromotionsApp } from './app.tsx';

export const { bootstrap, mount, unmount, serverRender } = createArenaApp({ name: '@arena/promotions', Root: PromotionsApp });
