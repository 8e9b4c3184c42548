/**
 * Builds one module (or the vendor bundle) with esbuild into memory, converts every output to
 * System.register and returns the files plus what each entry statically imports (for depcache).
 */
import { build, type BuildOptions, type Metafile, type Plugin } from 'esbuild';
import { createRequire } from 'node:module';
import { join, relative } from 'node:path';
import { toSystemRegister } from './system-register.ts';
import type { EmittedFile } from './output.ts';
import { VENDOR_ENTRIES, type VendorEntry } from '../../server/src/host/build-contract/modules.ts';
import { EVERYTHING, mergeUsedExports, usedExportsOf, type UsedExports } from './used-exports.ts';
import { answerChecksPlugin } from './answer-checks-plugin.ts';
import { runtimeHelperChunks, withoutBareImports } from './runtime-helper-chunks.ts';

const VENDOR_SPECIFIERS: ReadonlySet<string> = new Set(VENDOR_ENTRIES.map((v) => v.specifier));

export interface ModuleBuildResult {
  files: EmittedFile[];
  /** entry file name (e.g. `index.js`) → specifiers and relative chunk paths it imports statically. */
  imports: Record<string, string[]>;
  /** Source files esbuild bundled, relative to the repo root (proves what an app contains). */
  inputs: string[];
  /**
   * entry file name → the names it exports (from esbuild's metafile). Written into build.json so the
   * host can refuse an import map pointing the shell or an app at a file without lifecycles.
   */
  exports: Record<string, string[]>;
  /** Names this module imports from each vendor library (all its files): what the vendor must export. */
  uses: UsedExports;
}

export interface BuildFlavour {
  /** Replaces `__ARENA_BUILD_LABEL__` in sources: lets tests and operators tell two builds apart. */
  label?: string;
  /** Development builds keep React's dev warnings and skip minification. */
  production?: boolean;
}

/**
 * The JavaScript every browser build (and the bench's rivals, for a fair comparison) is written for.
 * ES2022 (class fields, Object.hasOwn…: every browser since 2021): esbuild then writes no helper for class
 * fields, which with code splitting became one more tiny chunk per module on every page (issue 26).
 */
export const BROWSER_TARGET = 'es2022';

function commonOptions(root: string, distName: string, flavour: BuildFlavour): BuildOptions {
  const production = flavour.production !== false;
  return {
    absWorkingDir: root,
    bundle: true,
    format: 'esm',
    splitting: true,
    write: false,
    metafile: true,
    minify: production,
    sourcemap: 'external',
    target: BROWSER_TARGET,
    jsx: 'automatic',
    legalComments: 'none',
    chunkNames: 'chunk-[hash]',
    // A virtual folder at the same depth as dist/<module>/<hash>/, so source-map paths stay valid.
    outdir: join(root, 'dist', distName, '_'),
    define: {
      'process.env.NODE_ENV': JSON.stringify(production ? 'production' : 'development'),
      __ARENA_BUILD_LABEL__: JSON.stringify(flavour.label ?? ''),
    },
    // A labelled build is a different version even where no source reads the label, so it gets its own
    // folder (a candidate build never shares a folder with the build it stands beside).
    ...(flavour.label ? { banner: { js: `var __arenaBuildLabel=${JSON.stringify(flavour.label)};` } } : {}),
    logLevel: 'silent',
    loader: { '.svg': 'dataurl', '.png': 'dataurl', '.woff2': 'file' },
  };
}

async function collect(root: string, outdir: string, outputFiles: NonNullable<Awaited<ReturnType<typeof build>>['outputFiles']>, metafile: Metafile): Promise<ModuleBuildResult> {
  const maps = new Map(outputFiles.filter((f) => f.path.endsWith('.map')).map((f) => [f.path, f.text]));
  const helperFiles = [...runtimeHelperChunks(metafile)].map((path) => relative(outdir, join(root, path)));
  /** Output (relative path) → the runtime helper chunks it imported bare and no longer imports. */
  const droppedImports = new Map<string, Set<string>>();
  const files: EmittedFile[] = [];
  const uses: UsedExports[] = [];
  for (const out of outputFiles) {
    const rel = relative(outdir, out.path);
    // Stylesheets (and their maps) ship as they are; only JavaScript becomes System.register.
    if (/\.css(\.map)?$/.test(out.path)) {
      files.push({ path: rel, contents: out.text });
      continue;
    }
    if (out.path.endsWith('.map')) continue;
    uses.push(usedExportsOf(out.text, VENDOR_SPECIFIERS));
    // Helper chunks sit beside the output that imports them (chunkNames has no folder).
    const { code, dropped } = withoutBareImports(out.text, helperFiles);
    droppedImports.set(rel, new Set(dropped.map((file) => `./${file}`)));
    const converted = await toSystemRegister(rel, code, maps.get(`${out.path}.map`));
    files.push({ path: rel, contents: converted.code }, { path: `${rel}.map`, contents: converted.map });
  }
  const imports: Record<string, string[]> = {};
  const exports: Record<string, string[]> = {};
  const inputs = new Set<string>();
  for (const [outPath, output] of Object.entries(metafile.outputs)) {
    if (!outPath.endsWith('.js')) continue;
    const rel = relative(outdir, join(root, outPath));
    imports[rel] = output.imports
      .filter((i) => i.kind === 'import-statement')
      .map((i) => (i.external ? i.path : `./${relative(outdir, join(root, i.path))}`))
      .filter((path) => !droppedImports.get(rel)?.has(path));
    if (output.entryPoint) exports[rel] = [...output.exports].sort();
    for (const input of Object.keys(output.inputs)) inputs.add(input);
  }
  return { files, imports, exports, inputs: [...inputs].sort(), uses: mergeUsedExports(...uses) };
}

/** Builds one Arena module; every shared specifier and every other @arena module stays external. */
export async function buildArenaModule(root: string, distName: string, entry: string, shared: readonly string[], flavour: BuildFlavour): Promise<ModuleBuildResult> {
  const options = commonOptions(root, distName, flavour);
  const result = await build({
    ...options,
    entryPoints: { index: entry },
    // Apps reach each other and the shared libraries only through import-map specifiers; the one
    // exception is the money answer checks, compiled into the app that reads them.
    external: [...shared, '@arena/*'],
    plugins: [answerChecksPlugin(root)],
  });
  return collect(root, options.outdir!, result.outputFiles!, result.metafile!);
}

/**
 * React 19 ships only CommonJS, so each CJS vendor specifier gets a generated ESM wrapper with
 * explicit named exports (read from the package itself), all in one build with code splitting so
 * react-dom and react-dom/client share a single React.
 */
function wrapperSource(entry: VendorEntry, root: string, shape: UsedExports | undefined): string {
  if (entry.format === 'esm') {
    const names = shape?.[entry.specifier] ?? [];
    // Shaped by use: exactly the names some module imports, so the rest of the library is tree-shaken.
    if (shape && !names.includes(EVERYTHING)) return `export { ${names.join(', ')} } from ${JSON.stringify(entry.specifier)};`;
    return `export * from ${JSON.stringify(entry.specifier)};${entry.hasDefault ? `export { default } from ${JSON.stringify(entry.specifier)};` : ''}`;
  }
  const requireFromRoot = createRequire(join(root, 'package.json'));
  const previous = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  const names = Object.keys(requireFromRoot(entry.specifier) as object).filter((n) => /^[A-Za-z_$][\w$]*$/.test(n) && n !== 'default');
  process.env.NODE_ENV = previous;
  const named = names.map((n) => `export const ${n} = m.${n};`).join('\n');
  return `import m from ${JSON.stringify(entry.specifier)};\n${named}\n${entry.hasDefault ? 'export default m;' : ''}`;
}

function vendorEntriesPlugin(root: string, shape: UsedExports | undefined): Plugin {
  return {
    name: 'arena-vendor-entries',
    setup(b) {
      b.onResolve({ filter: /^vendor-entry:/ }, (args) => ({ path: args.path.slice('vendor-entry:'.length), namespace: 'vendor-entry' }));
      b.onLoad({ filter: /.*/, namespace: 'vendor-entry' }, (args) => {
        const entry = VENDOR_ENTRIES.find((v) => v.specifier === args.path)!;
        return { contents: wrapperSource(entry, root, shape), resolveDir: root, loader: 'js' };
      });
    },
  };
}

/**
 * The vendor; with `shape` (the union of every module's uses), each ESM library exports exactly the
 * names some module imports. CommonJS libraries (React) cannot be tree-shaken and export everything.
 */
export async function buildVendor(root: string, distName: string, flavour: BuildFlavour, shape?: UsedExports): Promise<ModuleBuildResult> {
  const options = commonOptions(root, distName, flavour);
  const result = await build({
    ...options,
    entryPoints: VENDOR_ENTRIES.map((v) => ({ in: `vendor-entry:${v.specifier}`, out: v.file })),
    plugins: [vendorEntriesPlugin(root, shape)],
    conditions: [flavour.production === false ? 'development' : 'production'],
  });
  return collect(root, options.outdir!, result.outputFiles!, result.metafile!);
}
