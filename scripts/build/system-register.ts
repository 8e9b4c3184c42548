/**
 * esbuild cannot emit System.register, so each ESM output file is converted with Babel's
 * systemjs transform. The input source map is chained so the final map still points at TS sources.
 */
import { transformAsync } from '@babel/core';
import dynamicImportPlugin from '@babel/plugin-transform-dynamic-import';
import systemjsPlugin from '@babel/plugin-transform-modules-systemjs';

export interface ConvertedFile {
  code: string;
  map: string;
}

const SOURCE_MAP_COMMENT = /\n?\/\/# sourceMappingURL=[^\n]*\s*$/;

export async function toSystemRegister(fileName: string, esmCode: string, esmMap: string | undefined): Promise<ConvertedFile> {
  const result = await transformAsync(esmCode.replace(SOURCE_MAP_COMMENT, ''), {
    filename: fileName,
    babelrc: false,
    configFile: false,
    compact: true,
    minified: true,
    comments: false,
    sourceMaps: true,
    inputSourceMap: esmMap ? JSON.parse(esmMap) : undefined,
    // import() becomes System.register's context.import (explicit: Babel 8 will not do it implicitly).
    plugins: [dynamicImportPlugin, systemjsPlugin],
  });
  if (!result?.code || !result.map) throw new Error(`System.register conversion produced nothing for ${fileName}`);
  const base = fileName.split('/').pop()!;
  return {
    code: `${result.code}\n//# sourceMappingURL=${base}.map\n`,
    map: JSON.stringify({ ...result.map, file: base }),
  };
}
