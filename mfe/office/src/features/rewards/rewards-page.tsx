/** office/rewards: milestones of the player's own activity, their progress, and the claim of a reached one. */
import { useState } from 'react';
import { useBusState, useFormatters } from '@arena/ui-kit';
import { BONUS_OFFICE_STYLES, LoadState, Outcome, useBonusT, useOfficeLoad } from '../bonuses/bonus-office-kit.tsx';
import { playerAccounts } from '@arena/server-state';
import { officeBonusesApi, refusalMessage } from '../bonuses/bonuses-api.ts';

export function RewardsPage() {
  const t = useBonusT();
  const f = useFormatters();
  const user = useBusState('user');
  const [loaded, reload, replace] = useOfficeLoad((signal) => officeBonusesApi.rewards(signal), [user?.userId ?? 0]);
  const [outcome, setOutcome] = useState<{ ok: boolean; message: string } | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const claim = async (key: string) => {
    setBusy(key);
    try {
      const answer = await officeBonusesApi.claimReward(key);
      replace(answer);
      setOutcome({ ok: true, message: answer.message });
      void playerAccounts.changed();
    } catch (error) {
      setOutcome({ ok: false, message: refusalMessage(error) ?? t('error_generic') });
    } finally {
      setBusy(null);
    }
  };
  return (
    <div className="bo-page" data-testid="office-rewards">
      <style>{BONUS_OFFICE_STYLES}</style>
      <header>
        <h2>{t('rewards_title')}</h2>
        <p className="bo-lead">{t('rewards_lead')}</p>
      </header>
      <Outcome outcome={outcome} />
      <LoadState loaded={loaded} reload={reload} t={t}>
        {loaded.state === 'ready'
          ? loaded.data.rewards.map((r) => (
              <article key={r.key} className={`bo-card${r.claimable ? ' bo-card--accent' : ''}`} data-testid={`reward-${r.key}`}>
                <div className="bo-row">
                  <h3>{t(`reward_${r.key}`)}</h3>
                  <strong>{f.money(r.amount, loaded.data.currency)}</strong>
                </div>
                <div className="bo-bar" role="progressbar" aria-label={t(`reward_${r.key}`)} aria-valuemin={0} aria-valuemax={r.target} aria-valuenow={r.progress}>
                  <div className="bo-bar__fill" style={{ width: `${Math.round((100 * r.progress) / r.target)}%` }} />
                </div>
                <p className="bo-muted">{t('reward_progress', { progress: r.progress, target: r.target })}</p>
                {r.claimed ? <p className="bo-badge">{t('reward_claimed')}</p> : null}
                {r.claimable ? (
                  <p><button type="button" className="bo-btn bo-btn--primary" data-testid={`reward-claim-${r.key}`} disabled={busy !== null} onClick={() => void claim(r.key)}>{t('reward_claim')}</button></p>
                ) : null}
              </article>
            ))
          : null}
      </LoadState>
    </div>
  );
}
