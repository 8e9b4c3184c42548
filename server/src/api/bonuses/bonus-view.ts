/** The bonuses concept's answers (major units, unix seconds) built from its rows: the schemas are @arena/contracts bonuses.ts. */
import type { PlayerBonus } from '@arena/domain';
import { toMajor } from '../shared/money.ts';
import { currencyById, currencyPrecision } from '../shared/reference-data.ts';
import { DEPOSIT_BONUSES } from './bonus-catalogue.ts';
import type { PlayerBonusRow } from './bonus-store.ts';

export type PlayerBonusView = PlayerBonus;

export function playerBonusView(row: PlayerBonusRow): PlayerBonusView {
  const precision = row.currency_id === null ? 2 : currencyPrecision(row.currency_id);
  const major = (minor: number) => toMajor(minor, precision);
  const progress = row.wager_required_minor <= 0 ? (row.status === 'completed' ? 100 : 0) : Math.floor((100 * Math.min(row.wagered_minor, row.wager_required_minor)) / row.wager_required_minor);
  return {
    id: row.id,
    slug: row.offer_slug,
    source: row.source,
    status: row.status,
    currency: row.currency_id === null ? '' : (currencyById(row.currency_id)?.iso ?? ''),
    deposit: major(row.deposit_minor),
    bonus: major(row.bonus_minor),
    wagerRequired: major(row.wager_required_minor),
    wagered: major(Math.min(row.wagered_minor, row.wager_required_minor)),
    progressPercent: progress,
    minCoef: row.min_coef,
    games: row.games.split(','),
    chosenAt: row.chosen_at,
    grantedAt: row.granted_at,
    expiresAt: row.expires_at,
    endedAt: row.ended_at,
    removed: major(row.removed_minor),
  };
}

export const offersView = () => ({ offers: DEPOSIT_BONUSES.map((o) => ({ ...o, games: [...o.games] })) });
