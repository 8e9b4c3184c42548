/**
 * The names a built System.register module really exports, read from its code rather than from the
 * build.json next to it: a copied folder whose code lost its lifecycles while its build.json still
 * claimed them once went live with empty pages. Babel's systemjs transform (scripts/build/system-register.ts)
 * exports through the declare function's first parameter, `_export("name", value)` or
 * `_export({ name: value, … })`; both forms are recognised (minified names included).
 */

const DECLARE = /^\s*(?:\/\/[^\n]*\n|\/\*[\s\S]*?\*\/|\s)*System\.register\(\s*\[[^\]]*\]\s*,\s*function\s*\(\s*([A-Za-z_$][\w$]*)/;
const IDENTIFIER = /^[A-Za-z_$][\w$]*/;

const escapeForRegExp = (name: string) => name.replace(/[$]/g, '\\$&');

/** The keys of the object literal starting at `code[open]` (`{`), at its top level only. */
function objectKeys(code: string, open: number): string[] {
  const keys: string[] = [];
  let depth = 0;
  let expectKey = true;
  for (let i = open; i < code.length; i++) {
    const c = code[i]!;
    if (c === '"' || c === "'" || c === '`') {
      const start = i;
      for (i++; i < code.length && code[i] !== c; i++) if (code[i] === '\\') i++;
      if (depth === 1 && expectKey) keys.push(code.slice(start + 1, i));
      expectKey = false;
    } else if (c === '{' || c === '(' || c === '[') {
      depth++;
      if (depth === 1) expectKey = true;
    } else if (c === '}' || c === ')' || c === ']') {
      depth--;
      if (depth === 0) break;
    } else if (depth === 1 && c === ',') {
      expectKey = true;
    } else if (depth === 1 && expectKey && /[A-Za-z_$]/.test(c)) {
      const name = IDENTIFIER.exec(code.slice(i, i + 200))![0];
      keys.push(name);
      i += name.length - 1;
      expectKey = false;
    } else if (depth === 1 && !/\s/.test(c)) {
      expectKey = false; // `...spread` and the like: not a plain key
    }
  }
  return keys;
}

/** The names the module exports, or null when the code is not a System.register module. */
export function registeredExports(code: string): string[] | null {
  const declare = DECLARE.exec(code);
  if (!declare) return null;
  const exportFn = escapeForRegExp(declare[1]!);
  const names = new Set<string>();
  const calls = new RegExp(`(?<![\\w$.])${exportFn}\\(\\s*(?:(["'])([^"'\\\\]+)\\1|(\\{))`, 'g');
  for (const call of code.matchAll(calls)) {
    if (call[2] !== undefined) names.add(call[2]);
    else for (const key of objectKeys(code, call.index + call[0].length - 1)) names.add(key);
  }
  return [...names].sort();
}
