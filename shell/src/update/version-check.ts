/**
 * App update detection (spec §4, §9): 60 s after start, then every 60 s, the served import map is
 * compared with the module URLs this page runs; a difference sets the update-available flag
 * (`update:available`), and — when config enables the notice — a warning with a reload button shows.
 */
export const VERSION_CHECK_DELAY_MS = 60_000;
/** Modules whose new version means the running page is stale. */
export const VERSIONED_MODULES = ['@arena/root-config', '@arena/shell'] as const;

/** A short version label of the map's module URLs, or null when it matches what the page runs. */
export function newVersionOf(served: { imports?: Record<string, string> }, running: (specifier: string) => string | null): string | null {
  const changed = VERSIONED_MODULES.filter((s) => {
    const url = served.imports?.[s];
    const current = running(s);
    return url !== undefined && current !== null && !current.endsWith(url);
  });
  if (changed.length === 0) return null;
  return changed.map((s) => served.imports?.[s]?.split('/').slice(-2, -1)[0] ?? '?').join('+');
}

export interface VersionCheckOptions {
  fetchMap(): Promise<{ imports?: Record<string, string> }>;
  running(specifier: string): string | null;
  onNewVersion(version: string): void;
}

export function startVersionCheck({ fetchMap, running, onNewVersion }: VersionCheckOptions): () => void {
  let reported = false;
  const check = async () => {
    if (reported) return;
    try {
      const version = newVersionOf(await fetchMap(), running);
      if (version) {
        reported = true;
        onNewVersion(version);
      }
    } catch {
      // Offline or a transient host error: the next check tries again.
    }
  };
  let interval: ReturnType<typeof setInterval> | undefined;
  const first = setTimeout(() => {
    void check();
    interval = setInterval(() => void check(), VERSION_CHECK_DELAY_MS);
  }, VERSION_CHECK_DELAY_MS);
  return () => {
    clearTimeout(first);
    clearInterval(interval);
  };
}
