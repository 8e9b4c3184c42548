/** Wire contract of the toto backend (server/src/api/toto/README.md): the schemas of @arena/contracts (toto.ts). */
import type * as Wire from '@arena/contracts';
import type { Static } from '@arena/contracts';

export type TotoResult = Static<typeof Wire.TotoResult>;
export type TotoEvent = Static<typeof Wire.TotoEvent>;
export type TotoCategory = Static<typeof Wire.TotoCategory>;
export type TotoSettlement = Static<typeof Wire.TotoSettlement>;
export type TotoDraw = Static<typeof Wire.TotoDraw>;
export type TotoCoupon = Static<typeof Wire.TotoCoupon>;
export type TotoWinner = Static<typeof Wire.TotoWinner>;
export type TotoRules = Static<typeof Wire.TotoRules>;
export type TotoCouponRequest = Static<typeof Wire.TotoCouponRequest>;
export type TotoPlaceAnswer = Static<typeof Wire.TotoPlaceAnswer>;
