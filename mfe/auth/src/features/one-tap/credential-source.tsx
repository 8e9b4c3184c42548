/**
 * Where the page gets a social provider's credential (an OIDC ID token for this site's client id).
 * `arena-demo`: its sign-in window, in its own root under <body> (so it works over the login modal, the
 * registration page or after either unmounted). A real provider needs its own SDK on the page (Google
 * Identity Services, VK ID, …): this build ships none, so it refuses with a clear error instead of
 * pretending — the server would refuse anything but the provider's signed token anyway.
 */
import { createRoot } from 'react-dom/client';
import { authApi, warmFingerprint } from '../../platform/services.ts';
import { AuthTextProvider } from '../../platform/text.tsx';
import { DemoProviderDialog } from './demo-provider-dialog.tsx';
import { createDemoProviderStore, type DemoProviderStore } from './demo-provider-store.ts';
import { DEMO_PROVIDER, ProviderSdkMissingError, type CredentialSource } from './one-tap.ts';

let store: DemoProviderStore | null = null;

function demoProviderStore(): DemoProviderStore {
  if (store) return store;
  const created = createDemoProviderStore(authApi, warmFingerprint);
  const host = document.createElement('div');
  host.className = 'auth-demo-provider-root';
  document.body.appendChild(host);
  createRoot(host).render(
    <AuthTextProvider>
      <DemoProviderDialog store={created} />
    </AuthTextProvider>,
  );
  store = created;
  return created;
}

export const pageCredentialSource: CredentialSource = async (provider) => {
  if (provider === DEMO_PROVIDER) return demoProviderStore().request();
  throw new ProviderSdkMissingError(provider);
};
