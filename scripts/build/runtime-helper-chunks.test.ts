/**
 * Issue 26: esbuild's runtime helpers used only by a lazily loaded chunk are no request of a module's first
 * load. A module is built the way every Arena module is (buildArenaModule: split, minified, System.register):
 * its entry loads a chunk with import(), and that chunk uses a namespace object (esbuild's `__export`).
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildArenaModule, type ModuleBuildResult } from './esbuild-module.ts';
import { withoutBareImports } from './runtime-helper-chunks.ts';

const root = resolve(import.meta.dirname, '..', '..');
const cacheDir = join(root, 'node_modules', '.cache');
mkdirSync(cacheDir, { recursive: true });
const source = mkdtempSync(join(cacheDir, 'runtime-helpers-'));
let built: ModuleBuildResult;

beforeAll(async () => {
  writeFileSync(join(source, 'names.ts'), 'export const first = 1;\nexport const second = 2;\n');
  writeFileSync(join(source, 'late.ts'), "import * as names from './names.ts';\nexport const keys = () => Object.keys(names);\n");
  writeFileSync(join(source, 'index.ts'), "export const late = () => import('./late.ts');\nexport const ready = true;\n");
  built = await buildArenaModule(root, 'runtime-helpers-test', join(source, 'index.ts'), [], { production: true });
}, 60_000);

afterAll(() => rmSync(source, { recursive: true, force: true }));

const fileText = (path: string) => built.files.find((f) => f.path === path)!.contents;

describe("esbuild's runtime helper chunk", () => {
  it('is imported by the lazy chunk that uses it, not by the entry', () => {
    const helper = built.files.find((f) => f.path.endsWith('.js') && /enumerable/.test(f.contents) && !f.contents.includes('first'));
    expect(helper).toBeDefined();
    const helperImport = `./${helper!.path}`;
    // Neither in the depcache the host preloads from, nor in the entry's System.register dependencies.
    expect(built.imports['index.js']).not.toContain(helperImport);
    expect(fileText('index.js')).not.toContain(helper!.path);
    const late = Object.keys(built.imports).find((path) => path !== 'index.js' && path !== helper!.path)!;
    expect(built.imports[late]).toContain(helperImport);
  });

  it('blanks out only bare imports of the helper, keeping the length (the source map) and named imports', () => {
    const code = 'import"./chunk-AB.js";import{a as b}from"./chunk-AB.js";import"./chunk-CD.js";b(1);';
    const { code: out, dropped } = withoutBareImports(code, ['chunk-AB.js']);
    expect(out).toHaveLength(code.length);
    expect(out.trimStart()).toBe('import{a as b}from"./chunk-AB.js";import"./chunk-CD.js";b(1);');
    expect(dropped).toEqual(['chunk-AB.js']);
  });
});
