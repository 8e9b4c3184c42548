import { describe, expect, it, vi } from 'vitest';
import { createDemoProviderStore } from './demo-provider-store.ts';
import { runOneTap, type OneTapDeps } from './one-tap.ts';

function deps(credentials: OneTapDeps['credentials']) {
  const order: string[] = [];
  const d: OneTapDeps = {
    api: {
      oneTapClientId: vi.fn(async (provider: string) => `client-${provider}`),
      oneTapSignIn: vi.fn(async () => { order.push('sign-in'); return '/en/user/login?auth_token=x'; }),
    },
    language: () => 'en', currency: () => 'USD', countryId: () => '1',
    assign: vi.fn(), credentials,
    beforeSend: vi.fn(async () => { order.push('fingerprint'); }),
    onError: vi.fn(),
  };
  return { d, order };
}

describe('one-tap', () => {
  it('asks the provider for a credential for the site client id, warms the fingerprint, posts and follows the redirect', async () => {
    const { d, order } = deps(async () => 'id-token');
    expect(await runOneTap('arena-demo', d)).toBe('/en/user/login?auth_token=x');
    expect(d.api.oneTapSignIn).toHaveBeenCalledWith('arena-demo', { credential: 'id-token', language: 'en', currency: 'USD', countryId: '1' });
    expect(order).toEqual(['fingerprint', 'sign-in']);
    expect(d.assign).toHaveBeenCalledWith('/en/user/login?auth_token=x');
  });

  it('a cancelled provider sign-in posts nothing', async () => {
    const { d } = deps(async () => null);
    expect(await runOneTap('arena-demo', d)).toBeNull();
    expect(d.api.oneTapSignIn).not.toHaveBeenCalled();
    expect(d.assign).not.toHaveBeenCalled();
  });
});

describe('the demo provider window', () => {
  it('resolves to the credential once the password is accepted; a wrong one keeps it open with the message', async () => {
    const wrong = Object.assign(new Error('wrong'), { name: 'HttpError' });
    const api = { demoProviderCredential: vi.fn().mockRejectedValueOnce(wrong).mockResolvedValueOnce('id-token') };
    const store = createDemoProviderStore(api);
    const credential = store.request();
    expect(store.get().open).toBe(true);
    await store.submit('demo', 'nope');
    expect(store.get()).toMatchObject({ open: true, loading: false });
    expect(store.get().error).not.toBeNull();
    await store.submit('demo', 'Demo1234!');
    expect(await credential).toBe('id-token');
    expect(store.get().open).toBe(false);
    expect(api.demoProviderCredential).toHaveBeenLastCalledWith('demo', 'Demo1234!');
  });

  it('empty fields are not sent; cancel resolves to null', async () => {
    const api = { demoProviderCredential: vi.fn() };
    const store = createDemoProviderStore(api);
    const credential = store.request();
    await store.submit(' ', '');
    expect(api.demoProviderCredential).not.toHaveBeenCalled();
    expect(store.get().error).toEqual({ key: 'error_check_fields' });
    store.cancel();
    expect(await credential).toBeNull();
  });
});
