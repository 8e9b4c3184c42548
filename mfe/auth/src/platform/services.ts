/**
 * The page-wide instances the auth app talks to, wired once: the auth API over the page's HTTP client,
 * and the sign-in dependencies (session token, current user on the bus, site config).
 */
import { bus } from '@arena/event-bus';
import { http } from '@arena/http';
import { siteConfig } from '@arena/config';
import { currentUser, fingerprintService, tokenService } from '@arena/session';
import { settingsStorage } from '@arena/utils';
import { createAuthApi } from './auth-api.ts';
import type { SignInDeps } from './sign-in.ts';
import { createDayStorage } from './day-storage.ts';

export const authApi = createAuthApi(http);

export const signInDeps: SignInDeps = {
  api: authApi,
  tokens: tokenService,
  user: currentUser,
  language: () => bus.getState('language'),
  // Missing config (still loading) checks the terms anyway: a false "accepted" is worse than one extra call.
  confirmTermsEnabled: () => siteConfig.group('features')?.confirmTerms !== false,
};

/** Runs the fingerprint script before a sensitive call, so the first attempt already carries it. */
export async function warmFingerprint(): Promise<void> {
  await fingerprintService.get().catch(() => null);
}

export const dayStorage = createDayStorage(settingsStorage);
export { settingsStorage };

import { analytics } from '@arena/utils';
import { createMetricsRecorder } from './metrics.ts';

export const metrics = createMetricsRecorder(dayStorage, analytics);
