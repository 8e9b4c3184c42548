/**
 * A compact constructor for table rows, so each row reads as one line of data. The id and the app are
 * `const` type parameters: a row keeps its literal id (even a template such as `${section}-game`), which
 * is what RouteId and RouteIdOf are derived from.
 */
import type { AreaApp, RouteDef } from '../types.ts';

/** Everything of a row but its id and app, which the constructor takes as literal types. */
export type RouteExtras = Partial<Omit<RouteDef, 'id' | 'app'>>;

export function route<const Id extends string, const App extends AreaApp>(
  id: Id,
  pattern: string,
  app: App,
  title: string,
  extra: RouteExtras = {},
): RouteDef<Id, App> {
  return { id, pattern, app, title, layout: 'main', ...extra };
}
