/**
 * What the HTTP client needs from the rest of the page, registered at start-up: the token service and
 * fingerprint service (@arena/session), the captcha challenges and the confirm-terms navigation (shell and
 * root config). The client works without any of them; a missing one simply disables its reaction.
 */
import type { CaptchaCode } from '../errors/error-codes.ts';

export interface AuthTokenProvider {
  /** The current token, fetched if needed; null for "send no Authorization header". */
  getToken(): Promise<string | null>;
  /** Forget the current token (it was rejected). */
  invalidate(): void;
  /** Fetch a new token now. */
  refresh(): Promise<string | null>;
}

export interface FingerprintProvider {
  /** The current valid fingerprint token, if any (never starts a load). */
  current(): string | null;
  /** Runs the fingerprint script again, even past the failure cap; resolves to the new token. */
  refresh(): Promise<string | null>;
}

export interface CaptchaChallenge {
  code: CaptchaCode;
  /** The server's error message for the challenge UI. */
  message: string | undefined;
  url: string;
  method: string;
}

/** Shows the challenge and resolves to the captcha token, or null when the user gave up. */
export type CaptchaHandler = (challenge: CaptchaChallenge) => Promise<string | null>;

export interface TermsNavigation {
  /** Whether confirm-terms is enabled (site config). */
  isEnabled(): boolean;
  /** Whether the page is already on the confirm-terms route. */
  isOnConfirmTerms(): boolean;
  goToConfirmTerms(): void;
}
