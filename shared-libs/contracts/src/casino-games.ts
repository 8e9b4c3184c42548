/**
 * The games' browser API under /casino-api/games (server/src/api/casino/README.md, "Games and seamless
 * wallet"): launch, the session, every kind of round call, client seed and verify. Amounts are major units.
 * What a family's round takes (its choice) is one entry per family in FAMILY_CHOICE_FIELDS.
 */
import { Type, type Static, type TProperties } from 'typebox';
import { CasinoEngine, CasinoVolatility } from './casino-catalogue.ts';

const GameRef = Type.String({ pattern: '^[a-z0-9-]{1,64}$' });
const SessionId = Type.String({ pattern: '^[A-Za-z0-9_-]{16,64}$' });
const RoundId = Type.Integer({ minimum: 1, maximum: 2 ** 31 });
const ClientSeed = Type.String({ minLength: 1, maxLength: 64, pattern: '^[\\x21-\\x7e]+$' });
const Stake = Type.Number({ exclusiveMinimum: 0, maximum: 1e9 });

export const CasinoGameRefParams = Type.Object({ game: GameRef });
export const CasinoSessionParams = Type.Object({ sessionId: SessionId });
export const CasinoRoundParams = Type.Object({ sessionId: SessionId, roundId: RoundId });

export const CasinoGameMode = Type.Enum(['demo', 'real']);
export const LaunchRequest = Type.Object({ mode: CasinoGameMode, clientSeed: Type.Optional(ClientSeed) }, { additionalProperties: false });
export const SpinRequest = Type.Object({ stake: Stake }, { additionalProperties: false });
export const KenoDrawRequest = Type.Object({ stake: Stake, picks: Type.Array(Type.Integer({ minimum: -1000, maximum: 1000 }), { maxItems: 20 }) }, { additionalProperties: false });
export const CrashBetRequest = Type.Object({ stake: Stake, autoCashOut: Type.Optional(Type.Number({ minimum: 0, maximum: 1e6 })) }, { additionalProperties: false });
export const CashOutRequest = Type.Object({ roundId: RoundId }, { additionalProperties: false });
export const ClientSeedRequest = Type.Object({ clientSeed: ClientSeed }, { additionalProperties: false });

export const RouletteBetType = Type.Enum(['straight', 'split', 'dozen', 'column', 'red', 'black', 'even', 'odd', 'low', 'high']);
/** numbers: straight [n], split two neighbours, dozen/column [1..3], even chances none; amount in major units. */
export const RouletteBet = Type.Object(
  { type: RouletteBetType, numbers: Type.Optional(Type.Array(Type.Integer({ minimum: 0, maximum: 36 }), { maxItems: 2 })), amount: Stake },
  { additionalProperties: false },
);
export const BaccaratSide = Type.Enum(['player', 'banker', 'tie']);
/** Places and names are checked by the family (a clear 400 with its message), so the schema only bounds them. */
const HeldPlaces = Type.Array(Type.Integer({ minimum: -1000, maximum: 1000 }), { maxItems: 10 });
/** One action of a multi-step round (blackjack hit/stand/double/split, poker draw with its held places, Hi-Lo's guess, a fishing shot). */
export const StepAction = Type.Object({ action: Type.String({ minLength: 1, maxLength: 32 }), hold: Type.Optional(HeldPlaces) }, { additionalProperties: false });
/** A multi-step round's actions so far (verify replays them; a round's `picks` shows them). */
// 32: a Mines round of one mine has its deal and 24 safe tiles (the longest action list of any family).
const StepActions = { actions: Type.Optional(Type.Array(StepAction, { maxItems: 32 })) };

/** The engines played through the one `play` call (every one but the slot, crash and keno with their own calls). */
export type FamilyEngineName = Exclude<Static<typeof CasinoEngine>, 'slot' | 'crash' | 'keno'>;

/**
 * What each engine family's round takes besides the stake: one entry per family (the family's own code
 * checks the values and answers its 400). A new family appends its line here; the play call's `choice`
 * accepts the fields of every family, since the session, not the body, says which family plays.
 */
const FAMILY_CHOICE_FIELDS = {
  roulette: { bets: Type.Optional(Type.Array(RouletteBet, { minItems: 1, maxItems: 40 })) },
  dice: { target: Type.Optional(Type.Integer({ minimum: 0, maximum: 100 })) },
  plinko: {},
  scratch: {},
  wheel: { mark: Type.Optional(Type.Integer({ minimum: 0, maximum: 100 })) },
  baccarat: { side: Type.Optional(BaccaratSide) },
  blackjack: StepActions,
  'video-poker': StepActions,
  'slot-ways': {},
  'slot-hold': {},
  /** Bingo: how many cards (1–4) the stake buys, one stake each. */
  bingo: { cards: Type.Optional(Type.Integer({ minimum: -1000, maximum: 1000 })) },
  /** A lottery ticket: its numbers (the count and range are the game's: a clear 400 `lottery_numbers_invalid`). */
  lottery: { numbers: Type.Optional(Type.Array(Type.Integer({ minimum: -1000, maximum: 1000 }), { maxItems: 10 })) },
  hilo: StepActions,
  /** Fishing's deal: the stake of one shot (the round costs its shots); verify replays its shots (actions). */
  fishing: { shotStake: Type.Optional(Stake), ...StepActions },
  /** Virtual football: home, draw or away; tennis and basketball: home, away, over or under (checked by the family: a clear 400). */
  'virtual-match': { pick: Type.Optional(Type.String({ minLength: 1, maxLength: 16 })) },
  /** Virtual race: the runner backed. */
  'virtual-race': { runner: Type.Optional(Type.Integer({ minimum: 0, maximum: 100 })) },
  /** Virtual tennis and basketball: home, away, over or under (the field the football's pick is). */
  'virtual-tennis': {},
  'virtual-basketball': {},
  'live-blackjack': {},
  /** Mines: how many mines the board hides (1–24, checked by the family: a clear 400); verify replays its actions. */
  mines: { mines: Type.Optional(Type.Integer({ minimum: -1000, maximum: 1000 })), ...StepActions },
} satisfies Record<FamilyEngineName, TProperties>;

type Fields = typeof FAMILY_CHOICE_FIELDS;
type Merged<U> = (U extends unknown ? (fields: U) => void : never) extends (fields: infer I) => void ? I : never;
const mergedFields = (fields: Fields) => Object.assign({}, ...Object.values(fields)) as Merged<Fields[keyof Fields]>;

/** A family round's choice: every family's fields of FAMILY_CHOICE_FIELDS (plinko, scratch, the slots and live blackjack need none). */
export const FamilyChoice = Type.Object(mergedFields(FAMILY_CHOICE_FIELDS), { additionalProperties: false });

/** stake: major units (roulette: the sum of its bets, so none is sent). */
export const PlayRequest = Type.Object({ stake: Type.Optional(Stake), choice: Type.Optional(FamilyChoice) }, { additionalProperties: false });
/** The next action of an open multi-step round (one Idempotency-Key per action). */
export const ActRequest = Type.Object({ roundId: RoundId, action: Type.String({ minLength: 1, maxLength: 32 }), hold: Type.Optional(HeldPlaces) }, { additionalProperties: false });

export const VerifyRequest = Type.Object(
  {
    engine: CasinoEngine,
    /** The game (id or slug): a family's round depends on its parameters. */
    game: Type.Optional(GameRef),
    choice: Type.Optional(FamilyChoice),
    /** A classic slot's round: the table that dealt it (the round's `slotTable`); it wins over the game's table. */
    slotTable: Type.Optional(CasinoVolatility),
    serverSeed: Type.String({ minLength: 1, maxLength: 128 }),
    serverSeedHash: Type.String({ pattern: '^[0-9a-fA-F]{64}$' }),
    clientSeed: ClientSeed,
    nonce: Type.Integer({ minimum: 0, maximum: 2 ** 31 }),
    picks: Type.Optional(Type.Array(Type.Integer({ minimum: 1, maximum: 80 }), { maxItems: 10, uniqueItems: true })),
  },
  { additionalProperties: false },
);

/** A game session: balance in major units (demo: FUN), the commitment for the next round and its nonce. */
export const CasinoSessionState = Type.Object({
  balance: Type.Number(),
  currency: Type.String(),
  nextServerSeedHash: Type.String(),
  clientSeed: Type.String(),
  nextNonce: Type.Integer(),
});

/** Test controls: the house provider fails its next `count` calls (or until cleared). */
export const ProviderFaultRequest = Type.Object({ down: Type.Boolean(), count: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })) }, { additionalProperties: false });
