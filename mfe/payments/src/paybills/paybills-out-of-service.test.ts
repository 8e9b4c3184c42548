/** Issue 17 item 12: the paybills page opens `paybills-out-of-service` while the operator marks paybills as down. */
import { describe, expect, it } from 'vitest';
import { createEventBus, INITIAL_STATE, type ArenaEvents, type ArenaState, type ModalOpenPayload, type SessionKnowledge } from '@arena/event-bus';
import type { SiteConfigGroups } from '@arena/domain';
import { watchPaybillsService } from './paybills-out-of-service.ts';

function setup(initial: SiteConfigGroups | null, session: SessionKnowledge = 'visitor') {
  const bus = createEventBus<ArenaEvents, ArenaState>(INITIAL_STATE);
  bus.setState('session', session);
  let config = initial;
  const listeners = new Set<(c: SiteConfigGroups | null) => void>();
  const opened: ModalOpenPayload[] = [];
  bus.subscribe('modal:open', (p) => void opened.push(p));
  const off = watchPaybillsService({
    bus,
    config: { current: () => config, onChange: (l) => (listeners.add(l), () => void listeners.delete(l)) },
  });
  const install = (next: SiteConfigGroups | null) => {
    config = next;
    for (const l of listeners) l(next);
  };
  return { bus, opened, off, install };
}

const flags = (on: boolean | undefined) => ({ features: { flags: on === undefined ? {} : { paybillsOutOfService: on } } }) as unknown as SiteConfigGroups;

describe('paybills out of service', () => {
  it('flag on: the modal opens once', () => {
    const { opened, install } = setup(flags(true));
    expect(opened).toEqual([{ kind: 'paybills-out-of-service' }]);
    install(flags(true));
    expect(opened).toHaveLength(1);
  });

  it('flag off or absent (the default): nothing opens', () => {
    expect(setup(flags(false)).opened).toEqual([]);
    expect(setup(flags(undefined)).opened).toEqual([]);
    expect(setup(null).opened).toEqual([]);
  });

  it('waits for the shell (session known) and for the config, then opens', () => {
    const { bus, opened, install } = setup(null, 'unknown');
    install(flags(true));
    expect(opened).toEqual([]);
    bus.setState('session', 'visitor');
    expect(opened).toEqual([{ kind: 'paybills-out-of-service' }]);
  });

  it('the operator turning the flag on while the page is open tells the player; leaving the page stops it', () => {
    const first = setup(flags(false));
    first.install(flags(true));
    expect(first.opened).toHaveLength(1);
    const second = setup(flags(false));
    second.off();
    second.install(flags(true));
    expect(second.opened).toEqual([]);
  });
});
