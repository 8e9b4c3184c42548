import { describe, expect, it, vi } from 'vitest';
import { createSettingsStorage } from './settings-storage.ts';
import { createLogger } from '../logger/logger.ts';

function memoryStorage(): Storage {
  const data = new Map<string, string>();
  return {
    get length() {
      return data.size;
    },
    clear: () => data.clear(),
    getItem: (k) => data.get(k) ?? null,
    key: (i) => [...data.keys()][i] ?? null,
    removeItem: (k) => void data.delete(k),
    setItem: (k, v) => void data.set(k, v),
  };
}

function sink() {
  return { debug: vi.fn(), info: vi.fn(), warn: vi.fn(), error: vi.fn() };
}

describe('settings storage', () => {
  it('stores and reads JSON values under a prefix', () => {
    const storage = memoryStorage();
    const settings = createSettingsStorage({ storage: () => storage });
    settings.set('coupon', { typeId: 1 });
    expect(storage.getItem('arena:coupon')).toBe('{"typeId":1}');
    expect(settings.get('coupon', null)).toEqual({ typeId: 1 });
  });

  it('settings storage failures are logged and answered with the fallback', () => {
    const log = sink();
    const broken = createSettingsStorage({
      storage: () => {
        throw new Error('SecurityError');
      },
      logger: createLogger('t', log),
    });
    expect(broken.get('x', 'fallback')).toBe('fallback');
    expect(broken.set('x', 1)).toBe(false);
    broken.remove('x');
    expect(log.warn).toHaveBeenCalledTimes(3);
    expect(log.warn.mock.calls[0]?.[1]).toBe('settings storage failure');
  });

  it('unparseable stored JSON is logged and answered with the fallback', () => {
    const storage = memoryStorage();
    storage.setItem('arena:x', '{bad');
    const log = sink();
    expect(createSettingsStorage({ storage: () => storage, logger: createLogger('t', log) }).get('x', 7)).toBe(7);
    expect(log.warn).toHaveBeenCalledOnce();
  });
});
