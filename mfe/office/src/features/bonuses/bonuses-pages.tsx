/**
 * office/bonuses/deposit — the deposit bonuses on offer and the player's current choice;
 * office/bonuses/wager — the player's bonuses with wagering progress, expiry, cancel and history.
 */
import { useState } from 'react';
import { Link, useBusState, useFormatters } from '@arena/ui-kit';
import { BonusCard } from './bonus-card.tsx';
import { BONUS_OFFICE_STYLES, LoadState, Outcome, useBonusT, useOfficeLoad } from './bonus-office-kit.tsx';
import { playerAccounts } from '@arena/server-state';
import { officeBonusesApi, refusalMessage, type PlayerBonus } from './bonuses-api.ts';
import { currentBonuses, pastBonuses } from './wager-model.ts';

const loadAll = (lng: string) => async (signal: AbortSignal) => {
  const [mine, offers, titles] = await Promise.all([officeBonusesApi.my(signal), officeBonusesApi.offers(signal), officeBonusesApi.offerTitles(lng, signal).catch(() => ({}))]);
  return { ...mine, offers, titles: titles as Record<string, string> };
};

export function BonusesWagerPage() {
  const t = useBonusT();
  const lng = useBusState('language');
  const user = useBusState('user');
  const [loaded, reload] = useOfficeLoad(loadAll(lng), [user?.userId ?? 0, lng]);
  const [outcome, setOutcome] = useState<{ ok: boolean; message: string } | null>(null);
  const cancel = async (bonus: PlayerBonus) => {
    try {
      const answer = await officeBonusesApi.cancel(bonus.id);
      setOutcome({ ok: true, message: answer.message });
      void playerAccounts.changed();
    } catch (error) {
      setOutcome({ ok: false, message: refusalMessage(error) ?? t('error_generic') });
    }
    reload();
  };
  return (
    <div className="bo-page" data-testid="office-bonuses-wager">
      <style>{BONUS_OFFICE_STYLES}</style>
      <header>
        <h2>{t('wager_title')}</h2>
        <p className="bo-lead">{t('wager_lead')}</p>
      </header>
      <Outcome outcome={outcome} />
      <LoadState loaded={loaded} reload={reload} t={t}>
        {loaded.state === 'ready' ? (
          <>
            {currentBonuses(loaded.data.bonuses).length === 0 ? (
              <div className="bo-card" data-testid="bonuses-none">
                <p>{t('none_active')}</p>
                <p><Link className="bo-btn bo-btn--primary" href={`/${lng}/office/bonuses/deposit`}>{t('choose_bonus')}</Link></p>
              </div>
            ) : null}
            {currentBonuses(loaded.data.bonuses).map((b) => (
              <BonusCard key={b.id} bonus={b} title={loaded.data.titles[b.slug] ?? b.slug} serverTime={loaded.data.serverTime} t={t} onCancel={cancel} />
            ))}
            {pastBonuses(loaded.data.bonuses).length > 0 ? <h3>{t('history')}</h3> : null}
            {pastBonuses(loaded.data.bonuses).map((b) => (
              <BonusCard key={b.id} bonus={b} title={loaded.data.titles[b.slug] ?? b.slug} serverTime={loaded.data.serverTime} t={t} />
            ))}
            <p><button type="button" className="bo-btn bo-btn--ghost" data-testid="bonuses-refresh" onClick={reload}>{t('refresh')}</button></p>
          </>
        ) : null}
      </LoadState>
    </div>
  );
}

export function BonusesDepositPage() {
  const t = useBonusT();
  const f = useFormatters();
  const lng = useBusState('language');
  const user = useBusState('user');
  const [loaded, reload] = useOfficeLoad(loadAll(lng), [user?.userId ?? 0, lng]);
  const [outcome, setOutcome] = useState<{ ok: boolean; message: string } | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const choose = async (slug: string) => {
    setBusy(slug);
    try {
      setOutcome({ ok: true, message: (await officeBonusesApi.choose(slug)).message });
    } catch (error) {
      setOutcome({ ok: false, message: refusalMessage(error) ?? t('error_generic') });
    } finally {
      setBusy(null);
      reload();
    }
  };
  return (
    <div className="bo-page" data-testid="office-bonuses-deposit">
      <style>{BONUS_OFFICE_STYLES}</style>
      <header>
        <h2>{t('deposit_title')}</h2>
        <p className="bo-lead">{t('deposit_lead')}</p>
      </header>
      <Outcome outcome={outcome} />
      <LoadState loaded={loaded} reload={reload} t={t}>
        {loaded.state === 'ready' ? (
          <>
            {currentBonuses(loaded.data.bonuses).map((b) => (
              <BonusCard key={b.id} bonus={b} title={loaded.data.titles[b.slug] ?? b.slug} serverTime={loaded.data.serverTime} t={t} />
            ))}
            {currentBonuses(loaded.data.bonuses).length > 0 ? (
              <p className="bo-form">
                <Link className="bo-btn bo-btn--primary" href={`/${lng}/office/recharge`}>{t('go_deposit')}</Link>
                <Link className="bo-btn bo-btn--ghost" href={`/${lng}/office/bonuses/wager`}>{t('go_wager')}</Link>
              </p>
            ) : null}
            <h3>{t('offers_title')}</h3>
            {loaded.data.offers.map((offer) => {
              const current = currentBonuses(loaded.data.bonuses).find((b) => b.slug === offer.slug);
              return (
                <article key={offer.slug} className="bo-card" data-testid={`deposit-offer-${offer.slug}`}>
                  <div className="bo-row">
                    <h3>{loaded.data.titles[offer.slug] ?? offer.slug}</h3>
                    <Link href={`/${lng}/bonus/${offer.slug}`}>{t('offer_rules')}</Link>
                  </div>
                  <p className="bo-muted">
                    {t('offer_terms', {
                      percent: offer.percent,
                      max: f.money(offer.maxRub, 'RUB'),
                      min: f.money(offer.minDepositRub, 'RUB'),
                      wager: offer.wagerMultiplier,
                      days: offer.expiryDays,
                    })}
                    {offer.firstDepositOnly ? ` ${t('offer_first_only')}` : ''}
                  </p>
                  {current ? (
                    <p className="bo-badge">{t(`status_${current.status}`)}</p>
                  ) : (
                    <p>
                      <button type="button" className="bo-btn bo-btn--primary" data-testid={`deposit-offer-choose-${offer.slug}`} disabled={busy !== null} onClick={() => void choose(offer.slug)}>
                        {t('choose')}
                      </button>
                    </p>
                  )}
                </article>
              );
            })}
          </>
        ) : null}
      </LoadState>
    </div>
  );
}
