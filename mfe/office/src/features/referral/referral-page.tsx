/** office/bringfriend: the player's referral link and code, and the friends registered and depositing with it. */
import { useState } from 'react';
import { useBusState, useFormatters } from '@arena/ui-kit';
import { BONUS_OFFICE_STYLES, LoadState, useBonusT, useOfficeLoad } from '../bonuses/bonus-office-kit.tsx';
import { officeBonusesApi } from '../bonuses/bonuses-api.ts';
import { referralLink } from './referral-link.ts';

export function ReferralPage() {
  const t = useBonusT();
  const f = useFormatters();
  const lng = useBusState('language');
  const user = useBusState('user');
  const [loaded, reload] = useOfficeLoad((signal) => officeBonusesApi.referral(signal), [user?.userId ?? 0]);
  const [copied, setCopied] = useState<boolean | null>(null);
  const rub = (n: number) => f.money(n, 'RUB');
  const copy = async (text: string) => {
    try {
      await navigator.clipboard.writeText(text);
      setCopied(true);
    } catch {
      setCopied(false);
    }
  };
  return (
    <div className="bo-page" data-testid="office-bringfriend">
      <style>{BONUS_OFFICE_STYLES}</style>
      <header>
        <h2>{t('ref_title')}</h2>
        <p className="bo-lead">{t('ref_lead')}</p>
      </header>
      <LoadState loaded={loaded} reload={reload} t={t}>
        {loaded.state === 'ready' ? (
          <>
            <section className="bo-card bo-card--accent">
              <label htmlFor="ref-link">{t('ref_link')}</label>
              <div className="bo-form">
                <input id="ref-link" data-testid="ref-link" readOnly value={referralLink(location.origin, lng, loaded.data.refCode)} onFocus={(e) => e.currentTarget.select()} />
                <button type="button" className="bo-btn bo-btn--primary" onClick={() => void copy(referralLink(location.origin, lng, loaded.data.refCode))}>{t('ref_copy')}</button>
              </div>
              <p className="bo-muted" aria-live="polite">{copied === true ? t('ref_copied') : copied === false ? t('ref_copy_failed') : ''}</p>
              <p>{t('ref_code')}: <strong data-testid="ref-code">{loaded.data.refCode}</strong></p>
            </section>
            <dl className="bo-facts" data-testid="ref-stats">
              <div><dt>{t('ref_registrations')}</dt><dd data-testid="ref-registrations">{loaded.data.registrations}</dd></div>
              <div><dt>{t('ref_active')}</dt><dd data-testid="ref-active">{loaded.data.activeReferrals}</dd></div>
              <div><dt>{t('ref_deposits')}</dt><dd>{rub(loaded.data.depositsRub)}</dd></div>
            </dl>
            <p className="bo-muted">{t('ref_active_rule', { amount: rub(loaded.data.activeThresholdRub) })}</p>
            {loaded.data.referrals.length === 0 ? (
              <p className="bo-muted" data-testid="ref-none">{t('ref_none')}</p>
            ) : (
              <table className="bo-table" data-testid="ref-table">
                <thead><tr><th>{t('ref_friend')}</th><th>{t('ref_registered')}</th><th>{t('ref_friend_deposits')}</th><th>{t('ref_status')}</th></tr></thead>
                <tbody>
                  {loaded.data.referrals.map((r) => (
                    <tr key={`${r.login}-${r.registeredAt}`}>
                      <td>{r.login}</td>
                      <td>{f.date(r.registeredAt * 1000)}</td>
                      <td>{rub(r.depositsRub)}</td>
                      <td>{r.active ? t('ref_is_active') : t('ref_is_waiting')}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            )}
          </>
        ) : null}
      </LoadState>
    </div>
  );
}
