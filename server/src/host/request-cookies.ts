/**
 * The cookies a page request's render depends on, read from the raw header (the host registers no cookie
 * plugin: it reads only these, and only to draw the page).
 */
import { IDENTITY_COOKIES } from '@arena/domain';

/** One cookie's value from a Cookie header, or null. */
export function cookieValue(cookieHeader: string | undefined, name: string): string | null {
  if (!cookieHeader) return null;
  for (const part of cookieHeader.split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim();
  }
  return null;
}

/** Session ids are base64url (the backend's 24 random bytes); anything else is not forwarded anywhere. */
const SESSION_ID = /^[A-Za-z0-9_-]{16,128}$/;

/**
 * The session cookie as a Cookie header of its own (`ua=…`), for the render to ask the backend who the
 * player is; null without a well-formed one. Only this cookie travels: the render needs nothing else.
 */
export function sessionCookieOf(cookieHeader: string | undefined): string | null {
  const id = cookieValue(cookieHeader, IDENTITY_COOKIES.session);
  return id && SESSION_ID.test(id) ? `${IDENTITY_COOKIES.session}=${id}` : null;
}
