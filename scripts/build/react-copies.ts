/**
 * Detects a bundled copy of React in a build: two Reacts on one page break hooks and context, and
 * waste bytes. React must come only from the shared vendor module through the import map.
 */
const REACT_INPUT = /(^|\/)node_modules\/(react|react-dom|scheduler)\//;
/** Strings only React's own runtime contains (element type symbols, internals handles). */
const REACT_MARKERS = ['react.transitional.element', '__CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE'];

export interface ReactCopyFinding {
  reason: string;
}

export function findReactCopy(inputs: readonly string[], files: ReadonlyArray<{ path: string; contents: string }>): ReactCopyFinding | null {
  const input = inputs.find((i) => REACT_INPUT.test(i));
  if (input) return { reason: `bundles ${input}` };
  for (const file of files) {
    if (!file.path.endsWith('.js')) continue;
    const marker = REACT_MARKERS.find((m) => file.contents.includes(m));
    if (marker) return { reason: `${file.path} contains React's runtime marker "${marker}"` };
  }
  return null;
}
