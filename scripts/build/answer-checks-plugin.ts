/**
 * Issue 27, "check answers at the boundary": the app that imports `@arena/contracts/answer-checks` gets,
 * in its own bundle, the money answer checks compiled at build time from the very schemas the server
 * answers with (MONEY_ANSWERS). TypeBox's Code() turns a schema into a plain ES module (no eval, as the
 * site's CSP demands); each schema is one virtual module, shared by the routes that answer with it and
 * dropped by tree shaking where no app code uses it. The first failing path of a refused answer comes from
 * a second virtual module per schema (TypeBox's error walker with the schema as JSON), loaded with
 * import() only after a refusal, so it is a chunk of its own, never part of a first load.
 * Nothing of this reaches a shared library: the import map and its first-paint modules stay as they were.
 */
import type { Plugin } from 'esbuild';
import { join } from 'node:path';
import type { TSchema } from 'typebox';
import { Code } from 'typebox/compile';
import { MONEY_ANSWERS } from '../../shared-libs/contracts/src/answer-checks/money-answers.ts';

export const ANSWER_CHECKS_SPECIFIER = '@arena/contracts/answer-checks';
const NAMESPACE = 'arena-answer-checks';
const CHECK_PREFIX = 'arena-answer-check:';
const EXPLAIN_PREFIX = 'arena-answer-explain:';
const HELPERS = 'shared-libs/contracts/src/answer-checks';

/** The distinct schemas of the list, in order: one compiled check each, however many routes share it. */
const SCHEMAS: readonly TSchema[] = [...new Set(Object.values(MONEY_ANSWERS).map((a) => a.schema))];

/** A value Code() leaves outside the generated source (TypeBox keeps patternProperties' RegExps there). */
function externalSource(value: unknown): string {
  if (value instanceof RegExp) return value.toString();
  throw new Error(`answer checks: cannot emit a compiled check's external value ${String(value)}`);
}

/** The compiled check of one schema: Code()'s module with its externals set, exporting `Check`. */
export function checkModuleSource(schema: TSchema): string {
  const { Code: code, External: external } = Code(schema);
  return `${code}\nSetExternal({ variables: [${external.variables.map(externalSource).join(', ')}] });\n`;
}

function explainModuleSource(root: string, schema: TSchema): string {
  return [
    `import { firstFailingPath } from ${JSON.stringify(join(root, HELPERS, 'first-failing-path.ts'))};`,
    `const schema = ${JSON.stringify(schema)};`,
    `export const explain = (value) => firstFailingPath(schema, value);`,
  ].join('\n');
}

/** The door module: the same exports as shared-libs/contracts/src/answer-checks/index.ts. */
export function doorModuleSource(root: string): string {
  const helpers = JSON.stringify(join(root, HELPERS, 'answer-check.ts'));
  const lines = [`import { answerCheck } from ${helpers};`, `export { AnswerShapeError, isAnswerShapeError } from ${helpers};`];
  SCHEMAS.forEach((_, i) => lines.push(`import { Check as check${i} } from "${CHECK_PREFIX}${i}";`));
  for (const [name, { route, schema }] of Object.entries(MONEY_ANSWERS)) {
    const i = SCHEMAS.indexOf(schema);
    const explain = `(value) => import("${EXPLAIN_PREFIX}${i}").then((m) => m.explain(value))`;
    lines.push(`export const ${name} = /* @__PURE__ */ answerCheck(${JSON.stringify(route)}, check${i}, ${explain});`);
  }
  return lines.join('\n');
}

function schemaAt(path: string, prefix: string): TSchema {
  const schema = SCHEMAS[Number(path.slice(prefix.length))];
  if (!schema) throw new Error(`answer checks: no schema ${path}`);
  return schema;
}

export function answerChecksPlugin(root: string): Plugin {
  return {
    name: 'arena-answer-checks',
    setup(build) {
      build.onResolve({ filter: /^@arena\/contracts\/answer-checks$/ }, () => ({ path: 'door', namespace: NAMESPACE }));
      // Side-effect free: a schema no checker in use needs is left out of the bundle.
      build.onResolve({ filter: /^arena-answer-(check|explain):\d+$/ }, (args) => ({ path: args.path, namespace: NAMESPACE, sideEffects: false }));
      build.onLoad({ filter: /.*/, namespace: NAMESPACE }, (args) => {
        const contents = args.path.startsWith(CHECK_PREFIX)
          ? checkModuleSource(schemaAt(args.path, CHECK_PREFIX))
          : args.path.startsWith(EXPLAIN_PREFIX)
            ? explainModuleSource(root, schemaAt(args.path, EXPLAIN_PREFIX))
            : doorModuleSource(root);
        return { contents, resolveDir: root, loader: 'js' };
      });
    },
  };
}
