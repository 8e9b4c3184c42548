/** office/promotion: activate a bonus promo code; the bonuses that came from promo codes. */
import { useState } from 'react';
import { Link, useBusState } from '@arena/ui-kit';
import { BonusCard } from '../bonuses/bonus-card.tsx';
import { BONUS_OFFICE_STYLES, LoadState, Outcome, useBonusT, useOfficeLoad } from '../bonuses/bonus-office-kit.tsx';
import { playerAccounts } from '@arena/server-state';
import { officeBonusesApi, refusalMessage } from '../bonuses/bonuses-api.ts';
import { promoCodeProblem } from './promo-code.ts';

export function PromotionCodePage() {
  const t = useBonusT();
  const lng = useBusState('language');
  const user = useBusState('user');
  const [code, setCode] = useState('');
  const [touched, setTouched] = useState(false);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<{ ok: boolean; message: string } | null>(null);
  const [loaded, reload] = useOfficeLoad(
    async (signal) => {
      const [mine, titles] = await Promise.all([officeBonusesApi.my(signal), officeBonusesApi.offerTitles(lng, signal).catch(() => ({}))]);
      return { ...mine, titles: titles as Record<string, string> };
    },
    [user?.userId ?? 0, lng],
  );
  const problem = promoCodeProblem(code);
  const submit = async () => {
    setTouched(true);
    if (problem) return;
    setBusy(true);
    try {
      const answer = await officeBonusesApi.activatePromoCode(code.trim());
      setOutcome({ ok: true, message: answer.message });
      setCode('');
      setTouched(false);
      void playerAccounts.changed();
      reload();
    } catch (error) {
      // The code stays in the field so the player can correct it.
      setOutcome({ ok: false, message: refusalMessage(error) ?? t('error_generic') });
    } finally {
      setBusy(false);
    }
  };
  const shownProblem = touched && problem ? t(`promo_problem_${problem}`) : null;
  return (
    <div className="bo-page" data-testid="office-promotion">
      <style>{BONUS_OFFICE_STYLES}</style>
      <header>
        <h2>{t('promo_title')}</h2>
        <p className="bo-lead">{t('promo_lead')}</p>
      </header>
      <form className="bo-card" noValidate onSubmit={(e) => { e.preventDefault(); void submit(); }}>
        <label htmlFor="office-promo-code">{t('promo_label')}</label>
        <div className="bo-form">
          <input id="office-promo-code" data-testid="office-promo-code" value={code} maxLength={32} autoComplete="off" aria-invalid={shownProblem ? true : undefined}
            aria-describedby="office-promo-problem" onChange={(e) => setCode(e.target.value)} />
          <button type="submit" className="bo-btn bo-btn--primary" data-testid="office-promo-submit" disabled={busy}>{t('promo_activate')}</button>
        </div>
        <p id="office-promo-problem" className="bo-muted" aria-live="polite">{shownProblem}</p>
        <Outcome outcome={outcome} />
        <p className="bo-muted">{t('promo_coupon_hint')} <Link href={`/${lng}/promo`}>{t('promo_all_codes')}</Link></p>
      </form>
      <LoadState loaded={loaded} reload={reload} t={t}>
        {loaded.state === 'ready' ? (
          <>
            <h3>{t('promo_mine')}</h3>
            {loaded.data.bonuses.filter((b) => b.source === 'promo_code').length === 0 ? <p className="bo-muted">{t('promo_none')}</p> : null}
            {loaded.data.bonuses.filter((b) => b.source === 'promo_code').map((b) => (
              <BonusCard key={b.id} bonus={b} title={loaded.data.titles[b.slug] ?? b.slug} serverTime={loaded.data.serverTime} t={t} />
            ))}
          </>
        ) : null}
      </LoadState>
    </div>
  );
}
