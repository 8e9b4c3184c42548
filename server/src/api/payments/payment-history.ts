/**
 * historypay: the player's deposits and withdrawals (payments table) and bonuses (the bonuses concept's
 * player_bonuses: money granted to an account, with its status), newest first, one shape for all three.
 * Bonuses that were only chosen and never granted moved no money and are left out. Conversions between the
 * player's accounts (accounts/conversion-journal.ts) show as what reached the target account, named by
 * what left the source ("10 USD → RUB").
 */
import { conversionJournal } from '../accounts/conversion-journal.ts';
import { bonusStore, refreshBonuses } from '../bonuses/bonus-service.ts';
import { createContentRepository } from '../content/content-repository.ts';
import type { ApiContext } from '../shared/context.ts';
import { toMajor } from '../shared/money.ts';
import { currencyById, currencyPrecision } from '../shared/reference-data.ts';
import { paymentView } from './payment-view.ts';
import { paymentsStore } from './payments-store.ts';

export type HistoryKind = 'deposit' | 'withdrawal' | 'bonus' | 'conversion';

export interface HistoryItem {
  /** Unique across kinds: `deposit-12`, `withdrawal-13`, `bonus-4`. */
  key: string;
  id: number;
  kind: HistoryKind;
  /** Payment system id, the bonus offer's slug, or the source currency of a conversion. */
  source: string;
  sourceName: string;
  currency: string;
  amount: number;
  fee: number;
  net: number;
  status: string;
  reasonText: string | null;
  createdAt: number;
  cancellable: boolean;
}

export function paymentHistory(ctx: ApiContext, userId: number, lang: string): HistoryItem[] {
  const payments: HistoryItem[] = paymentsStore(ctx)
    .ofUser(userId)
    .map((row) => paymentView(row, lang))
    .map((p) => ({
      key: `${p.kind}-${p.id}`,
      id: p.id,
      kind: p.kind,
      source: p.systemId,
      sourceName: p.systemName,
      currency: p.currency,
      amount: p.amount,
      fee: p.fee,
      net: p.net,
      status: p.status,
      reasonText: p.reasonText,
      createdAt: p.createdAt,
      cancellable: p.cancellable,
    }));
  refreshBonuses(ctx, userId);
  // A bonus is named by its offer's title in the content store (operators edit it), else by its slug.
  const content = createContentRepository(ctx.database.db);
  const offerTitle = (slug: string) => {
    const item = content.find('bonus-offer', slug);
    return (lang === 'ru' ? item?.ru?.title : item?.en?.title) ?? item?.en?.title ?? item?.ru?.title ?? slug;
  };
  const bonuses: HistoryItem[] = bonusStore(ctx)
    .list(userId)
    .filter((b) => b.granted_at !== null && b.currency_id !== null)
    .map((b) => {
      const precision = currencyPrecision(b.currency_id ?? 0);
      const amount = toMajor(b.bonus_minor, precision);
      return {
        key: `bonus-${b.id}`,
        id: b.id,
        kind: 'bonus' as const,
        source: b.offer_slug,
        sourceName: offerTitle(b.offer_slug),
        currency: currencyById(b.currency_id ?? 0)?.iso ?? '',
        amount,
        fee: 0,
        net: toMajor(b.bonus_minor - b.removed_minor, precision),
        status: b.status,
        reasonText: null,
        createdAt: b.granted_at ?? b.chosen_at,
        cancellable: false,
      };
    });
  const conversions: HistoryItem[] = conversionJournal(ctx.database.db)
    .ofUser(userId)
    .map((c) => {
      const from = currencyById(c.from_currency_id)?.iso ?? '';
      const to = currencyById(c.to_currency_id)?.iso ?? '';
      const credited = toMajor(c.credited_minor, currencyPrecision(c.to_currency_id));
      return {
        key: `conversion-${c.id}`, id: c.id, kind: 'conversion' as const, source: from,
        sourceName: `${toMajor(c.debited_minor, currencyPrecision(c.from_currency_id))} ${from} → ${to}`,
        currency: to, amount: credited, fee: 0, net: credited, status: 'approved', reasonText: null, createdAt: c.created_at, cancellable: false,
      };
    });
  return [...payments, ...bonuses, ...conversions].sort((a, b) => b.createdAt - a.createdAt || b.id - a.id);
}
