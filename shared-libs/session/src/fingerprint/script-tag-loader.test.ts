// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_FINGERPRINT_GLOBAL, DEFAULT_FINGERPRINT_SCRIPT_URL, createScriptTagLoader } from './fingerprint-service.ts';

const globals = globalThis as unknown as Record<string, unknown>;
afterEach(() => {
  delete globals[DEFAULT_FINGERPRINT_GLOBAL];
  document.head.innerHTML = '';
});

describe('fingerprint script loader', () => {
  it('adds the hosted /fingerprint/fp.js once and reads window.ArenaFingerprint', async () => {
    const loader = createScriptTagLoader();
    const first = loader();
    const second = loader();
    const tags = document.head.querySelectorAll('script');
    expect(tags).toHaveLength(1);
    expect(tags[0]?.getAttribute('src')).toBe(DEFAULT_FINGERPRINT_SCRIPT_URL);
    const api = { ready: true, run: async () => ({}) };
    globals[DEFAULT_FINGERPRINT_GLOBAL] = api;
    tags[0]?.dispatchEvent(new Event('load'));
    expect(await first).toBe(api);
    expect(await second).toBe(api);
  });

  it('a script that fails to load rejects and may be tried again', async () => {
    const loader = createScriptTagLoader('/fp.js');
    const attempt = loader();
    document.head.querySelector('script')?.dispatchEvent(new Event('error'));
    await expect(attempt).rejects.toThrow('fingerprint script failed to load');
    expect(document.head.querySelectorAll('script')).toHaveLength(0);
    void loader();
    expect(document.head.querySelectorAll('script')).toHaveLength(1);
  });
});
