/**
 * Rules over "which exports of which shared library" (see used-exports.ts), free of Babel so the host's
 * import-map validation can use them too: union of uses, and what a vendor lacks.
 */
export type UsedExports = Record<string, string[]>;
/** A namespace import, `export *` or dynamic import of a library: it needs everything. */
export const EVERYTHING = '*';

/** The union of several modules' uses (e.g. every module of an import map). */
export function mergeUsedExports(...all: ReadonlyArray<UsedExports | undefined>): UsedExports {
  const merged = new Map<string, Set<string>>();
  for (const uses of all) {
    for (const [source, names] of Object.entries(uses ?? {})) {
      const set = merged.get(source) ?? new Set<string>();
      for (const name of names) set.add(name);
      merged.set(source, set);
    }
  }
  return Object.fromEntries([...merged].sort(([a], [b]) => a.localeCompare(b)).map(([source, names]) => [source, [...names].sort()]));
}

/** Names `uses` needs from each library that `available` (library → exported names) lacks; empty when none. */
export function missingExports(uses: UsedExports, available: Readonly<Record<string, readonly string[]>>): Record<string, string[]> {
  const missing: Record<string, string[]> = {};
  for (const [source, names] of Object.entries(uses)) {
    const has = new Set(available[source] ?? []);
    if (has.has(EVERYTHING)) continue;
    // A library the vendor does not carry at all is the import-resolution check's business, not this one's.
    const lacking = available[source] === undefined ? [] : names.filter((n) => !has.has(n));
    if (lacking.length > 0) missing[source] = lacking;
  }
  return missing;
}

export const describeMissing = (missing: Record<string, string[]>) =>
  Object.entries(missing)
    .map(([source, names]) => `${source}: ${names.join(', ')}`)
    .join('; ');
