import { useState } from 'react';
import { bus } from '@arena/event-bus';
import { useAddressedAsVisitor } from '../player/use-visitor.ts';
import { useText } from '../platform/use-text.ts';

const NAMES: Readonly<Record<string, string>> = { google: 'Google', apple: 'Apple', facebook: 'Facebook', vk: 'VK', yandex: 'Yandex', 'arena-demo': 'Arena demo ID' };

/**
 * One-tap social sign-in prompt for visitors (config auth.oneTapProviders). Accepting opens the auth
 * app's login modal with the provider: that loads the auth module wherever the prompt is, and its parcel
 * hands over via `auth:one-tap-requested` (it obtains the credential and posts it, spec §7 one-tap call).
 */
export function OneTapPrompt({ providers }: { providers: readonly string[] }) {
  const t = useText();
  const visitor = useAddressedAsVisitor();
  const [closed, setClosed] = useState(false);
  const provider = providers[0];
  if (!visitor || closed || !provider) return null;
  const name = NAMES[provider] ?? provider;
  return (
    <aside className="arena-onetap" aria-label={t('onetap_title')} data-testid="one-tap-prompt">
      <div className="arena-onetap__head">
        <span className="arena-onetap__logo" aria-hidden="true">{name[0]}</span>
        <strong>{t('onetap_title')}</strong>
        <button type="button" className="arena-toast__close" aria-label={t('close')} onClick={() => setClosed(true)}>×</button>
      </div>
      <p>{t('onetap_text', { provider: name })}</p>
      <button type="button" className="arena-btn arena-btn--accent arena-btn--block"
        onClick={() => { setClosed(true); bus.emit('modal:open', { kind: 'login', props: { oneTapProvider: provider } }); }}>
        {t('onetap_continue')}
      </button>
    </aside>
  );
}
