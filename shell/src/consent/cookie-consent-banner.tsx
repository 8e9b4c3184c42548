import { useEffect, useState } from 'react';
import { http } from '@arena/http';
import { analytics, cookies, currentDevice, logger } from '@arena/utils';
import { RESIZE_THROTTLE_MS } from '../layout/layout-constants.ts';
import { useText } from '../platform/use-text.ts';
import { COOKIE_AGREEMENT_PATH, WINDOW_WIDTH_COOKIE, consentEffects, type CookieConsent } from './cookie-consent.ts';
import { consentStore } from './consent-store.ts';
import { useStore } from '../platform/use-store.ts';
import { useHydrated } from '@arena/ui-kit';
import { modalStack } from '../modals/modal-service.ts';
import { webUserCookiesAgreePostAnswer } from '@arena/contracts/answer-checks';

/** Spec §2 "cookies agree on mobile": the mobile platform asks with this full-screen modal instead of the banner. */
export const MOBILE_CONSENT_MODAL = { kind: 'cookies-agree-mobile', id: 'cookies-agree-mobile' } as const;

/**
 * The mobile platform (a phone's user agent, or platform_type=mobile forced for the tab, spec §2) gets the
 * consent question as the `cookies-agree-mobile` modal. It is opened on the modal stack itself rather than
 * through the bus: this banner mounts inside the shell, whose boot (which connects `modal:open`) runs after
 * its children's effects, so an event sent now would be lost.
 */
function useMobileConsentModal(mobile: boolean, consent: CookieConsent | null) {
  useEffect(() => {
    if (!mobile || consent) return;
    if (!modalStack.list().some((m) => m.kind === MOBILE_CONSENT_MODAL.kind)) modalStack.open(MOBILE_CONSENT_MODAL);
  }, [mobile, consent]);
}

function useConsentEffects(consent: CookieConsent | null) {
  const { windowWidthCookie, marketingAnalytics } = consentEffects(consent);
  useEffect(() => {
    if (!windowWidthCookie) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const save = () => cookies.set(WINDOW_WIDTH_COOKIE, String(window.innerWidth));
    const onResize = () => {
      clearTimeout(timer);
      timer = setTimeout(save, RESIZE_THROTTLE_MS);
    };
    save();
    window.addEventListener('resize', onResize);
    return () => {
      clearTimeout(timer);
      window.removeEventListener('resize', onResize);
    };
  }, [windowWidthCookie]);
  useEffect(() => {
    if (!marketingAnalytics) return;
    // Marketing tags read the page's dataLayer; analytics events reach it only with consent.
    const w = window as unknown as { dataLayer?: unknown[] };
    return analytics.addTransport((event) => void (w.dataLayer ??= []).push({ event: event.name, ...event.data }));
  }, [marketingAnalytics]);
}

export function CookieConsentBanner() {
  const t = useText();
  const consent = useStore(consentStore);
  const [marketing, setMarketing] = useState(true);
  useConsentEffects(consent);
  const mobile = currentDevice().mobile;
  useMobileConsentModal(mobile, consent);
  // The server cannot know this browser's answer: the banner comes after hydration (use-hydrated.ts).
  const hydrated = useHydrated();
  if (!hydrated || consent || mobile) return null;
  const agree = (choice: { functional: boolean; marketing: boolean }) => {
    const next = { ...choice, agreedAt: Date.now() };
    consentStore.record(next);
    void http.post<unknown>(COOKIE_AGREEMENT_PATH, undefined, { query: { cookiesAgreeTime: Math.floor(next.agreedAt / 1000) } }).then(webUserCookiesAgreePostAnswer)
      .catch((error: unknown) => logger.warn('cookie agreement log failed', error));
  };
  return (
    <section className="arena-consent" role="region" aria-label={t('cookies_title')} data-testid="cookie-consent">
      <p><strong>{t('cookies_title')}.</strong> {t('cookies_text')}</p>
      <div className="arena-consent__choices">
        <label><input type="checkbox" checked disabled /> {t('cookies_functional')}</label>
        <label><input type="checkbox" checked={marketing} onChange={(e) => setMarketing(e.target.checked)} /> {t('cookies_marketing')}</label>
      </div>
      <div className="arena-consent__actions">
        <button type="button" className="arena-btn arena-btn--ghost arena-btn--small" onClick={() => agree({ functional: true, marketing })}>{t('cookies_save')}</button>
        <button type="button" className="arena-btn arena-btn--accent arena-btn--small" onClick={() => agree({ functional: true, marketing: true })}>{t('cookies_accept_all')}</button>
      </div>
    </section>
  );
}
