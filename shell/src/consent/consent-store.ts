/** The recorded cookie consent as a page-wide store, so widgets can wait for the banner to be answered. */
import { settingsStorage } from '@arena/utils';
import { CONSENT_STORAGE_KEY, readConsent, type CookieConsent } from './cookie-consent.ts';

let current: CookieConsent | null = readConsent(settingsStorage);
const listeners = new Set<() => void>();

export const consentStore = {
  snapshot: (): CookieConsent | null => current,
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  record(consent: CookieConsent): void {
    settingsStorage.set(CONSENT_STORAGE_KEY, consent);
    current = consent;
    for (const l of [...listeners]) l();
  },
};
