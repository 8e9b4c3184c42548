/** TypeBox schemas of the live tables' browser API (the bet body is the games' play body: a stake and a family choice). */
import { Type } from 'typebox';

export const TableAnswer = Type.Object({}, { additionalProperties: true });
export const LiveBetAnswer = Type.Object({ round: Type.Object({}, { additionalProperties: true }), session: Type.Object({}, { additionalProperties: true }), table: TableAnswer });
/** Test controls only: the window and the draw shortened so an e2e round takes seconds. */
export const LiveTimingBody = Type.Object(
  {
    bettingMs: Type.Integer({ minimum: 500, maximum: 120_000 }),
    drawingMs: Type.Integer({ minimum: 100, maximum: 60_000 }),
    resultMs: Type.Integer({ minimum: 100, maximum: 60_000 }),
  },
  { additionalProperties: false },
);
