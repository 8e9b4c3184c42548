/**
 * Test support: writes built files into a temporary dist/ the way the build does, each version folder
 * with a build.json recording its kind, its entries (specifier and exports) and every file's integrity.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { BUILD_RECORD_FORMAT, HAS_INTEGRITY, sriOf, type BuildRecord, type BuiltKind } from './build-contract/build-record.ts';

export const APP_SOURCE = 'System.register([],function(e){return{execute(){e({bootstrap:function(){},mount:function(){},unmount:function(){}})}}});';
const VENDOR_FILES: Record<string, string> = { 'react.js': 'react', 'react-dom-client.js': 'react-dom/client', 'single-spa.js': 'single-spa' };
const KINDS: Record<string, BuiltKind> = { vendor: 'vendor', 'root-config': 'root-config', shell: 'shell', 'ui-kit': 'shared-lib', 'event-bus': 'shared-lib', utils: 'shared-lib', i18n: 'shared-lib' };

export interface WriteOptions {
  contents?: string;
  /** The specifier this file is the entry of; defaults to `@arena/<module>` for index.js (vendor: by file). */
  entryOf?: string | null;
  exports?: string[];
}

export function fakeDist(distRoot: string) {
  /** Writes dist/<path> and records it in its folder's build.json; returns its URL. */
  const write = (path: string, options: WriteOptions = {}): string => {
    const [module, version, file] = path.split('/') as [string, string, string];
    const contents = options.contents ?? APP_SOURCE;
    const target = join(distRoot, path);
    mkdirSync(join(target, '..'), { recursive: true });
    writeFileSync(target, contents);
    const recordFile = join(distRoot, module, version, 'build.json');
    const kind = KINDS[module] ?? 'app';
    const record: BuildRecord = existsSync(recordFile)
      ? (JSON.parse(readFileSync(recordFile, 'utf8')) as BuildRecord)
      : { format: BUILD_RECORD_FORMAT, module, hash: version, builtAt: new Date(0).toISOString(), kind, entries: {}, integrity: {} };
    const entryOf = options.entryOf !== undefined ? options.entryOf : module === 'vendor' ? (VENDOR_FILES[file] ?? null) : file === 'index.js' ? `@arena/${module}` : null;
    if (entryOf) record.entries[file] = { specifier: entryOf, exports: options.exports ?? (kind === 'app' || kind === 'shell' ? ['bootstrap', 'mount', 'unmount'] : ['default']) };
    if (HAS_INTEGRITY.test(file)) record.integrity[file] = sriOf(contents);
    writeFileSync(recordFile, JSON.stringify(record));
    return `/dist/${path}`;
  };
  return { write };
}
