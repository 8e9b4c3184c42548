/** A compact constructor for table rows, so each row reads as one line of data. */
import type { AreaApp, RouteDef } from '../types.ts';

export function route(id: string, pattern: string, app: AreaApp, title: string, extra: Partial<RouteDef> = {}): RouteDef {
  return { id, pattern, app, title, layout: 'main', ...extra };
}
