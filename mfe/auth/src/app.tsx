/** The routed auth app: one page per auth route of the route table (@arena/routes; read from the bus route). */
import { useEffect } from 'react';
import { bus } from '@arena/event-bus';
import { unhandledRoute, type RouteIdOf } from '@arena/routes';
import { useBusState } from '@arena/ui-kit';
import { LoginView } from './features/login/login-view.tsx';
import { RecoveryView } from './features/recovery/recovery-view.tsx';
import { RegistrationView } from './features/registration/registration-view.tsx';
import { bonusChoiceOf, openingContext } from './features/registration/opening-driver.ts';
import { ConfirmTermsPage } from './features/user-flows/confirm-terms.tsx';
import { AccountVerifyPage, ActivationPage, StopNewsletterPage } from './features/user-flows/link-flows.tsx';
import { startRegistration } from './modal-contents.tsx';
import type { RegistrationKind } from './platform/auth-api.ts';
import { goTo } from './platform/navigation.ts';
import { metrics } from './platform/services.ts';
import { AuthRoot } from './platform/auth-root.tsx';
import { useT } from './platform/text.tsx';

function LoginPage() {
  const t = useT();
  const language = useBusState('language');
  useEffect(() => metrics.authOpened(), []);
  return (
    <section className="auth-page" aria-labelledby="auth-login-title">
      <h1 id="auth-login-title">{t('login_title')}</h1>
      <LoginView mode="page" onRegister={() => startRegistration()} onForgotPassword={() => goTo(`/${language}/?showForgotPasswordModal=1`)} />
    </section>
  );
}

function RegistrationPage({ type }: { type: string | undefined }) {
  const t = useT();
  const known = type === 'one_click' || type === 'phone' || type === 'full' || type === 'social' ? (type as RegistrationKind) : type === 'fast' ? 'one_click' : undefined;
  return (
    <section className="auth-page auth-page--wide" aria-labelledby="auth-reg-title">
      <h1 id="auth-reg-title">{t('registration_title')}</h1>
      <RegistrationView mode="page" bonusChoice={bonusChoiceOf(openingContext().selectedBonusId)} {...(known ? { initialType: known } : {})} />
    </section>
  );
}

function PasswordResetPage() {
  const t = useT();
  return (
    <section className="auth-page" aria-labelledby="auth-recovery-title">
      <h1 id="auth-recovery-title">{t('recovery_title')}</h1>
      <RecoveryView onLogin={() => bus.emit('modal:open', { kind: 'login' })} />
    </section>
  );
}

function Page() {
  const route = useBusState('route');
  if (!route) return null;
  // Exhaustive over the auth routes of the table: a new or renamed one is a type error until it has a page.
  const id = route.id as RouteIdOf<'@arena/auth'>;
  switch (id) {
    case 'login':
      return <LoginPage />;
    case 'registration':
      return <RegistrationPage type={route.params['type']} />;
    case 'user-passwordreset':
      return <PasswordResetPage />;
    case 'user-activate':
      return <ActivationPage fast={route.params['type'] === 'activatefast'} />;
    case 'user-stopnewsletter':
      return <StopNewsletterPage />;
    case 'user-accountverify':
      return <AccountVerifyPage />;
    case 'confirm-terms':
      return <ConfirmTermsPage />;
    default:
      return unhandledRoute(id, null);
  }
}

export function AuthApp() {
  const route = useBusState('route');
  return (
    <div className="arena-auth-app" data-testid="app-auth" data-route-id={route?.id ?? ''}>
      <AuthRoot>
        <Page />
      </AuthRoot>
    </div>
  );
}
