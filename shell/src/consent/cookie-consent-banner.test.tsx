/** Issue 17 item 12: on the mobile platform the consent question is the `cookies-agree-mobile` modal, not the banner. */
import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '@arena/testing';
import { ModalHost } from '../modals/modal-host.tsx';
import { modalStack } from '../modals/modal-service.ts';
import { CookieConsentBanner } from './cookie-consent-banner.tsx';
import { consentStore } from './consent-store.ts';

const AGREE = '/web-api/user/cookies-agree';
const renderPage = (ui: React.ReactElement) => renderApp(ui, { language: 'en', http: { [`POST ${AGREE}`]: { body: { ok: true, cookiesAgreeTime: 1 } } } });

afterEach(() => {
  act(() => modalStack.close({ kind: 'cookies-agree-mobile' }));
  delete document.documentElement.dataset.platform;
  vi.restoreAllMocks();
});

const openKinds = () => modalStack.list().map((m) => m.kind);

// consentStore is page-wide: the tests run in order, the last one records the consent.
describe('cookie consent by platform', () => {
  it('desktop: the banner asks, no modal opens', async () => {
    await renderPage(<CookieConsentBanner />);
    expect(screen.getByTestId('cookie-consent')).toBeTruthy();
    expect(openKinds()).toEqual([]);
  });

  it('mobile platform (platform_type=mobile marks <html data-platform>): no banner, the cookies-agree-mobile modal opens once', async () => {
    document.documentElement.dataset.platform = 'mobile';
    const view = await renderPage(<CookieConsentBanner />);
    expect(screen.queryByTestId('cookie-consent')).toBeNull();
    expect(openKinds()).toEqual(['cookies-agree-mobile']);
    view.rerender(<CookieConsentBanner />);
    expect(openKinds()).toEqual(['cookies-agree-mobile']);
  });

  it('a phone user agent is the mobile platform too', async () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148');
    await renderPage(<CookieConsentBanner />);
    expect(screen.queryByTestId('cookie-consent')).toBeNull();
    expect(openKinds()).toEqual(['cookies-agree-mobile']);
  });

  it('answering the modal records the consent and closes it; nothing asks again', async () => {
    document.documentElement.dataset.platform = 'mobile';
    const app = await renderPage(
      <>
        <CookieConsentBanner />
        <ModalHost />
      </>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Cookies' });
    expect(dialog.querySelector('[data-testid="cookies-mobile"]')).toBeTruthy();
    act(() => void fireEvent.click(screen.getByRole('button', { name: 'Accept all' })));
    expect(consentStore.snapshot()).toMatchObject({ functional: true, marketing: true });
    await vi.waitFor(() => expect(app.http.callsTo(AGREE).map((call) => [call.method, call.body])).toEqual([['POST', undefined]]));
    expect(openKinds()).toEqual([]);
    expect(screen.queryByTestId('cookie-consent')).toBeNull();
  });
});
