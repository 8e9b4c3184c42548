/**
 * The call to action of a deposit-bonus promotion: a signed-in player chooses the bonus (it is granted on
 * the next qualifying deposit, then its wagering is shown in the office); a visitor is sent to sign in or
 * register first. The player's current bonuses decide the starting state (already chosen / active).
 */
import { useState } from 'react';
import { Link, useBusState, useFormatters } from '@arena/ui-kit';
import { bonusesApi, type DepositBonusOffer, type PlayerBonus } from '../../platform/bonuses-api.ts';
import { useT } from '../../platform/text.ts';
import { useLoad } from '../../platform/use-load.ts';

type Outcome = { kind: 'idle' } | { kind: 'busy' } | { kind: 'chosen'; message: string } | { kind: 'error'; message: string };

export function DepositTerms({ offer }: { offer: DepositBonusOffer }) {
  const t = useT();
  const f = useFormatters();
  const rub = (n: number) => f.money(n, 'RUB');
  return (
    <dl className="promo-terms" data-testid="deposit-bonus-terms">
      <div><dt>{t('term_percent')}</dt><dd>{offer.percent} %</dd></div>
      <div><dt>{t('term_max')}</dt><dd>{rub(offer.maxRub)}</dd></div>
      <div><dt>{t('term_min_deposit')}</dt><dd>{rub(offer.minDepositRub)}</dd></div>
      <div><dt>{t('term_wager')}</dt><dd>×{offer.wagerMultiplier}</dd></div>
      <div><dt>{t('term_days')}</dt><dd>{t('days', { count: offer.expiryDays })}</dd></div>
      {offer.games.includes('sport') ? <div><dt>{t('term_min_coef')}</dt><dd>{f.odds(offer.minCoef)}</dd></div> : null}
    </dl>
  );
}

function mine(bonuses: PlayerBonus[], slug: string): PlayerBonus | undefined {
  return bonuses.find((b) => b.slug === slug && (b.status === 'chosen' || b.status === 'active'));
}

export function DepositBonusCta({ offer }: { offer: DepositBonusOffer }) {
  const t = useT();
  const lng = useBusState('language');
  const user = useBusState('user');
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'idle' });
  const [bonuses] = useLoad((signal) => (user ? bonusesApi.my(signal) : Promise.resolve([])), [user?.userId ?? 0]);
  const current = bonuses.status === 'ready' ? mine(bonuses.value, offer.slug) : undefined;
  const officeLinks = (
    <p className="promo-links">
      <Link className="promo-btn promo-btn--primary" href={`/${lng}/office/recharge`} data-testid="promotion-cta-deposit">{t('cta_deposit')}</Link>
      <Link className="promo-btn promo-btn--ghost" href={`/${lng}/office/bonuses/wager`}>{t('cta_wagering')}</Link>
    </p>
  );

  if (!user) {
    return (
      <div className="promo-cta" data-testid="promotion-cta">
        <p className="promo-note">{t('cta_sign_in_first')}</p>
        <p className="promo-links">
          <Link className="promo-btn promo-btn--primary" href={`/${lng}/registration`}>{t('cta_register')}</Link>
          <Link className="promo-btn promo-btn--ghost" href={`/${lng}/user/login`}>{t('cta_login')}</Link>
        </p>
      </div>
    );
  }
  if (outcome.kind === 'chosen' || (current && outcome.kind === 'idle')) {
    const active = current?.status === 'active' && outcome.kind !== 'chosen';
    return (
      <div className="promo-cta" data-testid="promotion-cta" data-state={active ? 'active' : 'chosen'}>
        <p role="status" className="promo-note" data-testid="promotion-cta-done">
          {outcome.kind === 'chosen' ? outcome.message : active ? t('cta_already_active') : t('cta_already_chosen')}
        </p>
        {officeLinks}
      </div>
    );
  }
  const choose = async () => {
    setOutcome({ kind: 'busy' });
    try {
      const answer = await bonusesApi.choose(offer.slug);
      setOutcome({ kind: 'chosen', message: answer.message });
    } catch (error) {
      const message = (error as { body?: { message?: unknown } }).body?.message;
      setOutcome({ kind: 'error', message: typeof message === 'string' ? message : t('cta_error') });
    }
  };
  return (
    <div className="promo-cta" data-testid="promotion-cta" data-state="idle">
      <button type="button" className="promo-btn promo-btn--primary" data-testid="promotion-cta-choose" disabled={outcome.kind === 'busy'} onClick={() => void choose()}>
        {outcome.kind === 'busy' ? t('cta_choosing') : t('cta_choose')}
      </button>
      <p className="promo-muted">{t('cta_choose_hint')}</p>
      {outcome.kind === 'error' ? <p role="alert" className="promo-note promo-note--error" data-testid="promotion-cta-error">{outcome.message}</p> : null}
    </div>
  );
}
