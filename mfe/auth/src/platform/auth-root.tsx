/**
 * What every auth root (the routed app and each modal parcel) renders around its content: the texts
 * provider and an error boundary. Also installs the app's page-wide pieces once (stylesheet, captcha
 * challenge, one-tap hand-over, the one-time auth_token exchange).
 */
import type { ReactNode } from 'react';
import { bus } from '@arena/event-bus';
import { AppErrorFallback, ErrorBoundary } from '@arena/ui-kit';
import { logger } from '@arena/utils';
import { pageCredentialSource } from '../features/one-tap/credential-source.tsx';
import { connectOneTap } from '../features/one-tap/one-tap.ts';
import { installCaptcha } from './captcha/install-captcha.tsx';
import { currentUrl, goTo } from './navigation.ts';
import { authApi, signInDeps, warmFingerprint } from './services.ts';
import { completeSignIn } from './sign-in.ts';
import { ensureAuthStyles } from './styles.ts';
import { AuthTextProvider } from './text.tsx';

const log = logger.child('auth');
let installed = false;

/** One-tap's redirect lands on `?auth_token=…`: exchange it for a session, then drop it from the URL. */
async function exchangeAuthToken(): Promise<void> {
  const url = new URL(location.href);
  const token = url.searchParams.get('auth_token');
  if (!token || bus.getState('user')) return;
  url.searchParams.delete('auth_token');
  history.replaceState(history.state, '', `${url.pathname}${url.search}${url.hash}`);
  const answer = await authApi.loginToken(token);
  if ('user_id' in answer && answer.success) {
    const result = await completeSignIn(answer, currentUrl(), signInDeps);
    goTo(result.target);
  }
}

export function installAuthPlatform(moduleUrl: string): void {
  ensureAuthStyles(moduleUrl);
  installCaptcha();
  if (installed) return;
  installed = true;
  connectOneTap(bus, {
    api: authApi,
    language: () => bus.getState('language'),
    currency: () => bus.getState('activeAccount')?.iso ?? 'RUB',
    countryId: () => '1',
    assign: (url) => location.assign(url),
    credentials: pageCredentialSource,
    beforeSend: warmFingerprint,
    onError: (error) => log.warn('one-tap failed', error),
  });
  void exchangeAuthToken().catch((error: unknown) => log.warn('auth_token exchange failed', error));
}

export function AuthRoot({ children }: { children: ReactNode }) {
  return (
    <AuthTextProvider>
      <ErrorBoundary fallback={(error) => <AppErrorFallback app="@arena/auth" error={error} />}>{children}</ErrorBoundary>
    </AuthTextProvider>
  );
}
