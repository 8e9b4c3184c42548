/** The player's coupons, the archive of past draws (results and the pool split) and the winners list. */
import { useEffect, useRef } from 'react';
import { playerAccounts } from '@arena/server-state';
import { useArenaTranslation, useBusState } from '@arena/ui-kit';
import { totoApi, type TotoDraw } from './toto-api.ts';
import { useTotoFormat } from './toto-format.ts';
import { DrawHeader } from './toto-draw-view.tsx';
import { useAsync } from '@arena/ui-kit';

function Loading({ state }: { state: { status: string } }) {
  const { t } = useArenaTranslation('toto');
  return state.status === 'error' ? <p className="toto-slip__error" role="alert">{t('toto_error')}</p> : <div className="bt-skeleton" aria-busy="true" />;
}

export function TotoCoupons() {
  const { t } = useArenaTranslation('toto');
  const { money } = useTotoFormat();
  const user = useBusState('user');
  // Coupons still open are re-read every 10 s; the read also settles draws whose events are over.
  const coupons = useAsync((signal) => (user ? totoApi.coupons(signal) : Promise.resolve([])), [user?.userId], { refreshMs: 10_000 });
  const paid = coupons.status === 'ready' ? coupons.data.filter((c) => c.status === 'won').map((c) => c.id).join(',') : '';
  const seenPaid = useRef<string | null>(null);
  useEffect(() => {
    if (coupons.status !== 'ready') return;
    // A settled win reached the balance on the server: the page's accounts reload (@arena/server-state), so the
    // header balance and every other reader follow. That includes the first answer:
    // the read that settles a draw may be the page's own (its server render reads the coupons after the
    // header's balance), so wins already in it may be newer than the balance on screen.
    if (paid !== (seenPaid.current ?? '') && user) void playerAccounts.changed();
    seenPaid.current = paid;
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [paid, coupons.status]);
  if (!user) return <p className="toto-muted">{t('toto_login_needed')}</p>;
  if (coupons.status !== 'ready') return <Loading state={coupons} />;
  if (coupons.data.length === 0) return <p className="toto-muted" data-testid="toto-coupons-empty">{t('toto_coupons_empty')}</p>;
  return (
    <table className="toto-table" data-testid="toto-coupons">
      <thead>
        <tr>
          <th>{t('toto_col_coupon')}</th>
          <th>{t('toto_col_draw')}</th>
          <th>{t('toto_col_picks')}</th>
          <th>{t('toto_col_variants')}</th>
          <th>{t('toto_col_amount')}</th>
          <th>{t('toto_col_status')}</th>
          <th>{t('toto_col_payout')}</th>
        </tr>
      </thead>
      <tbody>
        {coupons.data.map((c) => (
          <tr key={c.id} data-testid={`toto-coupon-${c.id}`} data-status={c.status}>
            <td>№ {c.id}</td>
            <td>{c.drawId}</td>
            <td className="toto-code">{c.picks.join(' ')}</td>
            <td>{c.variants}</td>
            <td>{money(c.amount, c.currency)}</td>
            <td>
              <span className={`toto-status is-${c.status}`}>{t(`toto_coupon_${c.status}`)}</span>
              {c.correct !== null ? <small className="toto-muted"> {t('toto_correct', { count: c.correct })}</small> : null}
            </td>
            <td data-testid="toto-coupon-payout">{c.status === 'open' ? '—' : money(c.payout, c.currency)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function Settlement({ draw }: { draw: TotoDraw }) {
  const { t } = useArenaTranslation('toto');
  const { money } = useTotoFormat();
  if (draw.settlements.length === 0) return <p className="toto-muted">{draw.status === 'finished' ? t('toto_no_coupons') : t('toto_waiting')}</p>;
  return (
    <>
      {draw.settlements.map((s) => (
        <table key={s.currency} className="toto-table toto-table--compact">
          <caption>{t('toto_pool', { pool: money(s.pool, s.currency), fund: money(s.prizeFund, s.currency) })}</caption>
          <thead>
            <tr><th>{t('toto_col_category')}</th><th>{t('toto_col_share')}</th><th>{t('toto_col_winners')}</th><th>{t('toto_col_prize')}</th></tr>
          </thead>
          <tbody>
            {s.categories.map((c) => (
              <tr key={c.correct}><td>{t('toto_category', { correct: c.correct })}</td><td>{c.sharePercent} %</td><td>{c.winners}</td><td>{c.winners ? money(c.prize, s.currency) : '—'}</td></tr>
            ))}
          </tbody>
        </table>
      ))}
    </>
  );
}

export function TotoArchive() {
  const { t } = useArenaTranslation('toto');
  const draws = useAsync((signal) => totoApi.draws(signal), [], { refreshMs: 30_000 });
  if (draws.status !== 'ready') return <Loading state={draws} />;
  return (
    <div className="toto-archive" data-testid="toto-archive">
      {draws.data.map((draw) => (
        <section key={draw.id} className="toto-archive__draw" data-testid={`toto-archive-${draw.id}`}>
          <DrawHeader draw={draw} />
          <p>
            {t('toto_results')}{' '}
            <span className="toto-code">{draw.events.map((e) => e.result ?? '·').join(' ')}</span>
          </p>
          <Settlement draw={draw} />
        </section>
      ))}
    </div>
  );
}

export function TotoWinners() {
  const { t } = useArenaTranslation('toto');
  const { money } = useTotoFormat();
  const winners = useAsync((signal) => totoApi.winners(signal), [], { refreshMs: 30_000 });
  if (winners.status !== 'ready') return <Loading state={winners} />;
  if (winners.data.length === 0) return <p className="toto-muted" data-testid="toto-winners-empty">{t('toto_winners_empty')}</p>;
  return (
    <table className="toto-table" data-testid="toto-winners">
      <thead>
        <tr><th>{t('toto_col_draw')}</th><th>{t('toto_col_player')}</th><th>{t('toto_col_coupon')}</th><th>{t('toto_col_best')}</th><th>{t('toto_col_payout')}</th></tr>
      </thead>
      <tbody>
        {winners.data.map((w) => (
          <tr key={w.couponId}><td>{w.drawId}</td><td>{w.player}</td><td>№ {w.couponId}</td><td>{t('toto_category', { correct: w.correct })}</td><td>{money(w.payout, w.currency)}</td></tr>
        ))}
      </tbody>
    </table>
  );
}
