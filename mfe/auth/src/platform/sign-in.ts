/**
 * What happens after any successful login or registration: the session cookie changed, so the cached
 * visitor token is dropped; the terms status decides between the target page and confirm-terms; the
 * user becomes replayed bus state (`auth:login`) so the header updates at once.
 */
import type { LoginAnswer } from '@arena/domain';
import type { UserSummary } from '@arena/event-bus';
import { userStateOf } from '@arena/session';
import type { AuthApi } from './auth-api.ts';
import { confirmTermsUrl } from './navigation.ts';

export interface SignInDeps {
  api: Pick<AuthApi, 'agreementStatus' | 'userConfig'>;
  tokens: { invalidate(): void };
  user: { signIn(user: UserSummary): void };
  language: () => string;
  confirmTermsEnabled: () => boolean;
}

export interface SignInResult {
  user: UserSummary;
  /** Where to go now: the wanted target, or confirm-terms (carrying the target as its return URL). */
  target: string;
  termsPending: boolean;
}

export async function completeSignIn(answer: LoginAnswer, target: string, deps: SignInDeps): Promise<SignInResult> {
  deps.tokens.invalidate();
  let termsPending = false;
  if (deps.confirmTermsEnabled()) {
    termsPending = await deps.api.agreementStatus().then((s) => s.result === false, () => false);
  }
  // The ban state is not in the login answer; a failure here must not undo a successful login.
  const config = termsPending ? null : await deps.api.userConfig().catch(() => null);
  const user: UserSummary = { userId: answer.user_id, login: answer.login, ...userStateOf(config) };
  deps.user.signIn(user);
  return { user, termsPending, target: termsPending ? confirmTermsUrl(deps.language(), target) : target };
}
