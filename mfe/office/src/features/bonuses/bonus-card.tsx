/** One bonus of the player: amounts, wagering progress, expiry and (when it can be) a cancel button. */
import { useState } from 'react';
import { useFormatters } from '@arena/ui-kit';
import type { PlayerBonus } from './bonuses-api.ts';
import type { TextFn } from './bonus-office-kit.tsx';
import { leftToWager, progressWidth, timeLeft } from './wager-model.ts';

export function BonusCard({ bonus, title, serverTime, t, onCancel }: {
  bonus: PlayerBonus;
  title: string;
  serverTime: number;
  t: TextFn;
  onCancel?: (bonus: PlayerBonus) => Promise<void>;
}) {
  const f = useFormatters();
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const money = (n: number) => (bonus.currency ? f.money(n, bonus.currency) : String(n));
  const left = bonus.expiresAt !== null ? timeLeft(bonus.expiresAt, serverTime) : null;
  const cancel = async () => {
    if (!onCancel) return;
    setBusy(true);
    try {
      await onCancel(bonus);
    } finally {
      setBusy(false);
      setConfirming(false);
    }
  };
  return (
    <article className={`bo-card${bonus.status === 'active' ? ' bo-card--accent' : ''}`} data-testid={`bonus-card-${bonus.id}`} data-status={bonus.status} data-slug={bonus.slug}>
      <div className="bo-row">
        <h3>{title}</h3>
        <span className="bo-badge" data-testid="bonus-status">{t(`status_${bonus.status}`)}</span>
      </div>
      {bonus.status === 'chosen' ? <p className="bo-muted">{t('chosen_waiting')}</p> : null}
      {bonus.status !== 'chosen' ? (
        <>
          <dl className="bo-facts">
            <div><dt>{t('fact_bonus')}</dt><dd data-testid="bonus-amount">{money(bonus.bonus)}</dd></div>
            {bonus.source === 'deposit' ? <div><dt>{t('fact_deposit')}</dt><dd>{money(bonus.deposit)}</dd></div> : null}
            <div><dt>{t('fact_required')}</dt><dd data-testid="bonus-required">{money(bonus.wagerRequired)}</dd></div>
            <div><dt>{t('fact_wagered')}</dt><dd data-testid="bonus-wagered">{money(bonus.wagered)}</dd></div>
            {bonus.status === 'active' ? <div><dt>{t('fact_left')}</dt><dd>{money(leftToWager(bonus))}</dd></div> : null}
            {bonus.games.includes('sport') ? <div><dt>{t('fact_min_coef')}</dt><dd>{f.odds(bonus.minCoef)}</dd></div> : null}
            {bonus.removed > 0 ? <div><dt>{t('fact_removed')}</dt><dd>{money(bonus.removed)}</dd></div> : null}
          </dl>
          <div
            className="bo-bar"
            role="progressbar"
            aria-label={t('progress_label')}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={progressWidth(bonus)}
            data-testid="bonus-progress"
          >
            <div className="bo-bar__fill" style={{ width: `${progressWidth(bonus)}%` }} />
          </div>
          <p className="bo-muted" data-testid="bonus-progress-text">
            {t('progress_text', { percent: bonus.progressPercent, wagered: money(bonus.wagered), required: money(bonus.wagerRequired) })}
          </p>
          <p className="bo-muted">{t(`games_${bonus.games.join('_')}`)}</p>
        </>
      ) : null}
      {bonus.status === 'active' && left && bonus.expiresAt !== null ? (
        <p className="bo-muted" data-testid="bonus-expiry">
          {t('expires', { date: f.dateTime(bonus.expiresAt * 1000), days: left.days, hours: left.hours, minutes: left.minutes })}
        </p>
      ) : null}
      {bonus.endedAt !== null && bonus.status !== 'active' ? <p className="bo-muted">{t('ended_at', { date: f.dateTime(bonus.endedAt * 1000) })}</p> : null}
      {onCancel && (bonus.status === 'active' || bonus.status === 'chosen') ? (
        confirming ? (
          <div className="bo-note" role="group" aria-label={t('cancel_confirm_label')}>
            <p>{bonus.status === 'active' ? t('cancel_confirm_active') : t('cancel_confirm_chosen')}</p>
            <div className="bo-form">
              <button type="button" className="bo-btn bo-btn--danger" data-testid="bonus-cancel-confirm" disabled={busy} onClick={() => void cancel()}>{t('cancel_yes')}</button>
              <button type="button" className="bo-btn bo-btn--ghost" onClick={() => setConfirming(false)}>{t('cancel_no')}</button>
            </div>
          </div>
        ) : (
          <p><button type="button" className="bo-btn bo-btn--ghost" data-testid="bonus-cancel" onClick={() => setConfirming(true)}>{t('cancel')}</button></p>
        )
      ) : null}
    </article>
  );
}
