/**
 * Spec §2 "paybills out of service" modal, tied to the paybills page: when the operator marks the paybills
 * payment method as down (site config `features.flags.paybillsOutOfService`, off by default), a player
 * opening the page is told at once and offered the other deposit methods (the modal's own buttons).
 *
 * The modal goes through the shell's modal service (`modal:open`), which the shell connects in its boot;
 * the shell publishes the session outcome right after, so the page waits for `session` to leave 'unknown'
 * (the same rule as the root config's route modals) and for the config to be installed. Once per mount.
 */
import type { ArenaBus } from '@arena/event-bus';
import type { SiteConfigGroups } from '@arena/domain';

export const PAYBILLS_OUT_OF_SERVICE_FLAG = 'paybillsOutOfService';
export const PAYBILLS_OUT_OF_SERVICE_KIND = 'paybills-out-of-service';

export interface PaybillsServiceDeps {
  bus: Pick<ArenaBus, 'getState' | 'watchState' | 'emit'>;
  config: {
    current(): SiteConfigGroups | null;
    onChange(listener: (config: SiteConfigGroups | null) => void): () => void;
  };
}

export function isPaybillsOutOfService(config: SiteConfigGroups | null): boolean {
  return config?.features?.flags?.[PAYBILLS_OUT_OF_SERVICE_FLAG] === true;
}

/** Opens the modal when (and as soon as) paybills is out of service; returns the disconnect. */
export function watchPaybillsService({ bus, config }: PaybillsServiceDeps): () => void {
  let told = false;
  const check = () => {
    if (told || bus.getState('session') === 'unknown' || !isPaybillsOutOfService(config.current())) return;
    told = true;
    bus.emit('modal:open', { kind: PAYBILLS_OUT_OF_SERVICE_KIND });
  };
  const offSession = bus.watchState('session', check);
  const offConfig = config.onChange(check);
  return () => {
    offSession();
    offConfig();
  };
}
