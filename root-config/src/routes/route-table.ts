/**
 * The route table, as data: which area app owns which paths under the language segment.
 * Patterns are relative to `/{lng}/`; `*` at the end matches the rest of the path.
 */
export type Layout = 'main' | 'empty' | 'blocked';

export interface RouteDef {
  id: string;
  /** Pattern after `/{lng}/`, e.g. `''` (home), `line/*`, `office/*`. */
  pattern: string;
  app: string;
  layout: Layout;
}

export const ROUTES: readonly RouteDef[] = [
  { id: 'home', pattern: '', app: '@arena/betting', layout: 'main' },
  { id: 'line', pattern: 'line/*', app: '@arena/betting', layout: 'main' },
  { id: 'line-root', pattern: 'line', app: '@arena/betting', layout: 'main' },
  { id: 'office', pattern: 'office/*', app: '@arena/office', layout: 'main' },
  { id: 'office-root', pattern: 'office', app: '@arena/office', layout: 'main' },
];
