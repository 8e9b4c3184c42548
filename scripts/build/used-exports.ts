/**
 * Which exports of each shared library a module really imports, read from its ESM output (before the
 * System.register conversion, while import statements are still statements). The vendor is then built
 * with exactly the union of these names, so a library the apps use three functions of ships three
 * functions; and a module importing a name the live vendor lacks is refused, with the missing names.
 * `*` stands for "everything" (a namespace import, `export *`, a dynamic import of the library).
 */
import { parseSync, traverse, types as t } from '@babel/core';

import { EVERYTHING, type UsedExports } from '../../server/src/host/build-contract/used-exports-rules.ts';

export { describeMissing, EVERYTHING, mergeUsedExports, missingExports, type UsedExports } from '../../server/src/host/build-contract/used-exports-rules.ts';

const importedName = (node: t.Identifier | t.StringLiteral) => (t.isIdentifier(node) ? node.name : node.value);

/** Names imported from each of `libraries` by one ESM file. */
export function usedExportsOf(esmCode: string, libraries: ReadonlySet<string>): UsedExports {
  const ast = parseSync(esmCode, { sourceType: 'module', babelrc: false, configFile: false });
  const used = new Map<string, Set<string>>();
  const add = (source: string, name: string) => {
    if (!libraries.has(source)) return;
    let names = used.get(source);
    if (!names) used.set(source, (names = new Set()));
    names.add(name);
  };
  if (!ast) return {};
  traverse(ast, {
    ImportDeclaration(path) {
      const source = path.node.source.value;
      for (const s of path.node.specifiers) {
        if (t.isImportSpecifier(s)) add(source, importedName(s.imported));
        else if (t.isImportDefaultSpecifier(s)) add(source, 'default');
        else add(source, EVERYTHING);
      }
    },
    ExportNamedDeclaration(path) {
      const source = path.node.source?.value;
      if (!source) return;
      for (const s of path.node.specifiers) {
        if (t.isExportSpecifier(s)) add(source, s.local.name);
        else add(source, EVERYTHING);
      }
    },
    ExportAllDeclaration(path) {
      add(path.node.source.value, EVERYTHING);
    },
    Import(path) {
      const call = path.parentPath.node as t.CallExpression;
      const arg = call.arguments[0];
      if (t.isStringLiteral(arg)) add(arg.value, EVERYTHING);
    },
  });
  return Object.fromEntries([...used].map(([source, names]) => [source, [...names].filter(Boolean).sort()]));
}

