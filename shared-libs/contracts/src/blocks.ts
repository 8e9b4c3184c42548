/** Country blocks (POST /blocks-api/api/v2/block, spec §4): whether the visitor's country sees a block page. */
import { Type } from 'typebox';

export const BlockRequest = Type.Object({ auth: Type.Boolean(), url: Type.String({ maxLength: 2048 }) });
/**
 * `displayType` 0 no block, 1 block; `templateTypeId` the reason (spec §4): 4 site-updates, 16 suspension,
 * 3/1/5/2/14 block, 13 block-ua, 17 block-ie, 8 coming-soon.
 */
export const BlockAnswer = Type.Object({ displayType: Type.Integer(), templateTypeId: Type.Union([Type.Integer(), Type.Null()]) });
