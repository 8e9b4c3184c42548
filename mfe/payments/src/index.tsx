/** @arena/payments: payments. The entry exports only lifecycles. */
import { createArenaApp } from '@arena/ui-kit';
import { PaymentsApp } from './app.tsx';

export const { bootstrap, mount, unmount } = createArenaApp({ name: '@arena/payments', Root: PaymentsApp });
