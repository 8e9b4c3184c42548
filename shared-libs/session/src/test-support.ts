/** Shared set-up for this package's tests: a real HTTP client over a fake fetch, a recording logger. */
import { vi } from 'vitest';
import { createEventBus, INITIAL_STATE, type ArenaEvents, type ArenaState } from '@arena/event-bus';
import { createFakeFetch, createHttpClient } from '@arena/http';
import { createLogger } from '@arena/utils';

export function harness() {
  const fetch = createFakeFetch();
  const http = createHttpClient({ fetch, getLanguage: () => 'ru' });
  const sink = { debug: vi.fn(), info: vi.fn(), warn: vi.fn(), error: vi.fn() };
  const logger = createLogger('test', sink);
  const bus = createEventBus<ArenaEvents, ArenaState>(INITIAL_STATE);
  /** The messages (second argument after the scope prefix) logged at a level. */
  const logged = (level: keyof typeof sink): unknown[] => sink[level].mock.calls.map((c) => c[1]);
  return { fetch, http, logger, sink, bus, logged };
}

/** Unix seconds `s` from the fake clock's now. */
export const inSeconds = (s: number): number => Math.floor(Date.now() / 1000) + s;
