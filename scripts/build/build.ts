/**
 * The whole build: vendor once, then every Arena module separately, each into its own immutable
 * versioned folder, and finally the import map that ties the versions together.
 */
import { join } from 'node:path';
import { buildArenaModule, buildVendor, type BuildFlavour, type ModuleBuildResult } from './esbuild-module.ts';
import { createImportMap, mergeImportMaps, readImportMap, writeImportMap, type BuiltModule, type ImportMap } from './importmap.ts';
import { discoverModules, sharedSpecifiers, VENDOR_DIST_NAME, VENDOR_ENTRIES, type ArenaModule } from '../../server/src/host/build-contract/modules.ts';
import { writeVersion } from './output.ts';
import { describeMissing, EVERYTHING, mergeUsedExports, missingExports, type UsedExports } from '../../server/src/host/build-contract/used-exports-rules.ts';
import { unionOfMapUses, vendorExportsOf } from '../../server/src/host/build-contract/vendor-fit.ts';
import { buildServerModule, SERVER_ENTRY_FILE } from './server-module.ts';
import { buildOpsPage, OPS_PAGE_DIST_NAME } from './ops-page.ts';

export interface BuildOptions extends BuildFlavour {
  root: string;
  /** Where versions are written; defaults to <root>/dist. */
  distRoot?: string;
  /** Import map file to write; `false` to leave every map alone (e.g. building a candidate version). */
  importMapFile?: string | false;
  /** Build only these specifiers (vendor is built only when listed or when nothing is listed). */
  only?: readonly string[];
}

export interface BuildReport {
  modules: Array<BuiltModule & { fresh: boolean; inputs: string[]; files: string[]; kind: ArenaModule['kind'] | 'vendor' }>;
  importMap: ImportMap;
}

function toBuilt(specifier: string, entryFile: string, urlBase: string, result: ModuleBuildResult): BuiltModule {
  return { specifier, url: `${urlBase}${entryFile}`, urlBase, imports: result.imports };
}

export async function buildAll(options: BuildOptions): Promise<BuildReport> {
  const { root } = options;
  const distRoot = options.distRoot ?? join(root, 'dist');
  const wanted = (s: string) => !options.only || options.only.includes(s);
  const report: BuildReport['modules'] = [];
  const shared = sharedSpecifiers();
  const mapFile = options.importMapFile === false ? join(root, 'importmap', 'importmap.json') : (options.importMapFile ?? join(root, 'importmap', 'importmap.json'));
  const existing = readImportMap(mapFile);

  // Modules first: what they import from the shared libraries shapes the vendor (vendor built last).
  const builtUses: UsedExports[] = [];
  for (const mod of discoverModules(root).filter((m) => wanted(m.specifier))) {
    const result = await buildArenaModule(root, mod.distName, mod.entry, shared, options);
    const entries = { 'index.js': { specifier: mod.specifier, exports: result.exports['index.js'] ?? [] } };
    // Everything but the root config (browser-only: it routes and loads) also gets its server build.
    const server = mod.kind === 'root-config' ? [] : await buildServerModule(root, mod.distName, mod.entry, shared, options);
    const files = [...result.files, ...server];
    const written = writeVersion(distRoot, mod.distName, files, {
      kind: mod.kind,
      entries,
      specifier: mod.specifier,
      label: options.label ?? '',
      uses: result.uses,
      ...(server.length > 0 ? { server: SERVER_ENTRY_FILE } : {}),
    });
    report.push({ ...toBuilt(mod.specifier, 'index.js', written.urlBase, result), fresh: written.fresh, inputs: result.inputs, files: files.map((f) => f.path), kind: mod.kind });
    builtUses.push(result.uses);
  }

  // A partial build keeps the other modules of the map: their uses count too. A module needing a name the
  // live vendor lacks rebuilds the vendor when this build writes the map, and is refused otherwise.
  const rebuilt = new Set(report.map((m) => m.specifier));
  const shape = mergeUsedExports(...builtUses, ...(options.only && existing ? [unionOfMapUses(existing, distRoot, rebuilt)] : []));
  let buildVendorNow = !options.only || options.only.includes(VENDOR_DIST_NAME);
  if (!buildVendorNow && existing) {
    const missing = missingExports(mergeUsedExports(...builtUses), vendorExportsOf(existing, distRoot));
    if (Object.keys(missing).length > 0) {
      if (options.importMapFile === false) throw new Error(`${[...rebuilt].join(', ')} import${rebuilt.size === 1 ? 's' : ''} what the live vendor does not export (${describeMissing(missing)}): run \`npm run build\` to rebuild the vendor`);
      buildVendorNow = true;
    }
  }
  if (buildVendorNow) {
    const vendor = await buildVendor(root, VENDOR_DIST_NAME, options, shape);
    // `*` marks a library exported whole: CommonJS ones always (React cannot be tree-shaken), ESM ones
    // when a module imports them as a namespace.
    const whole = (v: (typeof VENDOR_ENTRIES)[number]) => v.format === 'cjs' || (shape[v.specifier] ?? []).includes(EVERYTHING);
    const entries = Object.fromEntries(
      VENDOR_ENTRIES.map((v) => [`${v.file}.js`, { specifier: v.specifier, exports: [...(vendor.exports[`${v.file}.js`] ?? []), ...(whole(v) ? [EVERYTHING] : [])] }]),
    );
    const written = writeVersion(distRoot, VENDOR_DIST_NAME, vendor.files, { kind: 'vendor', entries, specifiers: VENDOR_ENTRIES.map((v) => v.specifier) });
    report.unshift(
      ...VENDOR_ENTRIES.map((v) => ({ ...toBuilt(v.specifier, `${v.file}.js`, written.urlBase, vendor), fresh: written.fresh, inputs: vendor.inputs, files: vendor.files.map((f) => f.path), kind: 'vendor' as const })),
    );
  }

  // The operator page lives outside the import map (see ops-page.ts): built beside it, never listed in it.
  if (!options.only || options.only.includes(OPS_PAGE_DIST_NAME)) await buildOpsPage(root, distRoot);

  let importMap = createImportMap(report);
  if (options.importMapFile !== false) {
    // A partial build (watch mode) replaces only its own entries; everything else keeps its version.
    if (options.only && existing) importMap = mergeImportMaps(existing, importMap);
    writeImportMap(mapFile, importMap);
  }
  return { modules: report, importMap };
}
