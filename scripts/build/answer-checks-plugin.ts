/**
 * Issue 27, "check answers at the boundary": the app that imports `@arena/contracts/answer-checks` gets,
 * in its own bundle, the money answer checks compiled at build time from the very schemas the server
 * answers with (MONEY_ANSWERS). TypeBox's Code() turns a schema into a plain ES module (no eval, as the
 * site's CSP demands); each schema is one virtual module, shared by the routes that answer with it and
 * dropped by tree shaking where no app code uses it. The first failing path of a refused answer comes from
 * a second virtual module per schema (TypeBox's error walker with the schema as JSON), loaded with
 * import() only after a refusal, so it is a chunk of its own, never part of a first load.
 * Every other answer the browser reads (ANSWERS) gets a checker whose compiled check is a chunk of its own,
 * fetched with import() on the first answer it judges: each such checker is a virtual module of its own,
 * free of side effects, so an app that never uses it carries neither it nor its chunk, and no first load grows.
 * Nothing of this reaches a shared library: the import map and its first-paint modules stay as they were.
 */
import type { Plugin } from 'esbuild';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { TSchema } from 'typebox';
import { Code } from 'typebox/compile';
import { ANSWERS } from '../../shared-libs/contracts/src/answer-checks/answers.ts';
import { MONEY_ANSWERS } from '../../shared-libs/contracts/src/answer-checks/money-answers.ts';

export const ANSWER_CHECKS_SPECIFIER = '@arena/contracts/answer-checks';
const NAMESPACE = 'arena-answer-checks';
const CHECK_PREFIX = 'arena-answer-check:';
const LATE_PREFIX = 'arena-answer-late:';
/** Short: esbuild names a dynamically imported chunk after its path, and the first load holds each name once. */
const LATE_CHUNK_PREFIX = 'answer-';
const LATE_NAMES = Object.keys(ANSWERS);
const DOOR_PREFIX = 'door:';
const EXPLAIN_SPECIFIER = 'arena-answer-explain';
const HELPERS = 'shared-libs/contracts/src/answer-checks';

/** The distinct schemas of the list, in order: one compiled check each, however many routes share it. */
const SCHEMAS: readonly TSchema[] = [...new Set([...Object.values(MONEY_ANSWERS), ...Object.values(ANSWERS)].map((a) => a.schema))];

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

const LISTED = { ...MONEY_ANSWERS, ...ANSWERS } as Record<string, { route: string; schema: TSchema }>;
const MONEY_PREFIX = 'arena-answer-money:';

/**
 * The door module: the exports of shared-libs/contracts/src/answer-checks/index.ts that its importer names
 * (all of them when the importer cannot be read). One door per importer, re-exporting one module per
 * checker, because esbuild makes a chunk of every import() in every module it reads, before tree shaking:
 * a door naming all late checkers would give every app a chunk for each of them.
 */
export function doorModuleSource(root: string, names: readonly string[] = Object.keys(LISTED)): string {
  const helpers = JSON.stringify(join(root, HELPERS, 'answer-check.ts'));
  const lines = [`export { AnswerShapeError, isAnswerShapeError } from ${helpers};`];
  for (const name of names) {
    if (!(name in LISTED)) continue;
    lines.push(`export { check as ${name} } from "${name in MONEY_ANSWERS ? MONEY_PREFIX : LATE_PREFIX}${name}";`);
  }
  return lines.join('\n');
}

function checkerParts(root: string, name: string): { helpers: string; route: string; index: number; explain: string } {
  const answer = LISTED[name];
  if (!answer) throw new Error(`answer checks: no listed answer ${name}`);
  const index = SCHEMAS.indexOf(answer.schema);
  return {
    helpers: JSON.stringify(join(root, HELPERS, 'answer-check.ts')),
    route: JSON.stringify(answer.route),
    index,
    explain: `const explain = (value) => import("${EXPLAIN_SPECIFIER}").then((m) => m.explain(${index}, value));`,
  };
}

/** One money checker: its compiled check is part of the importing app's first load (checked synchronously). */
export function moneyModuleSource(root: string, name: string): string {
  const { helpers, route, index, explain } = checkerParts(root, name);
  return [
    `import { answerCheck } from ${helpers};`,
    `import { Check } from "${CHECK_PREFIX}${index}";`,
    explain,
    `export const check = /* @__PURE__ */ answerCheck(${route}, Check, explain);`,
  ].join('\n');
}

/**
 * One late checker: all the first load holds of it is the loader of its chunk (a few dozen bytes); the route,
 * the compiled check and the explainer's loader are in the chunk (`answer-<n>`), fetched on the first answer.
 */
export function lateModuleSource(root: string, name: string): string {
  const { helpers } = checkerParts(root, name);
  return [
    `import { lateAnswerCheck } from ${helpers};`,
    `export const check = /* @__PURE__ */ lateAnswerCheck(() => import("${LATE_CHUNK_PREFIX}${LATE_NAMES.indexOf(name)}"));`,
  ].join('\n');
}

/** The chunk of one late checker: its route, its compiled check and its explainer. */
function lateChunkSource(root: string, name: string): string {
  const { route, index, explain } = checkerParts(root, name);
  return [`export { Check } from "${CHECK_PREFIX}${index}";`, `export const route = ${route};`, `export ${explain}`].join('\n');
}

/** The names a module imports or re-exports from the door (`import { a, b as c, type T } from '…'`); null when unclear. */
export function doorNamesOf(source: string): string[] | null {
  const names: string[] = [];
  const specifier = ANSWER_CHECKS_SPECIFIER.replace(/[/]/g, '\\/');
  for (const match of source.matchAll(new RegExp(`(?:import|export)\\s+(type\\s+)?([^;]*?)\\s+from\\s+['"]${specifier}['"]`, 'g'))) {
    if (match[1]) continue;
    const braces = /^\{([^}]*)\}$/.exec(match[2]!.trim());
    if (!braces) return null;
    for (const part of braces[1]!.split(',')) {
      const name = part.trim().replace(/^type\s+.*$/, '').split(/\s+as\s+/)[0]!;
      if (name) names.push(name);
    }
  }
  return names;
}

function schemaAt(path: string): TSchema {
  const schema = SCHEMAS[Number(path.slice(CHECK_PREFIX.length))];
  if (!schema) throw new Error(`answer checks: no schema ${path}`);
  return schema;
}

function moduleSource(root: string, path: string): string {
  if (path.startsWith(CHECK_PREFIX)) return checkModuleSource(schemaAt(path));
  if (path.startsWith(LATE_PREFIX)) return lateModuleSource(root, path.slice(LATE_PREFIX.length));
  if (path.startsWith(LATE_CHUNK_PREFIX)) return lateChunkSource(root, LATE_NAMES[Number(path.slice(LATE_CHUNK_PREFIX.length))]!);
  if (path.startsWith(MONEY_PREFIX)) return moneyModuleSource(root, path.slice(MONEY_PREFIX.length));
  if (path === EXPLAIN_SPECIFIER) return explainModuleSource(root);
  const names = path.slice(DOOR_PREFIX.length);
  return doorModuleSource(root, names === '*' ? undefined : names.split(',').filter(Boolean));
}

/** The door its importer needs: the names it takes, or every checker when its source does not say. */
function doorPathFor(importer: string): string {
  let names: string[] | null = null;
  try {
    names = doorNamesOf(readFileSync(importer, 'utf8'));
  } catch {
    names = null;
  }
  return `${DOOR_PREFIX}${names ? [...new Set(names)].sort().join(',') : '*'}`;
}

export function answerChecksPlugin(root: string): Plugin {
  return {
    name: 'arena-answer-checks',
    setup(build) {
      build.onResolve({ filter: /^@arena\/contracts\/answer-checks$/ }, (args) => ({ path: doorPathFor(args.importer), namespace: NAMESPACE }));
      // Side-effect free: a schema no checker in use needs is left out of the bundle.
      build.onResolve({ filter: /^(arena-answer-(check:\d+|late:\w+|money:\w+|explain)|answer-\d+)$/ }, (args) => ({ path: args.path, namespace: NAMESPACE, sideEffects: false }));
      build.onLoad({ filter: /.*/, namespace: NAMESPACE }, (args) => {
        return { contents: moduleSource(root, args.path), resolveDir: root, loader: 'js' };
      });
    },
  };
}
