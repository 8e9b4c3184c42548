// @vitest-environment jsdom
/**
 * The page's overrides step (overrides-loader.js): a player's browser loads none of the developers' override
 * tooling; a browser with a stored override gets the API-only build, `?devtools` the full build with its panel,
 * each followed by the override guard, in that order and before SystemJS. The script runs on a stand-in
 * `document` whose `write` records what it would add to the page.
 */
import { afterEach, describe, expect, inject, it } from 'vitest';

// The file as the host serves it (minified, scripts/testing/unit-global-setup.ts), not its source.
const SCRIPT = inject('shippedLoaderSteps')['overrides-loader.js']!;
const API = '/loader/import-map-overrides@6/import-map-overrides-api.js';
const FULL = '/loader/import-map-overrides@6/import-map-overrides.js';
const GUARD = '/loader/arena@1/override-guard.js';

/** What the loader writes into the page at `search`, with the given localStorage content. */
function written(search: string, stored: Record<string, string> = {}): string {
  for (const [key, value] of Object.entries(stored)) localStorage.setItem(key, value);
  const self = document.createElement('script');
  self.setAttribute('data-api', API);
  self.setAttribute('data-full', FULL);
  self.setAttribute('data-guard', GUARD);
  let html = '';
  const doc = { currentScript: self, write: (text: string) => void (html += text) };
  const run = new Function('document', 'location', 'localStorage', 'URLSearchParams', SCRIPT) as (...args: unknown[]) => void;
  run(doc, { search }, localStorage, URLSearchParams);
  return html;
}

afterEach(() => localStorage.clear());

describe('overrides loader: developer tooling only where a developer uses it', () => {
  it("a player's browser (no override stored, no devtools) loads neither import-map-overrides nor the guard", () => {
    expect(written('')).toBe('');
    expect(written('?page=2', { 'arena:coupon': '{}' })).toBe('');
  });

  it('a stored override loads the API-only build, then the guard', () => {
    expect(written('', { 'import-map-override:@arena/office': 'http://localhost:9001/office.js' })).toBe(`<script src="${API}"></script><script src="${GUARD}"></script>`);
    expect(written('', { 'import-map-overrides-external-maps': '["http://localhost:9001/map.json"]' })).toContain(API);
  });

  it('?devtools loads the full build with the panel, then the guard, and is remembered', () => {
    expect(written('?devtools')).toBe(`<script src="${FULL}"></script><script src="${GUARD}"></script>`);
    expect(localStorage.getItem('devtools')).toBe('true');
    expect(written('')).toBe(`<script src="${FULL}"></script><script src="${GUARD}"></script>`);
  });
});
