import { describe, expect, it, vi } from 'vitest';
import { createAppLoader } from './app-loader.ts';
import { LOAD_STATE, LoadStateRegistry } from './load-states.ts';

describe('hosted-app loading (spec §4)', () => {
  it('a view in error is retried 3 times, waiting 1 s, 2 s, 4 s, then stays in error with the error slot', async () => {
    const registry = new LoadStateRegistry();
    const waits: number[] = [];
    const onGiveUp = vi.fn();
    const importApp = vi.fn().mockRejectedValue(new Error('Error loading http://x/news.js'));
    const forget = vi.fn();
    const load = createAppLoader({ registry, importApp, forget, wait: async (ms) => void waits.push(ms), onGiveUp })('@arena/news');
    await expect(load()).rejects.toThrow('Error loading');
    expect(importApp).toHaveBeenCalledTimes(4);
    expect(waits).toEqual([1000, 2000, 4000]);
    expect(forget).toHaveBeenCalledTimes(4);
    expect(registry.stateOf('@arena/news')).toBe(LOAD_STATE.error);
    expect(onGiveUp).toHaveBeenCalledWith('@arena/news', expect.any(Error));
  });

  it('issue 29 finding 3: the first failure is reported at once, before any retry wait', async () => {
    const registry = new LoadStateRegistry();
    const events: string[] = [];
    const importApp = vi.fn().mockRejectedValue(new Error('Error loading http://x/news.js'));
    const load = createAppLoader({
      registry,
      importApp,
      forget: () => undefined,
      wait: async (ms) => void events.push(`wait ${ms}`),
      onFirstFailure: (app) => events.push(`first failure of ${app}`),
      onGiveUp: () => events.push('give up'),
    })('@arena/news');
    await expect(load()).rejects.toThrow('Error loading');
    expect(events).toEqual(['first failure of @arena/news', 'wait 1000', 'wait 2000', 'wait 4000', 'give up']);
  });

  it('a broken app recovers once its bundle is back: error → loading → ready', async () => {
    const changes: Array<[number, number]> = [];
    const registry = new LoadStateRegistry({ onChange: (c) => changes.push([c.previous, c.state]) });
    let available = false;
    const importApp = vi.fn(async () => {
      if (!available) throw new Error('Error loading');
      return { mount: 'ok' };
    });
    const onLoaded = vi.fn();
    const load = createAppLoader({ registry, importApp, forget: () => {}, wait: async () => {}, onLoaded })('@arena/blog');
    await expect(load()).rejects.toThrow();
    available = true;
    await expect(load()).resolves.toEqual({ mount: 'ok' });
    expect(registry.stateOf('@arena/blog')).toBe(LOAD_STATE.ready);
    expect(changes).toEqual([
      [-2, 1],
      [1, -1],
      [-1, 1],
      [1, 2],
    ]);
    expect(onLoaded).toHaveBeenCalledWith('@arena/blog');
  });
});
