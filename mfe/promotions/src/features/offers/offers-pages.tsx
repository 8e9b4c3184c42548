/** The bonus pages: a base's list, its rules, its games and a partner's page (offers-model.ts says which). */
import { Link, useBusState } from '@arena/ui-kit';
import { contentApi, type ContentSummary } from '../../platform/content-api.ts';
import { useT, type TextFn } from '../../platform/text.ts';
import { useLoad } from '../../platform/use-load.ts';
import { Artwork } from '../artwork/artwork.tsx';
import { LoadError, Loading, PromoNotFound } from '../promotions/not-found.tsx';
import { baseKind, gamesIndex, offerGameName, offersFor, partnerOf, partnersOf, rulesOf, type BonusBase, type BonusSubpage } from './offers-model.ts';

export function OfferCard({ offer, lng }: { offer: ContentSummary; lng: string }) {
  return (
    <li>
      <Link className="promo-card" href={`/${lng}/bonus/${offer.slug}`} data-testid={`offer-card-${offer.slug}`}>
        <Artwork className="promo-card__art" data={offer.data} />
        <span className="promo-card__body">
          <span className="promo-card__title">{offer.title}</span>
          <span className="promo-card__summary">{offer.summary}</span>
        </span>
      </Link>
    </li>
  );
}

function SubNav({ base, page, lng, t }: { base: BonusBase; page: BonusSubpage; lng: string; t: TextFn }) {
  const tabs: Array<[BonusSubpage, string, string]> = [
    ['list', `/${lng}/${base}`, t('nav_offers')],
    ['rules', `/${lng}/${base}/rules`, t('nav_rules')],
    ['games', `/${lng}/${base}/games`, t('nav_games')],
  ];
  return (
    <ul className="promo-tabs" aria-label={t('nav_label')}>
      {tabs.map(([id, href, label]) => (
        <li key={id}>
          <Link className="promo-tab" href={href} aria-current={id === page ? 'page' : undefined}>{label}</Link>
        </li>
      ))}
    </ul>
  );
}

function OffersGrid({ offers, lng }: { offers: ContentSummary[]; lng: string }) {
  return <ul className="promo-grid" data-testid="offers-grid">{offers.map((o) => <OfferCard key={o.slug} offer={o} lng={lng} />)}</ul>;
}

function ListBody({ base, offers, lng, t }: { base: BonusBase; offers: ContentSummary[]; lng: string; t: TextFn }) {
  if (baseKind(base) !== 'partners') return <OffersGrid offers={offersFor(offers, base)} lng={lng} />;
  return (
    <>
      {partnersOf(offers).map((group) => (
        <section key={group.id} className="promo-section" data-testid={`partner-group-${group.id}`}>
          <h2>
            <Link href={`/${lng}/${base}/partners/${group.id}`}>{t(`partner_${group.id}`)}</Link>
          </h2>
          <OffersGrid offers={group.offers} lng={lng} />
        </section>
      ))}
    </>
  );
}

function RulesBody({ base, offers, lng, t }: { base: BonusBase; offers: ContentSummary[]; lng: string; t: TextFn }) {
  const general = ['rule_general_1', 'rule_general_2', 'rule_general_3', 'rule_general_4', 'rule_general_5', 'rule_general_6'];
  return (
    <>
      <section className="promo-body" data-testid="bonus-rules-general">
        <h2>{t('rules_general')}</h2>
        <ol className="promo-list">{general.map((key) => <li key={key}>{t(key)}</li>)}</ol>
      </section>
      {offersFor(offers, base).map((offer) => (
        <section key={offer.slug} className="promo-body">
          <h2><Link href={`/${lng}/bonus/${offer.slug}`}>{offer.title}</Link></h2>
          <ul className="promo-list">{rulesOf(offer, lng).map((rule) => <li key={rule}>{rule}</li>)}</ul>
        </section>
      ))}
    </>
  );
}

function GamesBody({ base, offers, lng, t }: { base: BonusBase; offers: ContentSummary[]; lng: string; t: TextFn }) {
  const listed = offersFor(offers, base);
  const titleOf = (slug: string) => listed.find((o) => o.slug === slug)?.title ?? slug;
  return (
    <div className="promo-body" data-testid="bonus-games">
      <p className="promo-muted">{t('games_lead')}</p>
      <table>
        <thead><tr><th>{t('games_game')}</th><th>{t('games_kind')}</th><th>{t('games_offers')}</th></tr></thead>
        <tbody>
          {gamesIndex(listed).map(({ game, offers: slugs }) => (
            <tr key={game.id}>
              <td>{offerGameName(game, lng)}</td>
              <td>{t(`game_kind_${game.kind}`)}</td>
              <td>{slugs.map((slug, i) => <span key={slug}>{i > 0 ? ', ' : ''}<Link href={`/${lng}/bonus/${slug}`}>{titleOf(slug)}</Link></span>)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export function OffersPages({ base, page, partnerId }: { base: BonusBase; page: BonusSubpage; partnerId?: string }) {
  const t = useT();
  const lng = useBusState('language');
  const [state, retry] = useLoad((signal) => contentApi.list('bonus-offer', lng, signal), [lng]);
  if (state.status === 'loading') return <Loading />;
  if (state.status === 'error') return <LoadError retry={retry} />;
  const offers = state.value;
  if (page === 'partner') {
    const own = offers.filter((o) => partnerOf(o) === partnerId);
    if (own.length === 0) return <PromoNotFound />;
    return (
      <section className="promo-section" data-testid="bonus-partner-page" data-partner={partnerId}>
        <p className="promo-links"><Link href={`/${lng}/${base}`}>{t('back_to_offers')}</Link></p>
        <h1>{t(`partner_${partnerId}`)}</h1>
        <p className="promo-lead">{t(`partner_${partnerId}_about`)}</p>
        <OffersGrid offers={own} lng={lng} />
      </section>
    );
  }
  return (
    <section className="promo-section" data-testid={`bonus-pages-${page}`} data-base={base}>
      <h1>{t(`base_${baseKind(base)}_${page}`)}</h1>
      <p className="promo-lead">{t(`base_${baseKind(base)}_lead`)}</p>
      <SubNav base={base} page={page} lng={lng} t={t} />
      {page === 'list' ? <ListBody base={base} offers={offers} lng={lng} t={t} /> : null}
      {page === 'rules' ? <RulesBody base={base} offers={offers} lng={lng} t={t} /> : null}
      {page === 'games' ? <GamesBody base={base} offers={offers} lng={lng} t={t} /> : null}
    </section>
  );
}
