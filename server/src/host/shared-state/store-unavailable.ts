/**
 * "The shared store cannot be reached" as its own error, so the ops API answers 503 with Retry-After
 * and a clear message (a retry will do) instead of a 500, while pages and the import map keep being
 * served from what the host already holds.
 */
export class StoreUnavailableError extends Error {
  constructor(cause: Error) {
    super(`the host store is unreachable (${cause.message})`, { cause });
    this.name = 'StoreUnavailableError';
  }
}

const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'ENOTFOUND', 'EAI_AGAIN', 'EPIPE', 'EHOSTUNREACH', 'ENETUNREACH']);

/**
 * Whether a pg error means the database is out of reach rather than a query being wrong: network
 * errors, SQLSTATE class 08 (connection exception) and 57P (shutdown, cannot connect now), and the
 * pool's own "timeout exceeded when trying to connect" / "Connection terminated".
 */
export function isUnreachable(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && (NETWORK_CODES.has(code) || code.startsWith('08') || code.startsWith('57P'))) return true;
  return /timeout exceeded when trying to connect|Connection terminated|connection is closed|Client has encountered a connection error/i.test(error.message);
}

/** Runs `work`, turning "database out of reach" into StoreUnavailableError (other errors pass unchanged). */
export async function reachable<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUnreachable(error)) throw new StoreUnavailableError(error as Error);
    throw error;
  }
}
