/**
 * The page's own loader steps go out minified (issue 26): early-clicks.js blocks the parser on every painted
 * page, and its source is mostly comments. What is served is the text the steps' unit tests run.
 */
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loaderFiles, OWN_LOADER_STEPS, shippedLoaderStep } from './loader-files.ts';

const root = resolve(import.meta.dirname, '..', '..', '..');

describe('loader steps as served', () => {
  it('serves each step minified, without its comments, under the hash of what it serves', () => {
    const files = loaderFiles(root);
    for (const step of OWN_LOADER_STEPS) {
      const source = readFileSync(join(import.meta.dirname, 'browser', step), 'utf8');
      const served = [...files.values()].find((f) => f.url.endsWith(`/${step}`));
      expect(served, step).toBeDefined();
      const text = served!.body.identity.toString();
      expect(text, step).toBe(shippedLoaderStep(step));
      expect(text, step).not.toMatch(/^\s*\/?\*/m);
      expect(text.length, step).toBeLessThan(source.length * 0.7);
    }
  });
});
