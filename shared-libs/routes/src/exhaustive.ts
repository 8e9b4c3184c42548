/**
 * The default branch of an app's exhaustive switch over its route ids (`switch (id as RouteIdOf<App>)`):
 * `id` must have been narrowed to `never` by the cases above, so a route of the app without a case (a
 * new, renamed or removed row) is a type error there. At run time any other id (none yet, another app's
 * route still on the bus) gets `fallback`, the app's not-found view.
 */
export function unhandledRoute<T>(id: never, fallback: T): T {
  void id;
  return fallback;
}
