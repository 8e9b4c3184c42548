/** The host's read of the route table (@arena/routes): which app a page mounts, and which paths no route takes. */

export interface RouteTableLookup {
  appForPath: (pathname: string) => string | null;
  /** Whether the client router takes the path anywhere but its not-found page (@arena/routes isRoutedPath). */
  isRouted: (pathname: string) => boolean;
}

/**
 * The route table and matcher (@arena/routes) are plain data and pure functions, so the host reads them
 * directly. Loaded lazily and defensively: a broken route table must cost preloads, never the host
 * (nor a real page its status).
 */
export async function routeTableLookup(log: (m: string) => void): Promise<RouteTableLookup> {
  try {
    const { ROUTES, isRoutedPath, matchRoute, splitPath } = await import('@arena/routes');
    return { appForPath: (pathname) => matchRoute(ROUTES, pathname)?.route.app ?? null, isRouted: (pathname) => isRoutedPath(ROUTES, splitPath(pathname).rest) };
  } catch (error) {
    log(`host: cannot read the route table (${(error as Error).message}); pages preload the shared libraries only and are never 404 for their route`);
    return { appForPath: () => null, isRouted: () => true };
  }
}
