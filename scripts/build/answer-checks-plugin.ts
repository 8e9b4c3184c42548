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
const EXPLAIN_SPECIFIER = 'arena-answer-explain';
const HELPERS = 'shared-libs/contracts/src/answer-checks';

/** The distinct schemas of the list, in order: one compiled check each, however many routes share it. */
const SCHEMAS: readonly TSchema[] = [...new Set(Object.values(MONEY_ANSWERS).map((a) => a.schema))];

/** A value Code() leaves outside the generated source (TypeBox keeps patternProperties' RegExps there). */
function externalSource(value: unknown): string {
  if (value instanceof RegExp) return value.toString();
  throw new Error(`answer checks: cannot emit a compiled check's external value ${String(value)}`);
}

/**
 * Code() imports TypeBox's helpers (Guard, Hashing, CheckContext) whether or not the check calls them, and
 * TypeBox's modules are not marked free of side effects: an unused one would still cost a bundle ~10 KB.
 */
const IMPORT_LINE = /^import \{ (\w+) \} from /;

function withoutUnusedImports(code: string): string {
  const lines = code.split('\n');
  const body = lines.filter((line) => !IMPORT_LINE.test(line)).join('\n');
  return lines
    .filter((line) => {
      const name = IMPORT_LINE.exec(line)?.[1];
      return name === undefined || new RegExp(`\\b${name}\\b`).test(body);
    })
    .join('\n');
}

/** The compiled check of one schema: Code()'s module with its externals set, exporting `Check`. */
export function checkModuleSource(schema: TSchema): string {
  const { Code: code, External: external } = Code(schema);
  return `${withoutUnusedImports(code)}\nSetExternal({ variables: [${external.variables.map(externalSource).join(', ')}] });\n`;
}

/**
 * The explainer of every schema in one module: esbuild makes a chunk of every import() in a module it
 * keeps, used or not, so one lazily loaded chunk per app beats one per schema (it is fetched only after a
 * refusal; the first load never carries it).
 */
function explainModuleSource(root: string): string {
  return [
    `import { firstFailingPath } from ${JSON.stringify(join(root, HELPERS, 'first-failing-path.ts'))};`,
    `const schemas = ${JSON.stringify(SCHEMAS)};`,
    `export const explain = (index, value) => firstFailingPath(schemas[index], value);`,
  ].join('\n');
}

/** The door module: the same exports as shared-libs/contracts/src/answer-checks/index.ts. */
export function doorModuleSource(root: string): string {
  const helpers = JSON.stringify(join(root, HELPERS, 'answer-check.ts'));
  const lines = [`import { answerCheck } from ${helpers};`, `export { AnswerShapeError, isAnswerShapeError } from ${helpers};`];
  lines.push(`const explainer = (index) => (value) => import("${EXPLAIN_SPECIFIER}").then((m) => m.explain(index, value));`);
  SCHEMAS.forEach((_, i) => lines.push(`import { Check as check${i} } from "${CHECK_PREFIX}${i}";`));
  for (const [name, { route, schema }] of Object.entries(MONEY_ANSWERS)) {
    const i = SCHEMAS.indexOf(schema);
    lines.push(`export const ${name} = /* @__PURE__ */ answerCheck(${JSON.stringify(route)}, check${i}, /* @__PURE__ */ explainer(${i}));`);
  }
  return lines.join('\n');
}

function schemaAt(path: string): TSchema {
  const schema = SCHEMAS[Number(path.slice(CHECK_PREFIX.length))];
  if (!schema) throw new Error(`answer checks: no schema ${path}`);
  return schema;
}

export function answerChecksPlugin(root: string): Plugin {
  return {
    name: 'arena-answer-checks',
    setup(build) {
      build.onResolve({ filter: /^@arena\/contracts\/answer-checks$/ }, () => ({ path: 'door', namespace: NAMESPACE }));
      // Side-effect free: a schema no checker in use needs is left out of the bundle.
      build.onResolve({ filter: /^arena-answer-(check:\d+|explain)$/ }, (args) => ({ path: args.path, namespace: NAMESPACE, sideEffects: false }));
      build.onLoad({ filter: /.*/, namespace: NAMESPACE }, (args) => {
        const contents = args.path.startsWith(CHECK_PREFIX)
          ? checkModuleSource(schemaAt(args.path))
          : args.path === EXPLAIN_SPECIFIER
            ? explainModuleSource(root)
            : doorModuleSource(root);
        return { contents, resolveDir: root, loader: 'js' };
      });
    },
  };
}
