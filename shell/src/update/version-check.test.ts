import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { newVersionOf, startVersionCheck } from './version-check.ts';

const running = (s: string) => ({ '@arena/shell': 'http://x/dist/shell/aaa/index.js', '@arena/root-config': 'http://x/dist/root-config/bbb/index.js' })[s] ?? null;

describe('app update detection', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('same URLs: no new version; a changed shell URL: its hash is the version', () => {
    expect(newVersionOf({ imports: { '@arena/shell': '/dist/shell/aaa/index.js' } }, running)).toBeNull();
    expect(newVersionOf({ imports: { '@arena/shell': '/dist/shell/ccc/index.js' } }, running)).toBe('ccc');
  });

  it('the first version check runs after 60 s, not before', async () => {
    const fetchMap = vi.fn(async () => ({ imports: { '@arena/shell': '/dist/shell/new/index.js' } }));
    const onNewVersion = vi.fn();
    startVersionCheck({ fetchMap, running, onNewVersion });
    await vi.advanceTimersByTimeAsync(59_999);
    expect(fetchMap).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(onNewVersion).toHaveBeenCalledWith('new');
  });
});
