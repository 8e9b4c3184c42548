/**
 * Which dictionary keys the code uses, read with the TypeScript compiler (not regexes): every call of a
 * translation function, the namespace that function is bound to and the keys it is called with.
 *
 * Translation functions are i18next's getFixedT(lng, ns) (which useArenaTranslation's `t` comes from),
 * react-i18next's useTranslation(ns)'s `t`, i18next's and @arena/i18n's `t` and `exists` (the instance's default namespace unless the options name
 * `ns`), and ownText(language, ns, key). They reach their calls as values (value-flow.ts: variables,
 * destructuring, objects, refs, React context, returns, parameters and props) and through wrappers: a
 * function that passes its first parameter on as the key is itself one (`(key, vars) => t(key, vars)`), in
 * the namespace its hook was called with (`useNamespace('blog')`); one that passes `slip_${key}` to
 * ownText has keys that carry the prefix.
 *
 * A key is a pattern (value-flow.ts): `'ban_title'`, or `appeal_status_*` for a template literal whose
 * open part is not of a finite literal type. What stays open (a server's string, a `string` nobody writes
 * as a literal) is reported as unresolved with its place, and a call of a function named like a
 * translation function that binds to none as unbound: dictionary-keys.ts decides what is documented.
 */
import { relative, resolve } from 'node:path';
import ts from 'typescript';
import { createProgram, enclosingFunction, guardedOut, isArrayCallback, isFunctionLike, sourceFiles, type FunctionLike } from './ts-program.ts';
import { EMPTY, ValueFlow, distinct, join, showKey, wildcard, type Env, type KeyPattern, type Translator, type Value } from './value-flow.ts';

export const ROOT = resolve(import.meta.dirname, '../..');
export { showKey, wildcard, type KeyPattern };

export interface Site { file: string; line: number }
/** A key a translation call uses; `code` is its key argument as written. */
export interface KeyUse extends Site { namespace: string; key: KeyPattern; code: string }
export interface Unresolved extends Site { namespace: string; code: string }
export interface UsedKeys { uses: KeyUse[]; unresolved: Unresolved[]; unbound: Site[] }

/** The namespace of a translation function whose namespace the scan cannot tell (no dictionary has it). */
export const UNKNOWN_NAMESPACE = '?';

/**
 * The code that reads dictionaries, with the default namespace of its i18next instance: the client's
 * page-wide instance (`common`) and the operator pages' own (`ops`, the @arena/ops workspace: /ops/ and /support-console/).
 */
export const SCAN_ROOTS: Readonly<Record<string, string>> = {
  shell: 'common', mfe: 'common', 'shared-libs': 'common', 'root-config': 'common', 'ops/src/page': 'ops', 'ops/src/support-console': 'ops',
};

/** The names the code gives its translation functions: a call of one that binds to none is a blind spot. */
const TRANSLATION_NAMES = /^(t|tr|gt)$/;
const I18N_INSTANCE = 'shared-libs/i18n/src/instance/arena-i18n.ts';
/** Where ui-kit keeps the one `t` per namespace (a pass-through of getFixedT's for the scan). */
const TRANSLATION_STORE = 'shared-libs/ui-kit/src/hooks/translation-store.ts';

export function scanUsedKeys(roots: Readonly<Record<string, string>> = SCAN_ROOTS): UsedKeys {
  const program = createProgram(ROOT, sourceFiles(Object.keys(roots).map((dir) => resolve(ROOT, dir))));
  return new KeyScanner(program, roots).scan();
}

export class KeyScanner extends ValueFlow {
  private readonly files: ts.SourceFile[];
  private readonly roots: Array<[dir: string, namespace: string]>;
  private readonly wrappers = new Map<ts.Node, Map<Env, Translator[]>>();

  /** roots: directories (relative to ROOT) and the default namespace of their i18next instance. */
  constructor(program: ts.Program, roots: Readonly<Record<string, string>>) {
    const dirs = Object.entries(roots).map(([dir, namespace]): [string, string] => [`${resolve(ROOT, dir)}/`, namespace]);
    const files = program.getSourceFiles().filter((file) => !file.fileName.includes('/node_modules/') && dirs.some(([dir]) => file.fileName.startsWith(dir)));
    super(program, files);
    this.files = files;
    this.roots = dirs;
  }

  scan(): UsedKeys {
    const result: UsedKeys = { uses: [], unresolved: [], unbound: [] };
    const visit = (node: ts.Node): void => {
      if (ts.isCallExpression(node)) this.record(node, result);
      ts.forEachChild(node, visit);
    };
    for (const file of this.files) visit(file);
    return result;
  }

  private defaultNamespace(node: ts.Node): string {
    const file = node.getSourceFile().fileName;
    return this.roots.find(([dir]) => file.startsWith(dir))?.[1] ?? '';
  }

  /** The translation functions of i18next, react-i18next and @arena/i18n. */
  protected source(node: ts.PropertyAccessExpression | ts.ElementAccessExpression | ts.CallExpression, name: string, declaredIn: string, env: Env): Value[] | undefined {
    const ownInstance = declaredIn.endsWith(I18N_INSTANCE);
    if (ts.isCallExpression(node)) {
      if (name === 'getFixedT' && declaredIn.includes('/node_modules/i18next/')) {
        const namespace = node.arguments[1];
        return (namespace ? this.namespaces(namespace, env) : [this.defaultNamespace(node)]).map((ns) => ({ kind: 'translator', namespace: ns, via: 'call' }));
      }
      // ui-kit's shared `t` is getFixedT's wrapped to remember plain keys (translation-store.ts): the same translator.
      if (name === 'rememberingPlainKeys' && declaredIn.endsWith(TRANSLATION_STORE) && node.arguments[0]) return this.ev(node.arguments[0], env);
      if (name !== 'useTranslation' || !declaredIn.includes('/node_modules/react-i18next/')) return undefined;
      const t = (): Value[] => (node.arguments[0] ? this.namespaces(node.arguments[0], env) : [this.defaultNamespace(node)]).map((namespace) => ({ kind: 'translator', namespace, via: 'call' }));
      return [{ kind: 'object', props: new Map([['t', t]]) }];
    }
    if ((name === 't' || name === 'exists') && (ownInstance || declaredIn.includes('/node_modules/i18next/'))) return [{ kind: 'translator', namespace: this.defaultNamespace(node), via: 'call' }];
    if (name === 'ownText' && ownInstance) return [{ kind: 'translator', namespace: '', via: 'own-text' }];
    return undefined;
  }

  // ——— the calls ———

  private site(node: ts.Node): Site {
    const file = node.getSourceFile();
    return { file: relative(ROOT, file.fileName), line: file.getLineAndCharacterOfPosition(node.getStart()).line + 1 };
  }

  private translators(values: Value[]): Translator[] {
    return distinct(values.flatMap((value) => (value.kind === 'translator' ? [value] : value.kind === 'closure' ? this.wrapped(value.node, value.env) : [])));
  }

  /** The namespaces an expression names; UNKNOWN_NAMESPACE for what is not a literal. */
  private namespaces(expression: ts.Expression, env: Env, values = this.ev(expression, env)): string[] {
    return [...new Set(values.map((value) => (value.kind === 'str' && !wildcard(value.key) ? value.key[0]! : UNKNOWN_NAMESPACE)))];
  }

  /** The key argument of a call of this translator, and the namespaces the call reads. */
  private callShape(call: ts.CallExpression, translator: Translator, env: Env): { key: ts.Expression | undefined; namespaces: string[] } {
    if (translator.via === 'own-text') {
      return { key: call.arguments[2], namespaces: call.arguments[1] ? this.namespaces(call.arguments[1], env) : [UNKNOWN_NAMESPACE] };
    }
    // t(key, { ns }): the options may name the namespace (`t(routeId, { ns: 'titles' })`).
    const options = call.arguments[1];
    const named = options ? this.ev(options, env).flatMap((value) => this.prop(value, 'ns')) : [];
    return { key: call.arguments[0], namespaces: named.length > 0 ? this.namespaces(options!, env, named) : [translator.namespace] };
  }

  /**
   * How a call inside a function passes that function's first parameter on as its key: '' as it is, a
   * prefix for ownText's `${prefix}${key}`; undefined when it does not (a `t` template is a key pattern).
   */
  private forwarded(key: ts.Expression | undefined, translator: Translator, fn: FunctionLike): string | undefined {
    const first = isArrayCallback(fn) ? undefined : fn.parameters[0];
    if (!key || !first) return undefined;
    const isFirst = (node: ts.Expression) => ts.isIdentifier(node) && this.symbol(node) === this.symbol(first.name);
    if (isFirst(key)) return '';
    const [span, ...more] = ts.isTemplateExpression(key) ? key.templateSpans : [];
    const prefixed = translator.via === 'own-text' && ts.isTemplateExpression(key) && span && more.length === 0 && span.literal.text === '' && isFirst(span.expression);
    return prefixed ? key.head.text : undefined;
  }

  /** A function that passes its first parameter on as a key is a translation function (see the header). */
  private wrapped(fn: FunctionLike, env: Env): Translator[] {
    const cached = this.wrappers.get(fn)?.get(env);
    if (cached) return cached;
    const byEnv = this.wrappers.get(fn) ?? new Map<Env, Translator[]>();
    this.wrappers.set(fn, byEnv.set(env, []));
    const found: Translator[] = [];
    const visit = (node: ts.Node): void => {
      if (ts.isCallExpression(node) && node.arguments.length > 0 && fn.parameters.length > 0) {
        for (const translator of this.translators(this.ev(node.expression, env))) {
          const { key, namespaces } = this.callShape(node, translator, env);
          const prefix = this.forwarded(key, translator, fn);
          if (prefix === undefined) continue;
          for (const namespace of namespaces) found.push({ kind: 'translator', namespace, via: 'call', prefix: `${translator.prefix ?? ''}${prefix}` });
        }
      }
      if (!isFunctionLike(node)) ts.forEachChild(node, visit);
    };
    if (fn.body) visit(fn.body);
    byEnv.set(env, distinct(found));
    return byEnv.get(env)!;
  }

  private record(call: ts.CallExpression, result: UsedKeys): void {
    if (call.arguments.length === 0) return;
    const translators = this.translators(this.ev(call.expression, EMPTY));
    const site = this.site(call);
    const name = ts.isPropertyAccessExpression(call.expression) ? call.expression.name : call.expression;
    if (translators.length === 0 && ts.isIdentifier(name) && TRANSLATION_NAMES.test(name.text) && !this.insideWrapper(call)) result.unbound.push(site);
    for (const translator of translators) {
      const { key, namespaces } = this.callShape(call, translator, EMPTY);
      const fn = enclosingFunction(call);
      // A wrapper's own call: its callers are the uses.
      if (!key || (fn && this.forwarded(key, translator, fn) !== undefined && this.wrapped(fn, EMPTY).length > 0)) continue;
      const code = key.getText();
      const excluded = guardedOut(call, key);
      const values = this.ev(key, EMPTY).filter((value) => !(value.kind === 'str' && excluded.has(showKey(value.key))));
      for (const namespace of namespaces) {
        if (values.length === 0) result.unresolved.push({ ...site, namespace, code });
        for (const value of values) {
          if (value.kind === 'str') result.uses.push({ ...site, namespace, key: join([translator.prefix ?? ''], value.key), code });
          else result.unresolved.push({ ...site, namespace, code });
        }
      }
    }
  }

  private insideWrapper(call: ts.CallExpression): boolean {
    const fn = enclosingFunction(call);
    return !!fn && this.wrapped(fn, EMPTY).length > 0;
  }
}
