/**
 * The page's path and query for code that renders both in the browser and in the host's server render
 * (issue 26): the browser's location, or the location of the page the server is rendering (set by the
 * renderer for each page). The same value on both sides is what lets the browser hydrate the markup.
 */
let rendering: { pathname: string; search: string } = { pathname: '/', search: '' };

const inBrowser = () => typeof window !== 'undefined';

export function currentPathname(): string {
  return inBrowser() ? window.location.pathname : rendering.pathname;
}

export function currentSearch(): string {
  return inBrowser() ? window.location.search : rendering.search;
}

/** Server render only: the page being rendered (the host calls it before each render). */
export function setRenderedLocation(pathname: string, search = ''): void {
  rendering = { pathname, search };
}
