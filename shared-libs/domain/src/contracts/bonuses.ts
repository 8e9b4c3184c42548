/** Wire contract of the bonuses backend (server/src/api/bonuses/README.md): the schemas of @arena/contracts bonuses.ts. */
import type * as Wire from '@arena/contracts';
import type { Static } from '@arena/contracts';

export type BonusStatus = Static<typeof Wire.BonusStatus>;
export type BonusSource = Static<typeof Wire.BonusSource>;
/** A player's bonus (major units, unix seconds); currency '' while a chosen deposit bonus waits for its deposit. */
export type PlayerBonus = Static<typeof Wire.PlayerBonus>;
export type MyBonusesAnswer = Static<typeof Wire.MyBonusesAnswer>;
export type PlayerBonusAnswer = Static<typeof Wire.PlayerBonusAnswer>;
export type DepositBonusOffer = Static<typeof Wire.DepositBonusOffer>;
export type CashbackProgram = Static<typeof Wire.CashbackProgram>;
export type CashbackLevel = Static<typeof Wire.CashbackLevel>;
export type CashbackWeek = Static<typeof Wire.CashbackWeek>;
/** A VIP or premium cashback programme: this week so far and the week that ended (claimable once). */
export type CashbackAnswer = Static<typeof Wire.CashbackAnswer>;
export type CashbackClaimAnswer = Static<typeof Wire.CashbackClaimAnswer>;
export type ReferralAnswer = Static<typeof Wire.ReferralAnswer>;
export type Reward = Static<typeof Wire.Reward>;
export type RewardsAnswer = Static<typeof Wire.RewardsAnswer>;
export type RewardClaimAnswer = Static<typeof Wire.RewardClaimAnswer>;
