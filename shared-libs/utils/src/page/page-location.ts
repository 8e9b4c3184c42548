/**
 * The page's path and query for code that renders both in the browser and in the host's server render
 * (issue 26): the browser's location, or the location of the page the server is rendering (set by the
 * renderer for each page). The same value on both sides is what lets the browser hydrate the markup.
 */
let rendering: { pathname: string; search: string } = { pathname: '/', search: '' };
/**
 * Whether code rendered on the server since the last setRenderedLocation read the query. The host reuses
 * a frame's markup for pages that differ only in their query (?utm_…) when the frame never read it.
 */
let searchRead = false;

const inBrowser = () => typeof window !== 'undefined';

export function currentPathname(): string {
  return inBrowser() ? window.location.pathname : rendering.pathname;
}

export function currentSearch(): string {
  if (inBrowser()) return window.location.search;
  searchRead = true;
  return rendering.search;
}

/** Server render only: the page being rendered (the host calls it before each render). */
export function setRenderedLocation(pathname: string, search = ''): void {
  rendering = { pathname, search };
  searchRead = false;
}

/** Server render only: whether the query of the rendered location was read since it was set. */
export function renderedSearchRead(): boolean {
  return searchRead;
}
