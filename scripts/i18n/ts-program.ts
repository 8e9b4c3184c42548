/** Small TypeScript compiler API helpers of the dictionary key scan (used-keys.ts, value-flow.ts). */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';

/** A program of these files under the repository's compiler options (tsconfig.json at root). */
export function createProgram(root: string, files: string[]): ts.Program {
  const config = ts.readConfigFile(join(root, 'tsconfig.json'), (path) => readFileSync(path, 'utf8'));
  const { options } = ts.parseJsonConfigFileContent(config.config, ts.sys, root);
  return ts.createProgram(files, { ...options, noEmit: true });
}

export type FunctionLike = ts.ArrowFunction | ts.FunctionExpression | ts.FunctionDeclaration | ts.MethodDeclaration;

export const isFunctionLike = (node: ts.Node): node is FunctionLike =>
  ts.isArrowFunction(node) || ts.isFunctionExpression(node) || ts.isFunctionDeclaration(node) || ts.isMethodDeclaration(node);

/** The client's sources: .ts and .tsx files under the roots, without tests, declarations, builds and packages. */
export function sourceFiles(roots: string[]): string[] {
  const files: string[] = [];
  const walk = (dir: string): void => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (entry.name === 'node_modules' || entry.name === 'dist') continue;
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (/\.tsx?$/.test(entry.name) && !/\.(test|d)\.tsx?$/.test(entry.name)) files.push(path);
    }
  };
  for (const root of roots) walk(root);
  return files.sort();
}

/** The expressions a function returns (an arrow's expression body, or its `return`s outside nested functions). */
export function returnedExpressions(fn: FunctionLike): ts.Expression[] {
  if (!fn.body) return [];
  if (!ts.isBlock(fn.body)) return [fn.body];
  const found: ts.Expression[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isReturnStatement(node) && node.expression) found.push(node.expression);
    if (!isFunctionLike(node)) ts.forEachChild(node, visit);
  };
  ts.forEachChild(fn.body, visit);
  return found;
}

const WRAPPING_CALLS = new Set(['memo', 'forwardRef', 'useCallback']);

/**
 * The symbol a function is called by: its declaration's name, the const it initializes (also through
 * memo/forwardRef/useCallback), or the declared property an object literal assigns it to.
 */
export function functionIdentity(fn: FunctionLike, symbolOf: (node: ts.Node) => ts.Symbol | undefined, checker: ts.TypeChecker): ts.Symbol | undefined {
  if ((ts.isFunctionDeclaration(fn) || ts.isMethodDeclaration(fn)) && fn.name && !ts.isObjectLiteralExpression(fn.parent)) return symbolOf(fn.name);
  let node: ts.Node = fn;
  while (ts.isCallExpression(node.parent) && WRAPPING_CALLS.has(node.parent.expression.getText().replace(/^React\./, ''))) node = node.parent;
  if (ts.isParenthesizedExpression(node.parent) || ts.isAsExpression(node.parent) || ts.isSatisfiesExpression(node.parent)) node = node.parent;
  if (ts.isVariableDeclaration(node.parent) && ts.isIdentifier(node.parent.name)) return symbolOf(node.parent.name);
  const member = ts.isMethodDeclaration(fn) ? fn : node.parent;
  if ((ts.isPropertyAssignment(member) || ts.isMethodDeclaration(member)) && ts.isObjectLiteralExpression(member.parent)) {
    const contextual = checker.getContextualType(member.parent);
    return (contextual && checker.getPropertyOfType(contextual, member.name.getText())) ?? symbolOf(member.name);
  }
  return undefined;
}

export const ARRAY_CALLBACKS = new Set(['map', 'flatMap', 'forEach', 'filter', 'find', 'some', 'every']);

/** `list.map((item) => …)`: the callback's first parameter is an element, never a key a caller passes on. */
export function isArrayCallback(fn: FunctionLike): fn is FunctionLike & { parent: ts.CallExpression } {
  const caller = fn.parent;
  return ts.isCallExpression(caller) && caller.arguments[0] === fn && ts.isPropertyAccessExpression(caller.expression) && ARRAY_CALLBACKS.has(caller.expression.name.text);
}

/** The function a node is in, or undefined at a file's top level. */
export function enclosingFunction(node: ts.Node): FunctionLike | undefined {
  for (let at = node.parent; at; at = at.parent) if (isFunctionLike(at)) return at;
  return undefined;
}

/**
 * Literals a guard around the call rules out for its key: `failure.key === 'raw' ? text : t(failure.key)`
 * never passes 'raw' (the same for `!==` and the branches of an `if`).
 */
export function guardedOut(call: ts.Node, key: ts.Expression): Set<string> {
  const out = new Set<string>();
  const keyText = key.getText();
  const rule = (condition: ts.Expression, negated: boolean): void => {
    if (!ts.isBinaryExpression(condition)) return;
    const operator = condition.operatorToken.kind;
    const equal = operator === ts.SyntaxKind.EqualsEqualsEqualsToken;
    if (!equal && operator !== ts.SyntaxKind.ExclamationEqualsEqualsToken) return;
    const literal = ts.isStringLiteral(condition.right) ? condition.right : ts.isStringLiteral(condition.left) ? condition.left : undefined;
    const other = literal === condition.right ? condition.left : condition.right;
    if (literal && other.getText() === keyText && equal === negated) out.add(literal.text);
  };
  for (let node: ts.Node = call; node.parent && !isFunctionLike(node); node = node.parent) {
    const parent = node.parent;
    if (ts.isConditionalExpression(parent) && node !== parent.condition) rule(parent.condition, node === parent.whenFalse);
    if (ts.isIfStatement(parent) && node !== parent.expression) rule(parent.expression, node === parent.elseStatement);
  }
  return out;
}
