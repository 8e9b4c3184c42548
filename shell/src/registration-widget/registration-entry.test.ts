/** Issue 17 item 11: the shell's registration entries obey the config and the registration page (spec §2, §4, §5). */
import { describe, expect, it, vi } from 'vitest';
import type { SiteConfigGroups } from '@arena/domain';
import { registrationOffered, registrationRequest, requestRegistration } from './registration-entry.ts';

const withRegistration = (registrationAllowed: boolean) =>
  ({ auth: { registrationAllowed, registrationTypes: [], identificationEnabled: false, oneTapProviders: [], loginForms: [], credentialEncoding: 'base64-utf8', captchaAfterFailedLogins: 3 } }) as SiteConfigGroups;

describe('registration entries (header button, widget)', () => {
  it('registration disallowed by the site config: no entry is offered', () => {
    expect(registrationOffered(withRegistration(false))).toBe(false);
    expect(registrationOffered(withRegistration(true))).toBe(true);
  });

  it('before the config arrives the guards default (allowed) holds', () => expect(registrationOffered(null)).toBe(true));

  it('on the registration page the opening is skipped: no modal over the page', () => {
    expect(registrationRequest(withRegistration(true), 'registration')).toBe('skip');
    expect(registrationRequest(withRegistration(true), 'home')).toBe('open-modal');
    expect(registrationRequest(withRegistration(false), 'home')).toBe('skip');
  });

  it('a click opens the modal elsewhere, and on the registration page only brings the form into view', () => {
    const bus = { emit: vi.fn() };
    const scroll = vi.fn();
    requestRegistration(bus, withRegistration(true), 'registration', scroll);
    expect(bus.emit).not.toHaveBeenCalled();
    expect(scroll).toHaveBeenCalledOnce();
    requestRegistration(bus, withRegistration(true), 'line', scroll);
    expect(bus.emit).toHaveBeenCalledWith('modal:open', { kind: 'registration' });
  });
});
