import { describe, expect, it } from 'vitest';
import type { SiteConfigChat } from '@arena/domain';
import { consultantFor, isPaymentConsultantMode } from './consultant-config.ts';

const chat: SiteConfigChat = {
  consultantId: 'arena-support',
  providerByLanguage: { '*': { provider: 'arena-chat', enabled: true }, kz: { provider: 'arena-chat', enabled: false } },
  colors: { primary: '#1a73e8' },
  organizationName: 'Arena',
  host: 'chat.arena.local',
};

describe('support chat consultant', () => {
  it('per-language provider setting, else the default', () => {
    expect(consultantFor(chat, 'kz', false).enabled).toBe(false);
    expect(consultantFor(chat, 'en', false)).toMatchObject({ enabled: true, provider: 'arena-chat', mode: 'general' });
  });
  it('payment consultant mode remembered from payment_consultant=1', () => {
    expect(isPaymentConsultantMode('?payment_consultant=1', null)).toBe(true);
    expect(isPaymentConsultantMode('', '1')).toBe(true);
    expect(isPaymentConsultantMode('?payment_consultant=0', null)).toBe(false);
    expect(consultantFor(chat, 'ru', true).mode).toBe('payment');
  });
});
