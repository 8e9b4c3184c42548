/**
 * Spec §2 "banker" modal, tied to the slip's banker control (spec §4: a system coupon may fix bankers when
 * a lobby block exists). A banker changes how a system is settled, so the first banker a player marks
 * explains it once (remembered in the settings storage, per browser), and the "?" next to the control
 * explains it again on demand.
 */
import type { ArenaBus } from '@arena/event-bus';
import type { SettingsStorage } from '@arena/utils';

export const BANKER_EXPLAINED_KEY = 'coupon-banker-explained';

type Opener = Pick<ArenaBus, 'emit'>;

export function explainBanker(bus: Opener): void {
  bus.emit('modal:open', { kind: 'banker' });
}

/** Call after a banker was marked (not unmarked): opens the explanation the first time only. */
export function explainFirstBanker(bus: Opener, storage: Pick<SettingsStorage, 'get' | 'set'>): boolean {
  if (storage.get<boolean>(BANKER_EXPLAINED_KEY, false)) return false;
  storage.set(BANKER_EXPLAINED_KEY, true);
  explainBanker(bus);
  return true;
}
