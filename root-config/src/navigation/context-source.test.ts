import { describe, expect, it, vi } from 'vitest';
import { createEventBus, INITIAL_STATE, type ArenaEvents, type ArenaState } from '@arena/event-bus';
import { createInterimContextSource, parseCookies } from './context-source.ts';

describe('interim navigation context source', () => {
  const make = (cookie = '') => {
    const bus = createEventBus<ArenaEvents, ArenaState>(INITIAL_STATE);
    return { bus, source: createInterimContextSource({ bus, readCookies: () => cookie, now: () => 42 }) };
  };

  it('reads the bus user and language, cookies and the clock', () => {
    const { bus, source } = make('force_geo_off=1; maintenance=1');
    bus.setState('language', 'kz');
    bus.setState('user', { userId: 5, login: 'p', banLevel: 53, banVersion: 1 });
    const ctx = source.snapshot('/kz/');
    expect(ctx).toMatchObject({ currentUrl: '/kz/', user: { userId: 5, banLevel: 53, banVersion: 1 }, now: 42 });
    expect(ctx.language.current).toBe('kz');
    expect(ctx.cookies).toEqual({ force_geo_off: '1', maintenance: '1' });
  });

  it('a visitor has no user id and no user cookie; a user cookie alone counts as signed in', () => {
    expect(make().source.snapshot(null).user).toBeNull();
    expect(make('ua=abc').source.snapshot(null).user).toEqual({ userId: 0, banLevel: 0, banVersion: 0 });
  });

  it('a user change (login, logout) is reported, the replayed initial value is not', () => {
    const { bus, source } = make();
    const listener = vi.fn();
    source.onChange(listener);
    expect(listener).not.toHaveBeenCalled();
    bus.setState('user', { userId: 1, login: 'x', banLevel: 0, banVersion: 1 });
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('parses cookies, tolerating bad escapes', () => {
    expect(parseCookies('a=1; b=%E0%A4%A; c')).toEqual({ a: '1', b: '%E0%A4%A' });
  });
});
