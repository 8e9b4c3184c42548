/**
 * The support chat's consultant configuration (spec §3): provider per language ('*' is the default),
 * colours, organisation and host; the payment consultant mode is remembered from payment_consultant=1
 * (the root config stores it in sessionStorage; the query itself also counts on the first page).
 */
import type { SiteConfigChat } from '@arena/domain';

export const PAYMENT_CONSULTANT_STORAGE_KEY = 'arena:payment-consultant';

export interface ConsultantSetup {
  consultantId: string;
  provider: string;
  enabled: boolean;
  mode: 'general' | 'payment';
  colors: Record<string, string>;
  organizationName: string;
  host: string;
}

export function consultantFor(chat: SiteConfigChat, language: string, paymentMode: boolean): ConsultantSetup {
  const setting = chat.providerByLanguage[language] ?? chat.providerByLanguage['*'] ?? { provider: 'none', enabled: false };
  return {
    consultantId: paymentMode ? `${chat.consultantId}-payment` : chat.consultantId,
    provider: setting.provider,
    enabled: setting.enabled,
    mode: paymentMode ? 'payment' : 'general',
    colors: chat.colors,
    organizationName: chat.organizationName,
    host: chat.host,
  };
}

export function isPaymentConsultantMode(search: string, stored: string | null): boolean {
  return new URLSearchParams(search).get('payment_consultant') === '1' || stored === '1';
}
