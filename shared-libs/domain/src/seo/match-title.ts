/**
 * A match page's title and heading: the two sides joined by an en dash, "Team A – Team B" (issue 31
 * item 9). The betting app's h1 and the page's document title (server head and shell) both use it, so
 * the heading and the title never differ.
 */
export function matchTitle(opponents: readonly [string, string]): string {
  return `${opponents[0]} – ${opponents[1]}`;
}
