/**
 * esbuild's runtime helpers (`__export`, which TypeBox's namespaces need inside a lazily loaded answer check)
 * go into a chunk of their own in a split build, and esbuild has every entry import that chunk bare
 * (`import "./chunk-….js"`) so the helpers are defined first. They only define functions: an output that
 * imports them bare uses none of them and does not need the chunk. Left in, it was one more request on
 * every first load of six modules (issue 26); the chunks that call a helper import it by name and keep it.
 */
import type { Metafile } from 'esbuild';

/** Outputs (metafile paths) made of esbuild's runtime alone: a chunk with no input file of its own. */
export function runtimeHelperChunks(metafile: Metafile): Set<string> {
  return new Set(Object.entries(metafile.outputs).filter(([path, output]) => path.endsWith('.js') && Object.keys(output.inputs).length === 0).map(([path]) => path));
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The output's code with its bare imports of the given chunk files (names beside it) blanked out, same
 * length so the output's source map still holds; and the files it no longer imports.
 */
export function withoutBareImports(code: string, chunkFiles: readonly string[]): { code: string; dropped: string[] } {
  const dropped: string[] = [];
  let result = code;
  for (const file of chunkFiles) {
    const bare = new RegExp(`import\\s*(["'])\\./${escape(file)}\\1;?`, 'g');
    result = result.replace(bare, (statement) => {
      dropped.push(file);
      return ' '.repeat(statement.length);
    });
  }
  return { code: result, dropped };
}
