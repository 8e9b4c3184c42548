/** @arena/payments: payments. The entry exports only lifecycles and its server render. */
import { createArenaApp } from '@arena/ui-kit';
import { PaymentsApp } from './app.tsx';

export const { bootstrap, mount, unmount, serverRender } = createArenaApp({ name: '@arena/payments', Root: PaymentsApp });
