/**
 * The error pages as route ids. `error-500` is a row of the table (technical.ts); `error-404` has no
 * row, because a 404 is what is left when no row matches, yet the root config publishes it on the bus
 * `route` key like any route, and the errors app switches on it.
 */
export const ERROR_ROUTE_IDS = { notFound: 'error-404', serverError: 'error-500' } as const;
export type ErrorRouteId = (typeof ERROR_ROUTE_IDS)[keyof typeof ERROR_ROUTE_IDS];
