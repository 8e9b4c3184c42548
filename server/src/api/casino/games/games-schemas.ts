/** TypeBox schemas of the games' browser API (every body, query, params and answer). */
import { Type } from 'typebox';
import type { CasinoEngine } from '@arena/domain';

export const GameRefParams = Type.Object({ game: Type.String({ pattern: '^[a-z0-9-]{1,64}$' }) });
export const SessionParams = Type.Object({ sessionId: Type.String({ pattern: '^[A-Za-z0-9_-]{16,64}$' }) });
export const RoundParams = Type.Object({ sessionId: Type.String({ pattern: '^[A-Za-z0-9_-]{16,64}$' }), roundId: Type.Integer({ minimum: 1, maximum: 2 ** 31 }) });
const ClientSeed = Type.String({ minLength: 1, maxLength: 64, pattern: '^[\\x21-\\x7e]+$' });
const Stake = Type.Number({ exclusiveMinimum: 0, maximum: 1e9 });

export const LaunchBody = Type.Object({ mode: Type.Union([Type.Literal('demo'), Type.Literal('real')]), clientSeed: Type.Optional(ClientSeed) }, { additionalProperties: false });
export const SpinBody = Type.Object({ stake: Stake }, { additionalProperties: false });
export const KenoBody = Type.Object({ stake: Stake, picks: Type.Array(Type.Integer({ minimum: -1000, maximum: 1000 }), { maxItems: 20 }) }, { additionalProperties: false });
export const CrashBody = Type.Object({ stake: Stake, autoCashOut: Type.Optional(Type.Number({ minimum: 0, maximum: 1e6 })) }, { additionalProperties: false });
const RouletteBetSchema = Type.Object(
  {
    type: Type.Union(['straight', 'split', 'dozen', 'column', 'red', 'black', 'even', 'odd', 'low', 'high'].map((t) => Type.Literal(t))),
    numbers: Type.Optional(Type.Array(Type.Integer({ minimum: 0, maximum: 36 }), { maxItems: 2 })),
    amount: Stake,
  },
  { additionalProperties: false },
);
/** One action of a blackjack or video-poker round; unknown names and places are the family's 400 (a clear message). */
function StepActionSchema() {
  return Type.Object(
    { action: Type.String({ minLength: 1, maxLength: 32 }), hold: Type.Optional(Type.Array(Type.Integer({ minimum: -1000, maximum: 1000 }), { maxItems: 10 })) },
    { additionalProperties: false },
  );
}
export const ActBody = Type.Object(
  { roundId: Type.Integer({ minimum: 1, maximum: 2 ** 31 }), action: Type.String({ minLength: 1, maxLength: 32 }), hold: Type.Optional(Type.Array(Type.Integer({ minimum: -1000, maximum: 1000 }), { maxItems: 10 })) },
  { additionalProperties: false },
);
/** A family game's choice: roulette bets, a dice target, a wheel mark or a baccarat side (plinko and scratch need none). */
const ChoiceSchema = Type.Object(
  {
    bets: Type.Optional(Type.Array(RouletteBetSchema, { minItems: 1, maxItems: 40 })),
    target: Type.Optional(Type.Integer({ minimum: 0, maximum: 100 })),
    mark: Type.Optional(Type.Integer({ minimum: 0, maximum: 100 })),
    side: Type.Optional(Type.Union([Type.Literal('player'), Type.Literal('banker'), Type.Literal('tie')])),
    /** A multi-step round's actions (verify): blackjack's moves, video poker's draw with its held places. */
    actions: Type.Optional(Type.Array(StepActionSchema(), { maxItems: 20 })),
  },
  { additionalProperties: false },
);
/** stake: major units (roulette: the sum of its bets, so none is sent). */
export const PlayBody = Type.Object({ stake: Type.Optional(Stake), choice: Type.Optional(ChoiceSchema) }, { additionalProperties: false });
export const CashOutBody = Type.Object({ roundId: Type.Integer({ minimum: 1, maximum: 2 ** 31 }) }, { additionalProperties: false });
export const ClientSeedBody = Type.Object({ clientSeed: ClientSeed }, { additionalProperties: false });
export const VerifyBody = Type.Object(
  {
    engine: Type.Union(['slot', 'crash', 'keno', 'roulette', 'dice', 'plinko', 'scratch', 'wheel', 'baccarat', 'blackjack', 'video-poker', 'live-blackjack'].map((e) => Type.Literal(e as CasinoEngine))),
    /** The game (id or slug): a family's round depends on its parameters. */
    game: Type.Optional(Type.String({ pattern: '^[a-z0-9-]{1,64}$' })),
    choice: Type.Optional(ChoiceSchema),
    serverSeed: Type.String({ minLength: 1, maxLength: 128 }),
    serverSeedHash: Type.String({ pattern: '^[0-9a-fA-F]{64}$' }),
    clientSeed: ClientSeed,
    nonce: Type.Integer({ minimum: 0, maximum: 2 ** 31 }),
    picks: Type.Optional(Type.Array(Type.Integer({ minimum: 1, maximum: 80 }), { maxItems: 10, uniqueItems: true })),
  },
  { additionalProperties: false },
);
export const ProviderBody = Type.Object({ down: Type.Boolean(), count: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })) }, { additionalProperties: false });

export const SessionState = Type.Object({ balance: Type.Number(), currency: Type.String(), nextServerSeedHash: Type.String(), clientSeed: Type.String(), nextNonce: Type.Integer() }, { additionalProperties: true });
export const RoundSchema = Type.Object({}, { additionalProperties: true });
export const LaunchAnswer = Type.Object({}, { additionalProperties: true });
export const PlayAnswerSchema = Type.Object({ round: RoundSchema, session: SessionState });
export const HistoryAnswer = Type.Object({ rounds: Type.Array(RoundSchema) });
export const PaytableAnswer = Type.Object({ paytable: Type.Object({}, { additionalProperties: true }) });
export const VerifyAnswer = Type.Object({ seedMatchesHash: Type.Boolean(), outcome: Type.Object({}, { additionalProperties: true }) });
export const Refusal = Type.Object({ code: Type.String(), message: Type.String() }, { additionalProperties: true });
