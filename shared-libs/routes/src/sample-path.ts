/**
 * A sample URL for any row of the table, built from its pattern and parameter rules: what the route
 * walks (unit and e2e) and the language walk open for every route.
 */
import { compilePattern } from './match.ts';
import { ENUMERATIONS } from './sections.ts';
import type { RouteDef } from './types.ts';

/** A value for one parameter: the first member of its enumeration, digits, or a plain slug. */
function sample(route: RouteDef, name: string): string {
  const rule = route.params?.[name];
  if (rule === 'digits') return '12345';
  if (rule) return ENUMERATIONS[rule][0];
  return `sample-${name.toLowerCase()}`;
}

/** The path under `/{lng}/` for a route, with every optional parameter filled (or left out). */
export function samplePath(route: RouteDef, withOptionals = true): string {
  return compilePattern(route.pattern)
    .flatMap((segment) => {
      if (segment.kind === 'literal') return [segment.value];
      if (segment.kind === 'optional' && !withOptionals) return [];
      if (segment.kind === 'rest') return withOptionals ? ['a', 'b'] : [];
      return [sample(route, segment.name)];
    })
    .join('/');
}
