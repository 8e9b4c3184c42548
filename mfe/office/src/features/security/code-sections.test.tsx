import { describe, expect, it } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { dictionary, renderApp } from '@arena/testing';
import type { Profile } from '../../platform/office-api.ts';
import { PhoneSection } from './code-sections.tsx';

/** The registration form's texts: the office phone change shows the very message it shows. */
const authTexts = dictionary('ru', 'auth')!;
const profile = { phone_code: '7', phone_number: '9001234567' } as Profile;
const CODE = '/office-api/security/code';
const http = {
  'GET /web-api/phone/countries': { body: { countries: [{ id: 1, name: 'Россия', country_code: 'ru', tel_code: '7' }, { id: 4, name: 'Азербайджан', country_code: 'az', tel_code: '994' }] } },
  'GET /web-api/phone/masks': { body: { masks: [{ CountryId: 1, Mask: '(###) ###-##-##', Min: 10, Max: 10 }, { CountryId: 4, Mask: '(##) ###-##-##', Min: 9, Max: 9 }] } },
  [`POST ${CODE}`]: { body: { success: true, expiresAt: 0 } },
};

const input = (name: string) => document.querySelector<HTMLInputElement>(`input[name="${name}"]`)!;

async function typeAndSend(dial: string, number: string) {
  fireEvent.change(input('phone_code'), { target: { value: dial } });
  fireEvent.change(input('phone_number'), { target: { value: number } });
  fireEvent.change(screen.getByTestId('phone-password'), { target: { value: 'Demo1234!' } });
  await act(async () => fireEvent.click(screen.getByTestId('phone-send')));
}

describe('office phone change: the shared phone rule (@arena/domain phoneRules, as at registration)', () => {
  it('a Russian number of 9 digits is refused with the registration form message, and no code is asked for', async () => {
    const app = await renderApp(<PhoneSection profile={profile} onChanged={() => undefined} />, { language: 'ru', session: {}, http });
    await waitFor(() => expect(app.http.callsTo('/web-api/phone/masks').length).toBe(1));
    await typeAndSend('7', '900 555 010');
    expect(screen.getByTestId('phone-note').textContent).toBe(authTexts['field_phone_length']);
    expect(app.http.callsTo(CODE)).toEqual([]);
  });

  it('+994 takes 9 digits: 10 are refused, 9 ask for the code', async () => {
    const app = await renderApp(<PhoneSection profile={profile} onChanged={() => undefined} />, { language: 'ru', session: {}, http });
    await waitFor(() => expect(app.http.callsTo('/web-api/phone/masks').length).toBe(1));
    await typeAndSend('994', '5012345678');
    expect(screen.getByTestId('phone-note').textContent).toBe(authTexts['field_phone_length']);
    await typeAndSend('994', '501234567');
    expect(app.http.bodiesSentTo('POST', CODE)).toEqual([expect.objectContaining({ purpose: 'phone', country_code: '994', phone_number: '501234567' })]);
  });
});
