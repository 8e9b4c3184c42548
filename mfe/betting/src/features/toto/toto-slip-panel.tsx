/**
 * The coupon panel beside the draw: variants and the stake update live as picks change; "Place" sends the
 * coupon with one Idempotency-Key per attempt (kept when the answer never arrived), then the page's accounts
 * reload (@arena/server-state), so the header balance follows. Refusals are shown as the server words them; the picks stay.
 */
import { useRef, useState } from 'react';
import { isAnswerShapeError } from '@arena/contracts/answer-checks';
import { createIdempotencyKeys, isHttpError } from '@arena/http';
import { playerAccounts } from '@arena/server-state';
import { useArenaTranslation, useBusState } from '@arena/ui-kit';
import { totoApi } from './toto-api.ts';
import { useTotoFormat } from './toto-format.ts';
import { missingEvents, pickCode, totalStake, variantsOf, type TotoPicks } from './toto-slip.ts';

type Outcome = { kind: 'idle' } | { kind: 'sending' } | { kind: 'placed'; couponId: string } | { kind: 'refused'; message: string };

export function TotoSlipPanel({ drawId, picks, onPlaced }: { drawId: number; picks: TotoPicks; onPlaced: () => void }) {
  const { t } = useArenaTranslation('toto');
  const { t: common } = useArenaTranslation('common');
  const { money } = useTotoFormat();
  const user = useBusState('user');
  const account = useBusState('activeAccount');
  const keys = useRef(createIdempotencyKeys());
  const [perVariant, setPerVariant] = useState('10');
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'idle' });
  const currency = account?.iso ?? 'RUB';
  const variants = variantsOf(picks);
  const perVariantValue = Number(perVariant.replace(',', '.'));
  const stakeValid = Number.isFinite(perVariantValue) && perVariantValue > 0;
  const total = stakeValid ? totalStake(picks, perVariantValue) : 0;
  const missing = missingEvents(picks);

  async function place() {
    if (!account) return;
    const body = { drawId, accountId: account.id, amount: total, picks: picks.map(pickCode) };
    const key = keys.current.keyFor(body);
    setOutcome({ kind: 'sending' });
    try {
      const answer = await totoApi.place(body, key);
      keys.current.settle();
      void playerAccounts.changed();
      setOutcome({ kind: 'placed', couponId: answer.coupon.id });
      onPlaced();
    } catch (error) {
      keys.current.settle(error);
      // An answer that failed its check may still have placed the coupon: the key is kept, so "Place" again replays it.
      const message = isAnswerShapeError(error) ? common('answer_shape_error') : isHttpError(error) && error.body?.message ? error.body.message : t('toto_error');
      setOutcome({ kind: 'refused', message });
    }
  }

  return (
    <aside className="toto-slip" data-testid="toto-slip">
      <h3>{t('toto_slip_title')}</h3>
      <p className="toto-slip__row">
        {t('toto_variants')} <b data-testid="toto-variants">{variants}</b>
      </p>
      <label className="toto-slip__row">
        {t('toto_stake_per_variant', { currency })}
        <input data-testid="toto-stake-input" inputMode="decimal" value={perVariant} onChange={(e) => setPerVariant(e.target.value)} />
      </label>
      <p className="toto-slip__row">
        {t('toto_total')} <b data-testid="toto-total">{stakeValid ? money(total, currency) : '—'}</b>
      </p>
      {missing.length > 0 ? <p className="toto-slip__hint" data-testid="toto-missing">{t('toto_missing', { count: missing.length })}</p> : null}
      {user ? (
        <button type="button" className="toto-button" data-testid="toto-place" disabled={outcome.kind === 'sending' || !stakeValid || !account || missing.length > 0} onClick={() => void place()}>
          {outcome.kind === 'sending' ? t('toto_sending') : t('toto_place')}
        </button>
      ) : (
        <p className="toto-slip__hint">{t('toto_login_needed')}</p>
      )}
      {outcome.kind === 'placed' ? <p className="toto-slip__ok" role="status" data-testid="toto-message">{t('toto_placed', { id: outcome.couponId })}</p> : null}
      {outcome.kind === 'refused' ? <p className="toto-slip__error" role="alert" data-testid="toto-message">{outcome.message}</p> : null}
    </aside>
  );
}
