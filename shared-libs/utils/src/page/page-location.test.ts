/** The server render's location (issue 26): the host learns whether a render read the query. */
import { describe, expect, it } from 'vitest';
import { currentPathname, currentSearch, renderedSearchRead, setRenderedLocation } from './page-location.ts';

describe('rendered location', () => {
  it('tells whether the query was read since the location was set; reading the path does not count', () => {
    setRenderedLocation('/ru/results', '?sport=1');
    expect(currentPathname()).toBe('/ru/results');
    expect(renderedSearchRead()).toBe(false);
    expect(currentSearch()).toBe('?sport=1');
    expect(renderedSearchRead()).toBe(true);
    setRenderedLocation('/ru/', '');
    expect(renderedSearchRead()).toBe(false);
  });
});
