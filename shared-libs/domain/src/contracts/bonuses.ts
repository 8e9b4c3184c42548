/** Wire contract of the bonuses backend (server/src/api/bonuses/README.md): deposit bonus offers and the player's bonuses. */

export type BonusStatus = 'chosen' | 'active' | 'completed' | 'expired' | 'cancelled';

export interface PlayerBonus {
  id: number;
  slug: string;
  source: 'deposit' | 'promo_code';
  status: BonusStatus;
  currency: string;
  deposit: number;
  bonus: number;
  wagerRequired: number;
  wagered: number;
  progressPercent: number;
  minCoef: number;
  games: string[];
  chosenAt: number;
  grantedAt: number | null;
  expiresAt: number | null;
  endedAt: number | null;
  removed: number;
}

export interface DepositBonusOffer {
  slug: string;
  promotion: string;
  percent: number;
  maxRub: number;
  minDepositRub: number;
  wagerMultiplier: number;
  expiryDays: number;
  minCoef: number;
  games: string[];
  firstDepositOnly: boolean;
}
