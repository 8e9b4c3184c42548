import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildSpa, spaShimSource } from './build-spa.ts';

const root = resolve(import.meta.dirname, '..', '..', '..');
const distRoot = mkdtempSync(join(tmpdir(), 'bench-spa-'));
afterAll(() => rmSync(distRoot, { recursive: true, force: true }));

describe('the route-split SPA rival (issue 19)', () => {
  it('answers single-spa statically and every other specifier with a dynamic import (a split point)', () => {
    const source = spaShimSource(['@arena/shell', '@arena/betting']);
    expect(source).toContain(`import * as singleSpa from 'single-spa'`);
    expect(source).toContain(`"@arena/betting": () => import("@arena/betting")`);
    expect(source).not.toMatch(/import \* as \w+ from "@arena/);
  });

  it('builds native ES modules with one lazy chunk per area app, written and precompressed like any build', async () => {
    const spa = await buildSpa(root, distRoot);
    expect(spa.scriptUrl).toMatch(/^\/dist\/bench-spa\/[0-9a-f]+\/index\.js$/);
    expect(spa.lazySpecifiers).toEqual(expect.arrayContaining(['@arena/shell', '@arena/betting', '@arena/office']));
    // Route-level splitting: the shell and every app is its own chunk, not part of the entry.
    expect(spa.lazyChunks.length).toBeGreaterThanOrEqual(spa.lazySpecifiers.length);
    expect(spa.jsFiles).toBeGreaterThan(spa.lazySpecifiers.length);
    const dir = join(distRoot, spa.scriptUrl.replace('/dist/', '').replace('/index.js', ''));
    const entry = readFileSync(join(dir, 'index.js'), 'utf8');
    expect(entry).toMatch(/^import|\bimport\(/);
    expect(entry).not.toContain('System.register');
    const record = JSON.parse(readFileSync(join(dir, 'build.json'), 'utf8')) as { kind: string };
    expect(record.kind).toBe('spa');
    expect(spa.lazyChunks.some((chunk) => existsSync(join(dir, `${chunk}.br`)) && existsSync(join(dir, `${chunk}.gz`)))).toBe(true);
  }, 60_000);
});
