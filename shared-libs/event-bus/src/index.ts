/** @arena/event-bus: the page's one typed event bus. */
import { createEventBus, createScope, type BusScope, type EventBus } from './bus.ts';
import { INITIAL_STATE, type ArenaEvents, type ArenaState } from './catalogue.ts';

export type ArenaBus = EventBus<ArenaEvents, ArenaState>;
export type ArenaBusScope = BusScope<ArenaEvents, ArenaState>;

/** The single bus of the page (one instance because this module is loaded once via the import map). */
export const bus: ArenaBus = createEventBus<ArenaEvents, ArenaState>(INITIAL_STATE);

/** A scope for one app: call `dispose()` in its unmount lifecycle. */
export function scopeFor(owner: string): ArenaBusScope {
  return createScope(bus, owner);
}

export { createEventBus, createScope, INITIAL_STATE };
export type { BusScope, EventBus, Unsubscribe } from './bus.ts';
export type {
  ActiveAccountSummary,
  ArenaEventName,
  ArenaEvents,
  ArenaState,
  ArenaStateKey,
  CouponSelection,
  DisplaySettings,
  HostedAppLoadState,
  ModalOpenPayload,
  NotifyPayload,
  SessionKnowledge,
  UserSummary,
} from './catalogue.ts';
