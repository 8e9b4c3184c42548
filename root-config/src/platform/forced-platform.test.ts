/** Issue 17 item 13: platform_type=mobile forces the mobile platform (spec §2), for the rest of the tab. */
import { describe, expect, it } from 'vitest';
import { decideNavigation } from '../guards/decide.ts';
import { context } from '../testing/navigation-fixtures.ts';
import { applyForcedPlatform, PLATFORM_STORAGE_KEY } from './forced-platform.ts';

function memoryStorage() {
  const values = new Map<string, string>();
  return { getItem: (k: string) => values.get(k) ?? null, setItem: (k: string, v: string) => void values.set(k, v) };
}

describe('forced mobile platform (spec §2 platform_type=mobile)', () => {
  it('an allowed navigation with platform_type=mobile marks the document mobile and remembers it', () => {
    const decision = decideNavigation('/ru/line?platform_type=mobile', context());
    expect(decision.kind).toBe('allow');
    const root = { dataset: {} as DOMStringMap };
    const storage = memoryStorage();
    expect(applyForcedPlatform(root, storage, decision.kind === 'allow' && decision.effects.forceMobile)).toBe(true);
    expect(root.dataset.platform).toBe('mobile');
    expect(storage.getItem(PLATFORM_STORAGE_KEY)).toBe('mobile');
  });

  it('later pages of the tab (without the parameter) stay mobile', () => {
    const storage = memoryStorage();
    applyForcedPlatform({ dataset: {} }, storage, true);
    const next = { dataset: {} as DOMStringMap };
    expect(applyForcedPlatform(next, storage, false)).toBe(true);
    expect(next.dataset.platform).toBe('mobile');
  });

  it('without the parameter nothing is forced', () => {
    const root = { dataset: {} as DOMStringMap };
    expect(applyForcedPlatform(root, memoryStorage(), false)).toBe(false);
    expect(root.dataset.platform).toBeUndefined();
  });
});
