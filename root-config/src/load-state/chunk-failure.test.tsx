/** Issue 17 item 9: a chunk failure after its one reload shows the refresh slot instead of a blank page. */
import { describe, expect, it, vi } from 'vitest';
import { clearErrorSlot, showErrorSlot } from './error-slot.ts';
import { CHUNK_RELOAD_GUARD_MS, reactionToAppError } from './retry.ts';

const entry = 'http://h/dist/info/1/index.js';
const chunkFailed = new Error(`http://h/dist/info/1/chunk-A.js, ${entry} (SystemJS https://github.com/systemjs/systemjs/blob/main/docs/errors.md#3)`);

function memoryStorage() {
  const values = new Map<string, string>();
  return { getItem: (k: string) => values.get(k) ?? null, setItem: (k: string, v: string) => void values.set(k, v) };
}

describe('chunk-load failure while routing (spec §8: reload once per 60 s, then the error slot)', () => {
  it('the first chunk failure hard-reloads the page', () => {
    expect(reactionToAppError(chunkFailed, entry, memoryStorage(), 100_000)).toBe('reload');
  });

  it('a chunk failure again inside the 60 s guard shows the refresh slot instead of leaving the page blank', () => {
    const storage = memoryStorage();
    reactionToAppError(chunkFailed, entry, storage, 100_000);
    expect(reactionToAppError(chunkFailed, entry, storage, 100_000 + 5_000)).toBe('show-refresh');
    expect(reactionToAppError(chunkFailed, entry, storage, 100_000 + CHUNK_RELOAD_GUARD_MS)).toBe('reload');
  });

  it('errors that are not chunk failures are left to the app', () => {
    expect(reactionToAppError(new TypeError('x is undefined'), entry, memoryStorage(), 1)).toBe('none');
  });
});

describe('the error slot (spec §8: a refresh button, texts that do not depend on dictionaries)', () => {
  it('shows the refresh button in the page language and reloads on click; cleared on a later load', () => {
    const container = document.createElement('div');
    const reload = vi.fn();
    showErrorSlot(container, reload, 'ru');
    const button = container.querySelector('[data-testid="app-error-slot"] button') as HTMLButtonElement;
    expect(button.textContent).toBe('Обновить страницу');
    button.click();
    expect(reload).toHaveBeenCalledOnce();
    showErrorSlot(container, reload, 'ru');
    expect(container.querySelectorAll('[data-testid="app-error-slot"]')).toHaveLength(1);
    clearErrorSlot(container);
    expect(container.querySelector('[data-testid="app-error-slot"]')).toBeNull();
  });

  it('other languages get the English built-in texts', () => {
    const container = document.createElement('div');
    showErrorSlot(container, () => {}, 'de');
    expect(container.querySelector('button')?.textContent).toBe('Refresh page');
  });
});

describe('error slots follow the page (a broken app left behind shows no slot over the next page)', () => {
  it('hides the slot of an app the page left and shows it again on return', async () => {
    const { syncErrorSlots } = await import('./error-slot.ts');
    const root = document.createElement('div');
    const info = document.createElement('div');
    info.dataset.app = '@arena/info';
    root.appendChild(info);
    showErrorSlot(info, () => {}, 'ru');
    const slot = info.querySelector<HTMLElement>('[data-testid="app-error-slot"]')!;
    syncErrorSlots(root, '@arena/results');
    expect(slot.hidden).toBe(true);
    syncErrorSlots(root, '@arena/info');
    expect(slot.hidden).toBe(false);
  });
});
