/** The domain shape of a player's limit (spec §3 client limit and pending change): the schemas of @arena/contracts (limits.ts). */
import type * as Wire from '@arena/contracts';
import type { Static } from '@arena/contracts';

export type LimitState = Static<typeof Wire.LimitState>;
/** A looser value or a removal waiting for the cooling-off to end (spec §3 pending change); limitValue null removes. */
export type PendingLimitChange = Static<typeof Wire.PendingLimitChange>;
/** limitValue: in force now; startedAt/endsAt unix seconds; limitBalance: left in the period; measure: currency or time unit. */
export type ClientLimit = Static<typeof Wire.ClientLimit>;
/** GET limits; serverTime (unix seconds) is the clock hours left are counted from. */
export type LimitsAnswer = Static<typeof Wire.LimitsAnswer>;
export type LimitChangeAnswer = Static<typeof Wire.LimitChangeAnswer>;
export type LimitPingAnswer = Static<typeof Wire.LimitPingAnswer>;
