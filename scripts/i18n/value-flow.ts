/**
 * What values an expression can hold, followed through the code with the TypeScript compiler: literals and
 * finite literal types, conditions, templates, variables, destructuring, objects and arrays (with spreads and
 * the usual array methods), refs, React context, function returns (parameters bound to the call's
 * arguments), parameters and props (every call and JSX site, default values, the array a callback
 * iterates) and properties (every object literal written to the declared property). What it cannot follow
 * is `unknown`. The dictionary key scan (used-keys.ts) builds on it; its translation functions are values.
 */
import ts from 'typescript';
import { functionIdentity, isArrayCallback, isFunctionLike, returnedExpressions, type FunctionLike } from './ts-program.ts';

/** A key or a key pattern: literal parts between wildcards (`['appeal_status_', '']` is `appeal_status_*`). */
export type KeyPattern = readonly string[];

/** What a call binds the parameters of the function it calls to. */
export type Env = ReadonlyMap<ts.ParameterDeclaration, () => Value[]>;
export type Translator = { kind: 'translator'; namespace: string; via: 'call' | 'own-text'; prefix?: string };
export type Value =
  | { kind: 'str'; key: KeyPattern }
  | Translator
  | { kind: 'object'; props: Map<string, () => Value[]> }
  | { kind: 'array'; elements: () => Value[]; at?: (index: number) => Value[] }
  | { kind: 'closure'; node: FunctionLike; env: Env }
  | { kind: 'unknown' };

export const EMPTY: Env = new Map();
export const UNKNOWN: Value = { kind: 'unknown' };
const MAX_DEPTH = 40;
const MAX_EXPANSION = 64;
const SPREAD = '...';

export const wildcard = (key: KeyPattern): boolean => key.length > 1;
export const showKey = (key: KeyPattern): string => key.join('*');

/** Joins patterns: the last literal part of `a` meets the first of `b`. */
export const join = (a: KeyPattern, b: KeyPattern): KeyPattern => [...a.slice(0, -1), `${a.at(-1) ?? ''}${b[0] ?? ''}`, ...b.slice(1)];

/** Values without repeats: the same key, translator or unknown from several paths counts once. */
export function distinct<V extends Value>(values: V[]): V[] {
  const seen = new Set<string>();
  return values.filter((value) => {
    const id = value.kind === 'str' ? `s:${showKey(value.key)}` : value.kind === 'translator' ? `t:${value.via}:${value.namespace}:${value.prefix ?? ''}` : value.kind === 'unknown' ? 'u' : undefined;
    if (id === undefined) return true;
    if (seen.has(id)) return false;
    seen.add(id);
    return true;
  });
}

export abstract class ValueFlow {
  protected readonly checker: ts.TypeChecker;
  private readonly callSites = new Map<string, Array<{ callee: ts.Node; argument: (index: number) => Value[] }>>();
  private readonly providers = new Map<string, Array<{ context: ts.Expression; value: ts.Expression }>>();
  private readonly propertyWrites = new Map<string, Array<{ property: ts.ObjectLiteralElementLike; value: ts.Expression }>>();
  private readonly memo = new Map<ts.Node, Map<Env, Value[] | 'busy'>>();
  private cycles = 0;
  private depth = 0;

  /** files: the code whose calls, JSX and object literals the flow follows. */
  constructor(program: ts.Program, files: readonly ts.SourceFile[]) {
    this.checker = program.getTypeChecker();
    for (const file of files) this.index(file);
  }

  /** The values a domain gives some properties and calls (a translation function); undefined for the others. */
  protected abstract source(node: ts.PropertyAccessExpression | ts.ElementAccessExpression | ts.CallExpression, name: string, declaredIn: string, env: Env): Value[] | undefined;

  // ——— the index of call sites, context providers and property writes ———

  protected symbol(node: ts.Node): ts.Symbol | undefined {
    const symbol = ts.isShorthandPropertyAssignment(node.parent) && node.parent.name === node
      ? this.checker.getShorthandAssignmentValueSymbol(node.parent)
      : this.checker.getSymbolAtLocation(node);
    return symbol && symbol.flags & ts.SymbolFlags.Alias ? this.checker.getAliasedSymbol(symbol) : symbol;
  }

  /**
   * The index is by name (cheap, syntax only); the checker confirms the symbol when a lookup needs it, so
   * only the few names the resolution asks about are type-checked.
   */
  private add<T>(map: Map<string, T[]>, name: string, entry: T): void {
    const list = map.get(name);
    if (list) list.push(entry);
    else map.set(name, [entry]);
  }

  private index(file: ts.SourceFile): void {
    const lastName = (node: ts.Node): ts.Node => (ts.isPropertyAccessExpression(node) ? node.name : node);
    const visit = (node: ts.Node): void => {
      if (ts.isCallExpression(node)) {
        const callee = lastName(node.expression);
        this.add(this.callSites, callee.getText(), { callee, argument: (index: number) => (node.arguments[index] ? this.ev(node.arguments[index], EMPTY) : []) });
      } else if (ts.isJsxSelfClosingElement(node) || ts.isJsxOpeningElement(node)) {
        const callee = lastName(node.tagName);
        this.add(this.callSites, callee.getText(), { callee, argument: (index: number) => (index === 0 ? this.ev(node.attributes, EMPTY) : []) });
        const value = node.attributes.properties.find((p): p is ts.JsxAttribute => ts.isJsxAttribute(p) && p.name.getText() === 'value');
        if (ts.isPropertyAccessExpression(node.tagName) && node.tagName.name.text === 'Provider' && value?.initializer && ts.isJsxExpression(value.initializer) && value.initializer.expression) {
          this.add(this.providers, lastName(node.tagName.expression).getText(), { context: node.tagName.expression, value: value.initializer.expression });
        }
      } else if ((ts.isPropertyAssignment(node) || ts.isShorthandPropertyAssignment(node)) && ts.isObjectLiteralExpression(node.parent)) {
        this.add(this.propertyWrites, node.name.getText(), { property: node, value: ts.isPropertyAssignment(node) ? node.initializer : node.name });
      } else if (ts.isSpreadAssignment(node) && ts.isObjectLiteralExpression(node.parent)) {
        this.add(this.propertyWrites, SPREAD, { property: node, value: node.expression });
      }
      ts.forEachChild(node, visit);
    };
    visit(file);
  }

  /** The sites that call (or render) the function known by this symbol. */
  private sitesOf(identity: ts.Symbol): Array<(index: number) => Value[]> {
    return (this.callSites.get(identity.name) ?? []).filter((site) => {
      const symbol = this.symbol(site.callee);
      if (symbol === identity) return true;
      // A lazily loaded component: `const X = lazy(() => import('./x.tsx').then((m) => ({ default: m.X })))`.
      const declaration = symbol?.valueDeclaration;
      const initializer = declaration && ts.isVariableDeclaration(declaration) ? declaration.initializer : undefined;
      return !!initializer && ts.isCallExpression(initializer) && /^(React\.)?lazy$/.test(initializer.expression.getText()) && initializer.getText().includes(`.${identity.name}`);
    }).map((site) => site.argument);
  }

  /** An object literal's contextual type; a literal spread into another (`...(c ? { k } : {})`) has the outer one's. */
  private contextualType(literal: ts.ObjectLiteralExpression): ts.Type | undefined {
    const own = this.checker.getContextualType(literal);
    if (own) return own;
    let node: ts.Node = literal.parent;
    while (ts.isParenthesizedExpression(node) || ts.isConditionalExpression(node) || ts.isBinaryExpression(node)) node = node.parent;
    return ts.isSpreadAssignment(node) ? this.contextualType(node.parent) : undefined;
  }

  private holdsStrings(declared: ts.Symbol): boolean {
    const type = this.checker.getNonNullableType(this.checker.getTypeOfSymbol(declared));
    return (type.isUnion() ? type.types : [type]).every((part) => !!(part.flags & ts.TypeFlags.StringLike));
  }

  /**
   * What object literals write to a declared property (matched through the literal's contextual type):
   * their own property, or the property of what they spread (`{ kind: 'list', ...section }`).
   */
  private writesOf(declared: ts.Symbol): Value[] {
    const declarations = new Set(declared.declarations ?? []);
    const writesTo = (literal: ts.ObjectLiteralExpression): boolean => {
      const contextual = this.contextualType(literal);
      const members = contextual ? (contextual.isUnion() ? contextual.types : [contextual]) : [];
      return members.some((member) => {
        const written = member.getProperty(declared.name);
        return written === declared || !!written?.declarations?.some((declaration) => declarations.has(declaration));
      });
    };
    const own = (this.propertyWrites.get(declared.name) ?? []).filter(({ property }) => writesTo(property.parent as ts.ObjectLiteralExpression));
    const spread = (this.propertyWrites.get(SPREAD) ?? []).filter(({ property }) => writesTo(property.parent as ts.ObjectLiteralExpression));
    return [
      ...own.flatMap((write) => this.ev(write.value, EMPTY)),
      ...spread.flatMap((write) => this.ev(write.value, EMPTY).flatMap((value) => this.prop(value, declared.name))),
    ];
  }

  // ——— the evaluator ———

  protected strings(values: Value[]): KeyPattern[] {
    return values.flatMap((value) => (value.kind === 'str' ? [value.key] : []));
  }

  protected prop(value: Value, name: string): Value[] {
    if (value.kind === 'object') return value.props.get(name)?.() ?? [];
    return [];
  }

  /** Finite string or number literal types as keys; undefined when the type is open (`string`). */
  private literalType(expression: ts.Expression): Value[] | undefined {
    const type = this.checker.getTypeAtLocation(expression);
    const parts = (type.isUnion() ? type.types : [type]).filter((t) => !(t.flags & (ts.TypeFlags.Undefined | ts.TypeFlags.Null)));
    if (parts.length === 0 || !parts.every((t) => t.isStringLiteral() || t.isNumberLiteral())) return undefined;
    return parts.map((t) => ({ kind: 'str', key: [String((t as ts.LiteralType).value)] }));
  }

  ev(node: ts.Node, env: Env): Value[] {
    const byEnv = this.memo.get(node) ?? new Map<Env, Value[] | 'busy'>();
    const cached = byEnv.get(env);
    if (cached === 'busy') {
      this.cycles += 1; // a value that depends on itself: this path adds nothing
      return [];
    }
    if (cached) return cached;
    if (this.depth > MAX_DEPTH) return [UNKNOWN];
    this.memo.set(node, byEnv.set(env, 'busy'));
    const cycles = this.cycles;
    this.depth += 1;
    try {
      const values = distinct(this.evaluate(node, env));
      // A result that met a cycle is partial until the cycle's start is done: kept only there.
      if (this.cycles === cycles || this.depth === 1) byEnv.set(env, values);
      else byEnv.delete(env);
      return values;
    } finally {
      this.depth -= 1;
    }
  }

  private evaluate(node: ts.Node, env: Env): Value[] {
    if (ts.isParenthesizedExpression(node) || ts.isAsExpression(node) || ts.isSatisfiesExpression(node) || ts.isNonNullExpression(node) || ts.isTypeAssertionExpression(node)) {
      return this.ev(node.expression, env);
    }
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node) || ts.isNumericLiteral(node)) return [{ kind: 'str', key: [node.text] }];
    if (node.kind === ts.SyntaxKind.NullKeyword || (ts.isIdentifier(node) && node.text === 'undefined')) return []; // no key at all
    if (ts.isTemplateExpression(node)) return this.template(node, env);
    if (ts.isConditionalExpression(node)) return [...this.ev(node.whenTrue, env), ...this.ev(node.whenFalse, env)];
    if (ts.isBinaryExpression(node)) {
      const operator = node.operatorToken.kind;
      if (operator === ts.SyntaxKind.QuestionQuestionToken || operator === ts.SyntaxKind.BarBarToken) return [...this.ev(node.left, env), ...this.ev(node.right, env)];
      if (operator === ts.SyntaxKind.AmpersandAmpersandToken) return this.ev(node.right, env);
    }
    if (isFunctionLike(node)) return [{ kind: 'closure', node, env }];
    if (ts.isObjectLiteralExpression(node) || ts.isJsxAttributes(node)) return [this.object(node, env)];
    if (ts.isArrayLiteralExpression(node)) {
      const spread = node.elements.some(ts.isSpreadElement);
      return [{
        kind: 'array',
        elements: () => node.elements.flatMap((element) => (ts.isSpreadElement(element) ? this.elements(this.ev(element.expression, env)) : this.ev(element, env))),
        ...(spread ? {} : { at: (index: number) => (node.elements[index] ? this.ev(node.elements[index], env) : []) }),
      }];
    }
    if (ts.isJsxExpression(node)) return node.expression ? this.ev(node.expression, env) : [];
    if (ts.isIdentifier(node)) return this.identifier(node, env);
    if (ts.isPropertyAccessExpression(node) || (ts.isElementAccessExpression(node) && ts.isStringLiteralLike(node.argumentExpression))) {
      return this.property(node, env);
    }
    if (ts.isElementAccessExpression(node)) {
      // TABLE[code]: any value of the table (a const object or array).
      const values = this.ev(node.expression, env).flatMap((value) => (value.kind === 'object' ? [...value.props.values()].flatMap((get) => get()) : value.kind === 'array' ? value.elements() : [UNKNOWN]));
      return this.literalType(node) ?? values;
    }
    if (ts.isCallExpression(node)) return this.call(node, env);
    return this.fallback(node);
  }

  private fallback(node: ts.Node): Value[] {
    return (ts.isExpression(node) && this.literalType(node)) || [UNKNOWN];
  }

  private template(node: ts.TemplateExpression, env: Env): Value[] {
    let keys: KeyPattern[] = [[node.head.text]];
    for (const span of node.templateSpans) {
      const parts = this.literalType(span.expression) ?? this.ev(span.expression, env);
      const spanKeys: KeyPattern[] = parts.every((part) => part.kind === 'str') ? parts.map((part) => (part as { key: KeyPattern }).key) : [['', '']];
      keys = keys.flatMap((key) => spanKeys.map((spanKey) => join(join(key, spanKey), [span.literal.text])));
      if (keys.length > MAX_EXPANSION) keys = [[node.head.text, '']];
    }
    return keys.map((key) => ({ kind: 'str', key: key.filter((part, i) => i === 0 || i === key.length - 1 || part !== '') }));
  }

  private object(node: ts.ObjectLiteralExpression | ts.JsxAttributes, env: Env): Value {
    const props = new Map<string, () => Value[]>();
    for (const member of node.properties) {
      if ((ts.isPropertyAssignment(member) || ts.isJsxAttribute(member)) && member.initializer) {
        const initializer = member.initializer;
        props.set(member.name.getText(), () => this.ev(initializer, env));
      } else if (ts.isShorthandPropertyAssignment(member)) {
        props.set(member.name.text, () => this.ev(member.name, env));
      } else if (ts.isMethodDeclaration(member)) {
        props.set(member.name.getText(), () => [{ kind: 'closure', node: member, env }]);
      } else if (ts.isSpreadAssignment(member) || ts.isJsxSpreadAttribute(member)) {
        // Several objects can be spread here (a table's rows): a property holds any of theirs.
        const spreads = new Map<string, Array<() => Value[]>>();
        for (const spread of this.ev(member.expression, env)) {
          if (spread.kind === 'object') for (const [name, get] of spread.props) spreads.set(name, [...(spreads.get(name) ?? []), get]);
        }
        for (const [name, gets] of spreads) props.set(name, () => gets.flatMap((get) => get()));
      }
    }
    return { kind: 'object', props };
  }

  private elements(values: Value[]): Value[] {
    return values.flatMap((value) => (value.kind === 'array' ? value.elements() : [UNKNOWN]));
  }

  private identifier(node: ts.Identifier, env: Env): Value[] {
    const symbol = this.symbol(node);
    if (!symbol) return this.fallback(node);
    const literal = this.literalType(node);
    if (literal) return literal;
    const declaration = symbol.valueDeclaration ?? symbol.declarations?.[0];
    if (!declaration) return [UNKNOWN];
    if (ts.isVariableDeclaration(declaration) && declaration.initializer) return this.ev(declaration.initializer, env);
    if (ts.isBindingElement(declaration)) return this.binding(declaration, env);
    if (ts.isParameter(declaration)) return env.get(declaration)?.() ?? this.parameter(declaration);
    if (ts.isFunctionDeclaration(declaration)) return [{ kind: 'closure', node: declaration, env: EMPTY }];
    return [UNKNOWN];
  }

  /** `{ t } = source`, `[a, b] = source`, nested patterns. */
  private binding(element: ts.BindingElement, env: Env): Value[] {
    const holder = element.parent.parent;
    const source = ts.isVariableDeclaration(holder) ? (holder.initializer ? this.ev(holder.initializer, env) : [])
      : ts.isParameter(holder) ? (env.get(holder)?.() ?? this.parameter(holder))
        : ts.isBindingElement(holder) ? this.binding(holder, env) : [UNKNOWN];
    if (ts.isArrayBindingPattern(element.parent)) {
      const index = element.parent.elements.indexOf(element);
      return source.flatMap((value) => (value.kind === 'array' && value.at ? value.at(index) : this.elements([value])));
    }
    const name = (element.propertyName ?? element.name).getText();
    return source.flatMap((value) => this.prop(value, name));
  }

  /** Every value a parameter receives: its function's call and JSX sites, or the array it iterates. */
  private parameter(parameter: ts.ParameterDeclaration): Value[] {
    const fn = parameter.parent;
    if (!isFunctionLike(fn)) return [UNKNOWN];
    const index = fn.parameters.indexOf(parameter);
    if (index === 0 && isArrayCallback(fn)) return this.elements(this.ev((fn.parent.expression as ts.PropertyAccessExpression).expression, EMPTY));
    const identity = functionIdentity(fn, (node) => this.symbol(node), this.checker);
    const sites = identity ? this.sitesOf(identity) : [];
    // A default value is what callers that leave the argument out pass.
    const values = [...sites.flatMap((site) => site(index)), ...(parameter.initializer ? this.ev(parameter.initializer, EMPTY) : [])];
    if (values.length === 0) return (ts.isIdentifier(parameter.name) && this.literalType(parameter.name)) || [UNKNOWN];
    return values;
  }

  private property(node: ts.PropertyAccessExpression | ts.ElementAccessExpression, env: Env): Value[] {
    const name = ts.isPropertyAccessExpression(node) ? node.name.text : (node.argumentExpression as ts.StringLiteralLike).text;
    const declared = this.symbol(ts.isPropertyAccessExpression(node) ? node.name : node.argumentExpression);
    const own = this.source(node, name, declared?.valueDeclaration?.getSourceFile().fileName ?? '', env);
    if (own) return own;
    const literal = this.literalType(node);
    if (literal) return literal;
    const fromObjects = this.ev(node.expression, env).flatMap((value) => this.prop(value, name));
    if (fromObjects.length > 0 && fromObjects.some((value) => value.kind !== 'unknown')) return fromObjects;
    // A property typed `string` of an interface or table: every object literal written to it.
    const writes = declared && this.holdsStrings(declared) ? this.writesOf(declared) : [];
    if (writes.length > 0) return writes;
    return [UNKNOWN];
  }

  private call(node: ts.CallExpression, env: Env): Value[] {
    const callee = ts.isPropertyAccessExpression(node.expression) ? node.expression.name : node.expression;
    const symbol = this.symbol(callee);
    const declaration = symbol?.valueDeclaration;
    const name = symbol?.name;
    const argument = (index: number): Value[] => (node.arguments[index] ? this.ev(node.arguments[index], env) : []);
    const own = name ? this.source(node, name, declaration?.getSourceFile().fileName ?? '', env) : undefined;
    if (own) return own;
    if (name === 'useContext') return argument(0).length ? this.context(node.arguments[0]!) : [];
    if (name === 'useRef') return [{ kind: 'object', props: new Map([['current', () => argument(0)]]) }];
    if (name === 'useCallback') return argument(0);
    if (name === 'useMemo') return argument(0).flatMap((fn) => (fn.kind === 'closure' ? this.returns(fn, node) : [UNKNOWN]));
    const literal = this.literalType(node);
    if (literal) return literal;
    const arrayMethod = ts.isPropertyAccessExpression(node.expression) ? this.arrayMethod(node, node.expression, env) : undefined;
    if (arrayMethod) return arrayMethod;
    const callees = this.ev(node.expression, env);
    const values = callees.flatMap((fn) => (fn.kind === 'closure' ? this.returns(fn, node, env) : []));
    return values.length > 0 ? values : [UNKNOWN];
  }

  /** `list.map(fn)`, `flatMap`, `filter`, `find`, `slice`…: what the resulting array (or element) holds. */
  private arrayMethod(node: ts.CallExpression, callee: ts.PropertyAccessExpression, env: Env): Value[] | undefined {
    const method = callee.name.text;
    const source = (): Value[] => this.ev(callee.expression, env);
    const callback = node.arguments[0];
    const mapped = (): Value[] => (callback ? this.ev(callback, env) : []).flatMap((fn) => (fn.kind === 'closure' ? returnedExpressions(fn.node).flatMap((expression) => this.ev(expression, fn.env)) : [UNKNOWN]));
    if (method === 'map') return [{ kind: 'array', elements: mapped }];
    if (method === 'flatMap') return [{ kind: 'array', elements: () => this.elements(mapped()) }];
    if (['filter', 'slice', 'sort', 'reverse', 'concat'].includes(method)) return source().some((value) => value.kind === 'array') ? source() : undefined;
    if (['find', 'at', 'findLast'].includes(method)) return source().some((value) => value.kind === 'array') ? this.elements(source()) : undefined;
    return undefined;
  }

  private context(argument: ts.Expression): Value[] {
    const symbol = this.symbol(argument);
    const providers = symbol ? (this.providers.get(symbol.name) ?? []).filter((provider) => this.symbol(provider.context) === symbol) : [];
    return providers.flatMap((provider) => this.ev(provider.value, EMPTY));
  }

  /** What a closure returns when called here: its parameters bound to this call's arguments. */
  private returns(fn: Extract<Value, { kind: 'closure' }>, call: ts.CallExpression, callerEnv: Env = EMPTY): Value[] {
    const env = new Map(fn.env);
    fn.node.parameters.forEach((parameter, index) => {
      const argument = call.arguments[index];
      if (argument) env.set(parameter, () => this.ev(argument, callerEnv));
    });
    const bound: Env = env.size === fn.env.size ? fn.env : env;
    return returnedExpressions(fn.node).flatMap((expression) => this.ev(expression, bound));
  }
}
