/**
 * Recovery of hosted apps (spec §4, §8, §9): the retry schedule of a view in error, and the guard that
 * allows at most one hard reload per 60 s after a chunk-load failure.
 */

/** Spec §9: hosted-app view 3 retries, 1000 ms doubling. */
export const VIEW_RETRY_COUNT = 3;
export const VIEW_RETRY_FIRST_DELAY_MS = 1000;

/** Delay before retry `attempt` (1-based), or null once the retries are used up. */
export function retryDelay(attempt: number): number | null {
  if (!Number.isInteger(attempt) || attempt < 1 || attempt > VIEW_RETRY_COUNT) return null;
  return VIEW_RETRY_FIRST_DELAY_MS * 2 ** (attempt - 1);
}

export const RETRY_SCHEDULE_MS: readonly number[] = Array.from({ length: VIEW_RETRY_COUNT }, (_, i) => retryDelay(i + 1)!);

/** Spec §9: chunk reload guard 60 s. */
export const CHUNK_RELOAD_GUARD_MS = 60_000;
export const CHUNK_RELOAD_STORAGE_KEY = 'arena:chunk-reload-at';

export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

/**
 * Whether a chunk-load failure may hard-reload the page now. The time of the last reload is kept in
 * session storage, so it survives the reload it causes and a broken deploy cannot reload in a loop.
 */
export function mayReloadAfterChunkFailure(storage: KeyValueStorage, now: number): boolean {
  const last = Number(storage.getItem(CHUNK_RELOAD_STORAGE_KEY));
  if (Number.isFinite(last) && last > 0 && now - last < CHUNK_RELOAD_GUARD_MS) return false;
  storage.setItem(CHUNK_RELOAD_STORAGE_KEY, String(now));
  return true;
}

const messageOf = (error: unknown) => (error instanceof Error ? `${error.name} ${error.message}` : String(error));

/**
 * Load failures look different per loader: SystemJS's production build says only
 * "<url>, <parent> (SystemJS …errors.md#3)" (error 3 is "Error loading"), its development build and
 * browsers spell it out.
 */
export function isChunkLoadError(error: unknown): boolean {
  return /ChunkLoadError|Loading chunk|Failed to fetch dynamically imported module|Error loading http|errors\.md#3\b|Unable to resolve bare specifier|Failed to fetch/i.test(
    messageOf(error),
  );
}

/** The file a load error names first (SystemJS puts the failing URL before its parent). */
export function failedUrlOf(error: unknown): string | null {
  return /https?:\/\/[^\s,)]+/.exec(messageOf(error))?.[0] ?? null;
}

/**
 * Spec §8 tells two failures apart: an app's entry that does not load is a hosted app in error (retries,
 * then the refresh slot); a chunk that does not load while routing means the page is older than the
 * deploy, and only a hard reload (at most once per 60 s) brings matching files.
 */
export function isChunkFailureOf(error: unknown, entryUrl: string | null): boolean {
  if (!isChunkLoadError(error)) return false;
  const failed = failedUrlOf(error);
  return failed === null || failed !== entryUrl;
}

/**
 * What the page does about an error single-spa reports for an app (spec §8): a chunk failure hard-reloads
 * once; a chunk failure again inside the 60 s guard must not leave a blank page, so the app's error slot
 * with its refresh button is shown instead. Other errors are the app's own business.
 */
export type AppErrorReaction = 'reload' | 'show-refresh' | 'none';

export function reactionToAppError(error: unknown, entryUrl: string | null, storage: KeyValueStorage, now: number): AppErrorReaction {
  if (!isChunkFailureOf(error, entryUrl)) return 'none';
  return mayReloadAfterChunkFailure(storage, now) ? 'reload' : 'show-refresh';
}
