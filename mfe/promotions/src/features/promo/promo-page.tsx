/**
 * promo: promo codes in one place — the bonus offers that are activated by a code (office promo codes,
 * activated here or in office/promotion) and the coupon codes of promotions (typed in the bet slip).
 */
import { useState } from 'react';
import { Link, useBusState } from '@arena/ui-kit';
import { bonusesApi } from '../../platform/bonuses-api.ts';
import { contentApi } from '../../platform/content-api.ts';
import { useT } from '../../platform/text.ts';
import { useLoad } from '../../platform/use-load.ts';
import { OfferCard } from '../offers/offers-pages.tsx';
import { LoadError, Loading } from '../promotions/not-found.tsx';
import { PromotionCard } from '../promotions/promotions-list.tsx';

function ActivateForm() {
  const t = useT();
  const lng = useBusState('language');
  const user = useBusState('user');
  const [code, setCode] = useState('');
  const [result, setResult] = useState<{ ok: boolean; message: string } | null>(null);
  const [busy, setBusy] = useState(false);
  if (!user) {
    return <p className="promo-note">{t('promo_sign_in')} <Link href={`/${lng}/user/login`}>{t('cta_login')}</Link></p>;
  }
  const submit = async () => {
    if (!/^[A-Za-z0-9_-]{1,32}$/.test(code.trim())) {
      setResult({ ok: false, message: t('promo_code_invalid') });
      return;
    }
    setBusy(true);
    try {
      const answer = await bonusesApi.activatePromoCode(code.trim());
      setResult({ ok: true, message: answer.message });
      setCode('');
    } catch (error) {
      const message = (error as { body?: { message?: unknown } }).body?.message;
      setResult({ ok: false, message: typeof message === 'string' ? message : t('cta_error') });
    } finally {
      setBusy(false);
    }
  };
  return (
    <form className="promo-form" noValidate onSubmit={(e) => { e.preventDefault(); void submit(); }}>
      <label className="promo-muted" htmlFor="promo-page-code">{t('promo_code_label')}</label>
      <input id="promo-page-code" data-testid="promo-page-code" value={code} maxLength={32} autoComplete="off" onChange={(e) => setCode(e.target.value)} />
      <button type="submit" className="promo-btn promo-btn--primary" disabled={busy || code.trim() === ''}>{t('promo_activate')}</button>
      {result ? <p role={result.ok ? 'status' : 'alert'} className={`promo-note${result.ok ? '' : ' promo-note--error'}`}>{result.message}</p> : null}
    </form>
  );
}

export function PromoPage() {
  const t = useT();
  const lng = useBusState('language');
  const [state, retry] = useLoad(
    async (signal) => {
      const [offers, promotions] = await Promise.all([contentApi.list('bonus-offer', lng, signal), contentApi.list('promotion', lng, signal)]);
      return { offers: offers.filter((o) => typeof o.data['promoCode'] === 'string'), coupon: promotions.filter((p) => typeof p.data['promoCode'] === 'string') };
    },
    [lng],
  );
  return (
    <section className="promo-section" data-testid="promo-page">
      <h1>{t('promo_title')}</h1>
      <p className="promo-lead">{t('promo_lead')}</p>
      <ActivateForm />
      {state.status === 'loading' ? <Loading /> : null}
      {state.status === 'error' ? <LoadError retry={retry} /> : null}
      {state.status === 'ready' ? (
        <>
          <h2>{t('promo_bonus_codes')}</h2>
          <ul className="promo-grid">{state.value.offers.map((o) => <OfferCard key={o.slug} offer={o} lng={lng} />)}</ul>
          <h2>{t('promo_coupon_codes')}</h2>
          <p className="promo-muted">{t('promo_coupon_lead')}</p>
          <ul className="promo-grid">{state.value.coupon.map((p) => <PromotionCard key={p.slug} item={p} lng={lng} />)}</ul>
        </>
      ) : null}
    </section>
  );
}
