/**
 * Two permission modals: the mobile cookie agreement (the full-screen form of the consent banner, spec
 * §2 "cookies agree on mobile") and the web-push agreement (asks the browser's notification permission;
 * the answer is remembered so the prompt is not repeated).
 */
import { useState } from 'react';
import { bus } from '@arena/event-bus';
import { http } from '@arena/http';
import { logger, settingsStorage } from '@arena/utils';
import { COOKIE_AGREEMENT_PATH } from '../../consent/cookie-consent.ts';
import { consentStore } from '../../consent/consent-store.ts';
import { useText } from '../../platform/use-text.ts';
import { webUserCookiesAgreePostAnswer } from '@arena/contracts/answer-checks';

/** Same effect as the desktop banner: record the choice locally and log the agreement time (spec §7). */
function recordConsent(choice: { functional: boolean; marketing: boolean }): void {
  const consent = { ...choice, agreedAt: Date.now() };
  consentStore.record(consent);
  void http.post<unknown>(COOKIE_AGREEMENT_PATH, undefined, { query: { cookiesAgreeTime: Math.floor(consent.agreedAt / 1000) } }).then(webUserCookiesAgreePostAnswer)
    .catch((error: unknown) => logger.warn('cookie agreement log failed', error));
}

export function CookiesAgreeMobileContent({ close }: { close: () => void }) {
  const t = useText();
  const [marketing, setMarketing] = useState(true);
  const agree = (choice: { functional: boolean; marketing: boolean }) => {
    recordConsent(choice);
    close();
  };
  return (
    <div className="arena-modal__builtin" data-testid="cookies-mobile">
      <p>{t('modal_cookies_mobile_text')}</p>
      <label><input type="checkbox" checked disabled /> {t('cookies_functional')}</label>
      <label><input type="checkbox" checked={marketing} onChange={(e) => setMarketing(e.target.checked)} /> {t('cookies_marketing')}</label>
      <div className="arena-modal__actions">
        <button type="button" className="arena-btn arena-btn--accent" onClick={() => agree({ functional: true, marketing: true })}>{t('cookies_accept_all')}</button>
        <button type="button" className="arena-btn arena-btn--ghost" onClick={() => agree({ functional: true, marketing })}>{t('cookies_save')}</button>
      </div>
    </div>
  );
}

/** Remembered once the player answered the web-push prompt (modal-triggers.ts reads it). */
export const WEB_PUSH_ANSWERED_KEY = 'arena:web-push-answered';

type PermissionApi = { permission: string; requestPermission(): Promise<string> };
const notificationApi = (): PermissionApi | undefined => (globalThis as { Notification?: PermissionApi }).Notification;

export function WebPushAgreeContent({ close }: { close: () => void }) {
  const t = useText();
  const [denied, setDenied] = useState(() => notificationApi()?.permission === 'denied' || !notificationApi());
  const allow = async () => {
    const api = notificationApi();
    const answer = api ? await api.requestPermission().catch(() => 'denied') : 'denied';
    settingsStorage.set(WEB_PUSH_ANSWERED_KEY, answer);
    if (answer !== 'granted') {
      setDenied(true);
      return;
    }
    close();
    bus.emit('notify', { kind: 'success', text: t('modal_web_push_title') });
  };
  const later = () => {
    settingsStorage.set(WEB_PUSH_ANSWERED_KEY, 'later');
    close();
  };
  return (
    <div className="arena-modal__builtin" data-testid="web-push">
      <p>{t(denied ? 'modal_web_push_denied' : 'modal_web_push_text')}</p>
      <div className="arena-modal__actions">
        {!denied && <button type="button" className="arena-btn arena-btn--accent" onClick={() => void allow()}>{t('modal_action_allow')}</button>}
        <button type="button" className="arena-btn arena-btn--ghost" onClick={later}>{t(denied ? 'ok' : 'modal_action_not_now')}</button>
      </div>
    </div>
  );
}
