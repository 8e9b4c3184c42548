import { beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import type { Currency } from '@arena/domain';
import { dictionary, renderApp, type SiteConfigOverrides } from '@arena/testing';

const CURRENCIES: Currency[] = [
  { id: 1, iso: 'RUB', symbol: '₽', name: 'Russian ruble' },
  { id: 2, iso: 'USD', symbol: '$', name: 'US dollar' },
];
const api = {
  countries: vi.fn(async () => [{ id: 1, name: 'Russia', country_code: 'ru', tel_code: '7' }]),
  masks: vi.fn(async () => []),
  currencies: vi.fn(async (_language: string) => CURRENCIES),
  register: vi.fn(async () => ({ success: true as const, user_id: 9, login: 'u1', token: 't', expiresAt: 1 })),
  oneTapClientId: vi.fn(async (provider: string) => `client-${provider}`),
};
/** The provider's sign-in (the demo provider's password window, or a real provider's SDK). */
const pageCredentialSource = vi.fn(async (provider: string): Promise<string | null> => `cred-${provider}`);
const AUTH_CONFIG: SiteConfigOverrides['auth'] = { registrationTypes: ['one_click', 'phone', 'full', 'social'], oneTapProviders: ['google', 'vk'] };
const completeSignIn = vi.fn(async () => ({ target: '/en/' }));
// Each test its own interface language: the currency list is cached per language on purpose.
const LANGUAGES = ['en', 'ru', 'ua', 'kz', 'az', 'ar'];
let language = '';
/** A text of the auth dictionary in the test's language, as the player reads it. */
function text(key: string, vars: Record<string, string> = {}): string {
  const written = dictionary(language, 'auth')?.[key];
  if (written === undefined) throw new Error(`no auth text ${key}`);
  return Object.entries(vars).reduce((result, [name, value]) => result.replace(`{{${name}}}`, value), written);
}

vi.mock('../../platform/services.ts', () => ({
  authApi: api,
  metrics: { registrationDone: vi.fn() },
  signInDeps: {},
  warmFingerprint: async () => undefined,
}));
vi.mock('../../platform/sign-in.ts', () => ({ completeSignIn }));
vi.mock('../one-tap/credential-source.tsx', () => ({ pageCredentialSource }));
vi.mock('../../platform/navigation.ts', () => ({ afterLoginTarget: () => '/en/', currentUrl: () => '/en/', goToAfterSignIn: vi.fn(), isAuthPagePath: () => false }));

const { RegistrationView } = await import('./registration-view.tsx');
const { AuthTextProvider } = await import('../../platform/text.tsx');

beforeEach(() => {
  language = LANGUAGES.shift()!;
  api.currencies.mockClear();
  api.register.mockClear();
});

async function renderView(type?: 'social' | 'one_click', auth = AUTH_CONFIG) {
  await renderApp(
    <AuthTextProvider>
      <RegistrationView mode="page" {...(type ? { initialType: type } : {})} />
    </AuthTextProvider>,
    { language, config: { auth, core: { defaultCurrency: 'USD' } } },
  );
}
const currencySelect = () => screen.getByLabelText(text('registration_currency')) as HTMLSelectElement;

describe('registration currencies from the backend', () => {
  it('offers the loaded currencies with their names and preselects the configured default', async () => {
    await renderView();
    await waitFor(() => expect(currencySelect().options).toHaveLength(2));
    expect([...currencySelect().options].map((o) => o.textContent)).toEqual(['RUB — Russian ruble', 'USD — US dollar']);
    expect(currencySelect().value).toBe('2');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: text('registration_submit') })));
    expect(api.register).toHaveBeenCalledWith('one_click', expect.objectContaining({ currency_id: 2 }));
  });

  it('a failed load shows an error with a retry, and sending is disabled until the list is there', async () => {
    api.currencies.mockRejectedValueOnce(new Error('down'));
    await renderView();
    const error = await screen.findByTestId('currency-load-error');
    expect(error.textContent).toContain(text('currencies_load_error'));
    expect((screen.getByRole('button', { name: text('registration_submit') }) as HTMLButtonElement).disabled).toBe(true);
    api.currencies.mockResolvedValueOnce(CURRENCIES);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: text('retry') })));
    await waitFor(() => expect(currencySelect().options).toHaveLength(2));
    expect((screen.getByRole('button', { name: text('registration_submit') }) as HTMLButtonElement).disabled).toBe(false);
  });
});

describe('social registration tab', () => {
  it('offers the configured providers and registers with the chosen provider\'s credential and the common fields', async () => {
    await renderView();
    await waitFor(() => expect(currencySelect().options).toHaveLength(2));
    await act(async () => fireEvent.click(screen.getByTestId('reg-tab-social')));
    expect(screen.getByTestId('form-registration-social')).toBeTruthy();
    const providers = document.querySelectorAll<HTMLInputElement>('input[type="radio"][name="provider"]');
    expect([...providers].map((r) => [r.value, r.labels?.[0]?.textContent])).toEqual([['google', text('provider_google')], ['vk', text('provider_vk')]]);
    fireEvent.click(screen.getByRole('radio', { name: text('provider_vk') }));
    fireEvent.change(screen.getByLabelText(text('registration_promo_code')), { target: { value: 'WELCOME' } });
    fireEvent.click(screen.getByRole('radio', { name: text('bonus_casino') }));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: text('registration_social_submit', { provider: text('provider_vk') }) })));
    expect(api.oneTapClientId).toHaveBeenCalledWith('vk');
    expect(pageCredentialSource).toHaveBeenCalledWith('vk', 'client-vk');
    expect(api.register).toHaveBeenCalledWith('social', {
      currency_id: 2, country_id: 1, first_deposit_bonus_choice: 2, promo_code: 'WELCOME', provider: 'vk', credential: 'cred-vk',
    });
    await waitFor(() => expect(completeSignIn).toHaveBeenCalled());
  });

  it('a provider that fails shows the form message and nothing is registered', async () => {
    await renderView('social');
    await waitFor(() => expect(currencySelect().options).toHaveLength(2));
    pageCredentialSource.mockRejectedValueOnce(new Error('popup closed'));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: text('registration_social_submit', { provider: text('provider_google') }) })));
    expect(api.register).not.toHaveBeenCalled();
    expect(screen.getByTestId('form-registration-social').querySelector('[role="alert"]')).toBeTruthy();
  });

  it('closing the provider sign-in returns to the form quietly, nothing registered', async () => {
    await renderView('social');
    await waitFor(() => expect(currencySelect().options).toHaveLength(2));
    pageCredentialSource.mockResolvedValueOnce(null);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: text('registration_social_submit', { provider: text('provider_google') }) })));
    expect(api.register).not.toHaveBeenCalled();
    expect(screen.getByTestId('form-message').textContent).toBe('');
    expect((screen.getByRole('button', { name: text('registration_social_submit', { provider: text('provider_google') }) }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('without configured providers there is no social tab', async () => {
    await renderView(undefined, { ...AUTH_CONFIG, oneTapProviders: [] });
    expect(screen.queryByTestId('reg-tab-social')).toBeNull();
    expect(screen.getByTestId('reg-tab-full')).toBeTruthy();
  });
});
