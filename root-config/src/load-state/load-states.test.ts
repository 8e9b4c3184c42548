import { describe, expect, it, vi } from 'vitest';
import { ALLOWED_TRANSITIONS, canTransition, LOAD_STATE, LoadStateRegistry, type LoadState } from './load-states.ts';
import {
  CHUNK_RELOAD_GUARD_MS,
  failedUrlOf,
  isChunkFailureOf,
  isChunkLoadError,
  mayReloadAfterChunkFailure,
  retryDelay,
  RETRY_SCHEDULE_MS,
  type KeyValueStorage,
} from './retry.ts';

const ALL: LoadState[] = [-2, -1, 1, 2];

describe('hosted-app load states (spec §4)', () => {
  it('codes: not-exist −2, error −1, loading 1, ready 2', () => {
    expect(LOAD_STATE).toEqual({ notExist: -2, error: -1, loading: 1, ready: 2 });
  });
  it('exactly the allowed transitions: not-exist→loading|ready; error→loading|not-exist; loading→error|ready|not-exist; ready→not-exist', () => {
    const allowed = ALL.flatMap((from) => ALL.filter((to) => canTransition(from, to)).map((to) => `${from}>${to}`));
    expect(allowed.sort()).toEqual(['-2>1', '-2>2', '-1>1', '-1>-2', '1>-1', '1>2', '1>-2', '2>-2'].sort());
    expect(Object.keys(ALLOWED_TRANSITIONS)).toHaveLength(4);
  });
  it('other transitions are rejected and logged, the state is unchanged', () => {
    const log = vi.fn();
    const onChange = vi.fn();
    const registry = new LoadStateRegistry({ log, onChange });
    expect(registry.transition('@arena/news', LOAD_STATE.error)).toBe(false);
    expect(registry.stateOf('@arena/news')).toBe(LOAD_STATE.notExist);
    expect(log).toHaveBeenCalledWith('rejected hosted-app load-state transition', { app: '@arena/news', from: -2, to: -1 });
    expect(onChange).not.toHaveBeenCalled();
    expect(registry.transition('@arena/news', LOAD_STATE.loading)).toBe(true);
    expect(onChange).toHaveBeenCalledWith({ app: '@arena/news', state: 1, previous: -2 });
  });
  it('back to not-exist with an unmounted signal when nothing depends on the app', () => {
    const onUnmounted = vi.fn();
    const registry = new LoadStateRegistry({ onUnmounted });
    registry.transition('@arena/blog', LOAD_STATE.ready);
    registry.depend('@arena/blog', 'view:a');
    registry.depend('@arena/blog', 'component:b');
    registry.release('@arena/blog', 'view:a');
    expect(registry.stateOf('@arena/blog')).toBe(LOAD_STATE.ready);
    expect(onUnmounted).not.toHaveBeenCalled();
    registry.release('@arena/blog', 'component:b');
    expect(registry.stateOf('@arena/blog')).toBe(LOAD_STATE.notExist);
    expect(onUnmounted).toHaveBeenCalledWith('@arena/blog');
  });
});

describe('view retry (spec §4, §9)', () => {
  it('3 retries, first after 1 s, doubling', () => {
    expect(RETRY_SCHEDULE_MS).toEqual([1000, 2000, 4000]);
    expect(retryDelay(4)).toBeNull();
    expect(retryDelay(0)).toBeNull();
  });
});

describe('chunk-load failure reload guard (spec §8)', () => {
  const memory = (): KeyValueStorage => {
    const map = new Map<string, string>();
    return { getItem: (k) => map.get(k) ?? null, setItem: (k, v) => void map.set(k, v) };
  };
  it('hard reload at most once per 60 s, remembered in storage', () => {
    const storage = memory();
    expect(mayReloadAfterChunkFailure(storage, 100_000)).toBe(true);
    expect(mayReloadAfterChunkFailure(storage, 100_000 + CHUNK_RELOAD_GUARD_MS - 1)).toBe(false);
    expect(mayReloadAfterChunkFailure(storage, 100_000 + CHUNK_RELOAD_GUARD_MS)).toBe(true);
    expect(CHUNK_RELOAD_GUARD_MS).toBe(60_000);
  });
  it('recognises chunk-load failures and nothing else', () => {
    expect(isChunkLoadError(new Error('Error loading http://x/app.js'))).toBe(true);
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
  });

  it("recognises SystemJS's production load error (error #3, URL first)", () => {
    const error = new Error('http://h/dist/info/1/chunk-A.js, http://h/dist/info/1/index.js (SystemJS https://github.com/systemjs/systemjs/blob/main/docs/errors.md#3)');
    expect(isChunkLoadError(error)).toBe(true);
    expect(failedUrlOf(error)).toBe('http://h/dist/info/1/chunk-A.js');
  });

  it('a failing app entry is the app failing to load (refresh slot), a failing chunk is a chunk failure (reload)', () => {
    const entry = 'http://h/dist/info/1/index.js';
    const entryFailed = new Error(`${entry},  (SystemJS https://github.com/systemjs/systemjs/blob/main/docs/errors.md#3)`);
    const chunkFailed = new Error(`http://h/dist/info/1/chunk-A.js, ${entry} (SystemJS https://github.com/systemjs/systemjs/blob/main/docs/errors.md#3)`);
    expect(isChunkFailureOf(entryFailed, entry)).toBe(false);
    expect(isChunkFailureOf(chunkFailed, entry)).toBe(true);
    expect(isChunkFailureOf(new Error('TypeError: x is not a function'), entry)).toBe(false);
  });
});
