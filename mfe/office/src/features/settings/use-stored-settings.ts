/**
 * The player's stored display settings (office/settings) are applied once per signed-in player while the
 * office is open: another device's choice follows the player. A failure leaves the current settings.
 */
import { useEffect } from 'react';
import { bus } from '@arena/event-bus';
import { useBusState } from '@arena/ui-kit';
import { officeApi } from '../../platform/office-api.ts';
import { differs } from './settings-rules.ts';

const appliedFor = new Set<number>();

export function useStoredSettings(): void {
  const user = useBusState('user');
  useEffect(() => {
    if (!user || user.banLevel > 0 || appliedFor.has(user.userId)) return;
    let alive = true;
    officeApi.settings().then(
      (stored) => {
        if (!alive) return;
        appliedFor.add(user.userId);
        const current = bus.getState('settings');
        if (stored && differs(current, { ...current, ...stored })) bus.setState('settings', { ...current, ...stored });
      },
      () => undefined,
    );
    return () => {
      alive = false;
    };
  }, [user]);
}
