/**
 * The esbuild plugin both rival builds (the monolith and the SPA) start from: a virtual entry that
 * imports a `window.System` shim first and then root-config unchanged (ESM evaluates imports in order,
 * so the shim is installed before root-config calls System.import), and Arena specifiers resolved to
 * the entry files the build uses (package "exports" may lag behind).
 */
import { join } from 'node:path';
import type { Plugin } from 'esbuild';

export function rivalEntryPlugin(namespace: string, root: string, shimSource: string, entries: ReadonlyMap<string, string>): Plugin {
  const sources: Record<string, string> = {
    entry: `import '${namespace}:shim';\nimport '@arena/root-config';\n`,
    shim: shimSource,
  };
  const prefix = `${namespace}:`;
  return {
    name: `arena-${namespace}`,
    setup(b) {
      b.onResolve({ filter: new RegExp(`^${namespace}:`) }, (args) => ({ path: args.path.slice(prefix.length), namespace }));
      b.onResolve({ filter: /^@arena\// }, (args) => {
        const entry = entries.get(args.path);
        return entry ? { path: join(root, entry) } : undefined;
      });
      b.onLoad({ filter: /.*/, namespace }, (args) => ({ contents: sources[args.path] ?? '', resolveDir: root, loader: 'js' }));
    },
  };
}
