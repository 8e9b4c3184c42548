/**
 * confirm-terms: entered when the server answers 451 (terms changed). Accepting records the new terms
 * and continues to where the player was (the returnUrl the sign-in or the HTTP client left), telling the
 * page with `auth:terms-accepted` so the shell shows the player at once (issue 17 item 7).
 */
import { useState } from 'react';
import { bus } from '@arena/event-bus';
import { currentUser, userStateOf } from '@arena/session';
import { useBusState } from '@arena/ui-kit';
import { toFormFailure, type FormFailure } from '../../platform/errors.ts';
import { afterLoginTarget, goTo, isAuthPagePath } from '../../platform/navigation.ts';
import { authApi } from '../../platform/services.ts';
import { useT } from '../../platform/text.tsx';
import { FormMessage } from '../../platform/ui.tsx';

export function ConfirmTermsPage() {
  const t = useT();
  const language = useBusState('language');
  const [loading, setLoading] = useState(false);
  const [message, setMessage] = useState<FormFailure | null>(null);
  const accept = async () => {
    if (loading) return;
    setLoading(true);
    try {
      await authApi.agreementAccept();
      const config = await authApi.userConfig().catch(() => null);
      const user = currentUser.get();
      if (user && config) currentUser.signIn({ ...user, ...userStateOf(config) });
      // A page load the terms stopped has no user on the bus yet: the shell finishes its session restore.
      bus.emit('auth:terms-accepted', {});
      goTo(afterLoginTarget({ search: location.search, previousUrl: null, language, isAuthPage: isAuthPagePath }));
    } catch (error) {
      setMessage(toFormFailure(error));
      setLoading(false);
    }
  };
  return (
    <section className="auth-card" data-testid="confirm-terms" aria-labelledby="auth-terms-title">
      <h1 id="auth-terms-title">{t('terms_title')}</h1>
      <p>{t('terms_text')}</p>
      <a href={`/${language}/rules`} target="_blank" rel="noreferrer">{t('terms_read')}</a>
      <FormMessage failure={message} />
      <div className="auth-actions">
        <button type="button" className="auth-btn auth-btn--primary" onClick={() => void accept()} disabled={loading} aria-busy={loading} data-testid="terms-accept">{t('terms_accept')}</button>
      </div>
    </section>
  );
}
