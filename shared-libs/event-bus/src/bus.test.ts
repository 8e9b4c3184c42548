import { describe, expect, it, vi } from 'vitest';
import { createEventBus, createScope } from './bus.ts';

interface E { ping: { n: number }; other: string }
interface S { user: string | null; count: number }

describe('event bus', () => {
  it('delivers a one-off event only to subscribers of that type', () => {
    const bus = createEventBus<E, S>({ user: null, count: 0 });
    const ping = vi.fn();
    const other = vi.fn();
    bus.subscribe('ping', ping);
    bus.subscribe('other', other);
    bus.emit('ping', { n: 1 });
    expect(ping).toHaveBeenCalledWith({ n: 1 });
    expect(other).not.toHaveBeenCalled();
  });

  it('one-off events are not replayed to late subscribers', () => {
    const bus = createEventBus<E, S>({ user: null, count: 0 });
    bus.emit('ping', { n: 1 });
    const late = vi.fn();
    bus.subscribe('ping', late);
    expect(late).not.toHaveBeenCalled();
  });

  it('state is replayed to late subscribers and only changes are emitted', () => {
    const bus = createEventBus<E, S>({ user: null, count: 0 });
    bus.setState('user', 'ann');
    const seen: Array<string | null> = [];
    bus.watchState('user', (u) => seen.push(u));
    bus.setState('user', 'ann');
    bus.setState('count', 2);
    bus.setState('user', null);
    expect(seen).toEqual(['ann', null]);
    expect(bus.getState('count')).toBe(2);
  });

  it('unsubscribe stops delivery', () => {
    const bus = createEventBus<E, S>({ user: null, count: 0 });
    const handler = vi.fn();
    const off = bus.subscribe('ping', handler);
    off();
    bus.emit('ping', { n: 1 });
    expect(handler).not.toHaveBeenCalled();
  });

  it('an app scope releases every subscription it made when disposed (app unmount)', () => {
    const bus = createEventBus<E, S>({ user: null, count: 0 });
    const scope = createScope(bus, 'betting');
    const handler = vi.fn();
    const stateHandler = vi.fn();
    scope.subscribe('ping', handler);
    scope.watchState('count', stateHandler);
    expect(scope.size).toBe(2);
    scope.dispose();
    expect(scope.size).toBe(0);
    bus.emit('ping', { n: 1 });
    bus.setState('count', 5);
    expect(handler).not.toHaveBeenCalled();
    expect(stateHandler).toHaveBeenCalledTimes(1); // only the initial replay
    expect(() => scope.subscribe('ping', handler)).toThrow(/disposed/);
  });
});
