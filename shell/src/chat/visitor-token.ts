/**
 * The visitor chat's token (support/README.md "Visitors"): made by the server, kept for this tab only
 * (sessionStorage) and sent as X-Visitor-Token; forgotten once a sign-in moved its chats to the player.
 */
export const VISITOR_TOKEN_HEADER = 'x-visitor-token';
const KEY = 'arena-visitor-chat-token';
/** Where storage is refused (private mode): the token lives as long as the page. */
let inMemory: string | null = null;

export function visitorToken(): string | null {
  try {
    return sessionStorage.getItem(KEY) ?? inMemory;
  } catch {
    return inMemory;
  }
}

export function rememberVisitorToken(token: string): void {
  inMemory = token;
  try {
    sessionStorage.setItem(KEY, token);
  } catch {
    // Storage refused: the token in memory serves this page; a reload starts a new chat.
  }
}

export function forgetVisitorToken(): void {
  inMemory = null;
  try {
    sessionStorage.removeItem(KEY);
  } catch {
    // Nothing stored.
  }
}
