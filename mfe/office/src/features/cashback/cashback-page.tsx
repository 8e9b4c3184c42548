/** office/casino/vipcashback and office/casino/premiumcashback: levels, this week, last week's cashback to claim. */
import { useState } from 'react';
import { useBusState, useFormatters } from '@arena/ui-kit';
import { BONUS_OFFICE_STYLES, LoadState, Outcome, useBonusT, useOfficeLoad } from '../bonuses/bonus-office-kit.tsx';
import { playerAccounts } from '@arena/server-state';
import { officeBonusesApi, refusalMessage, type CashbackAnswer } from '../bonuses/bonuses-api.ts';
import { measureOf, nextLevel } from './cashback-model.ts';

function CashbackPage({ program }: { program: 'vip' | 'premium' }) {
  const t = useBonusT();
  const f = useFormatters();
  const user = useBusState('user');
  const [loaded, reload, replace] = useOfficeLoad((signal) => officeBonusesApi.cashback(program, signal), [program, user?.userId ?? 0]);
  const [outcome, setOutcome] = useState<{ ok: boolean; message: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const rub = (n: number) => f.money(n, 'RUB');
  const claim = async () => {
    setBusy(true);
    try {
      const answer = await officeBonusesApi.claimCashback(program);
      replace(answer);
      setOutcome({ ok: true, message: answer.message });
      void playerAccounts.changed();
    } catch (error) {
      setOutcome({ ok: false, message: refusalMessage(error) ?? t('error_generic') });
    } finally {
      setBusy(false);
    }
  };
  const view = (data: CashbackAnswer) => {
    const measure = measureOf(data, data.current);
    const next = nextLevel(data.levels, measure);
    // Weeks are UTC Monday to Monday: the dates shown are their first and last day, taken at midday so
    // a player's time zone (±12 h) never shifts them to the neighbouring day.
    const date = (unix: number) => f.date((unix + 12 * 3600) * 1000);
    return (
      <>
        <section className="bo-card">
          <h3>{t('cashback_levels')}</h3>
          <table className="bo-table" data-testid="cashback-levels">
            <thead><tr><th>{t('cashback_level')}</th><th>{t(`cashback_from_${program}`)}</th><th>{t('cashback_percent')}</th></tr></thead>
            <tbody>
              {data.levels.map((level) => (
                <tr key={level.key} aria-current={data.current.level?.key === level.key ? 'true' : undefined}>
                  <td>{t(`level_${level.key}`)}</td>
                  <td>{rub(level.fromRub)}</td>
                  <td>{level.percent} %</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
        <section className="bo-card" data-testid="cashback-current">
          <h3>{t('cashback_this_week', { from: date(data.current.periodStart), to: date(data.current.periodEnd - 86_400) })}</h3>
          <dl className="bo-facts">
            <div><dt>{t('cashback_stakes')}</dt><dd>{rub(data.current.stakes)}</dd></div>
            <div><dt>{t('cashback_wins')}</dt><dd>{rub(data.current.wins)}</dd></div>
            <div><dt>{t('cashback_net_loss')}</dt><dd>{rub(data.current.netLoss)}</dd></div>
            <div><dt>{t('cashback_level_now')}</dt><dd data-testid="cashback-level-now">{data.current.level ? `${t(`level_${data.current.level.key}`)} · ${data.current.level.percent} %` : t('cashback_no_level')}</dd></div>
          </dl>
          {next ? <p className="bo-muted">{t(`cashback_next_${program}`, { level: t(`level_${next.level.key}`), missing: rub(next.missing), percent: next.level.percent })}</p> : null}
        </section>
        <section className="bo-card bo-card--accent" data-testid="cashback-previous">
          <h3>{t('cashback_last_week', { from: date(data.previous.periodStart), to: date(data.previous.periodEnd - 86_400) })}</h3>
          <dl className="bo-facts">
            <div><dt>{t('cashback_net_loss')}</dt><dd>{rub(data.previous.netLoss)}</dd></div>
            <div><dt>{t('cashback_amount')}</dt><dd data-testid="cashback-amount">{f.money(data.previous.cashback, data.currency)}</dd></div>
          </dl>
          {data.previous.paid ? <p className="bo-badge">{t('cashback_paid')}</p> : null}
          {data.previous.claimable ? (
            <p><button type="button" className="bo-btn bo-btn--primary" data-testid="cashback-claim" disabled={busy} onClick={() => void claim()}>{t('cashback_claim')}</button></p>
          ) : null}
          {!data.previous.paid && !data.previous.claimable ? <p className="bo-muted">{t('cashback_nothing')}</p> : null}
        </section>
        <p className="bo-muted">{t('cashback_rules')}</p>
      </>
    );
  };
  return (
    <div className="bo-page" data-testid={`office-cashback-${program}`}>
      <style>{BONUS_OFFICE_STYLES}</style>
      <header>
        <h2>{t(`cashback_title_${program}`)}</h2>
        <p className="bo-lead">{t(`cashback_lead_${program}`)}</p>
      </header>
      <Outcome outcome={outcome} />
      <LoadState loaded={loaded} reload={reload} t={t}>{loaded.state === 'ready' ? view(loaded.data) : null}</LoadState>
    </div>
  );
}

export const VipCashbackPage = () => <CashbackPage program="vip" />;
export const PremiumCashbackPage = () => <CashbackPage program="premium" />;
