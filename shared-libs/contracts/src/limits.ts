/**
 * Responsible-gaming limits (spec §3 client limit, §7 limits service; server/src/api/limits/README.md) under
 * /limit-service-api/api/external/web/v3/, and the instant deposit the deposit limits guard (test controls).
 */
import { Type } from 'typebox';

export const LimitType = Type.Integer({ minimum: 1, maximum: 99 });
export const LimitState = Type.Union([Type.Literal('PENDING'), Type.Literal('ACTIVE'), Type.Literal('INACTIVE')]);

/** A looser value or a removal waiting for the cooling-off to end: `limitValue` null removes; `endsAt` = start + 24 h. */
export const PendingLimitChange = Type.Object({
  direction: Type.Union([Type.Literal('lower'), Type.Literal('higher')]),
  limitValue: Type.Union([Type.Number(), Type.Null()]),
  endsAt: Type.Integer(),
  currency: Type.String(),
});

/**
 * A player's limit. `limitValue` is the value in force now (for a PENDING limit still the old one); times are
 * unix seconds; `limitBalance` is what is left in the period (money limits); `measure` is the currency ISO of
 * a money limit, else the time unit.
 */
export const ClientLimit = Type.Object({
  limitType: Type.Integer(),
  limitValue: Type.Number(),
  limitState: LimitState,
  startedAt: Type.Integer(),
  endsAt: Type.Integer(),
  limitBalance: Type.Number(),
  needApprove: Type.Boolean(),
  measure: Type.String(),
  label: Type.String(),
  pendingChange: Type.Optional(PendingLimitChange),
});
/** `serverTime` (unix seconds): hours left are counted from the server's clock, not the browser's. */
export const LimitsAnswer = Type.Object({ limits: Type.Array(ClientLimit), serverTime: Type.Integer() });

/**
 * `limitValue` null removes the limit. One type list, not a union: with Fastify's type coercion the union's
 * number branch would turn null into 0.
 */
export const SetLimitRequest = Type.Object(
  { limitType: LimitType, limitValue: Type.Unsafe<number | null>({ type: ['number', 'null'] }) },
  { additionalProperties: false },
);
/** 1 approve, 0 reject a pending change (a query value, so also as text). */
export const LimitActionQuery = Type.Object({
  action: Type.Union([Type.Literal('0'), Type.Literal('1'), Type.Literal(0), Type.Literal(1)]),
  limitType: Type.Optional(LimitType),
});
export const CancelLimitQuery = Type.Object({ limitType: Type.Optional(LimitType) });
/** Spec §7: every change answers status and title; setting a limit also answers the limits in force. */
export const LimitChangeAnswer = Type.Object({
  status: Type.Boolean(),
  title: Type.String(),
  decision: Type.Union([Type.Literal('applied'), Type.Literal('pending'), Type.Literal('unchanged')]),
  limits: Type.Optional(Type.Array(ClientLimit)),
  serverTime: Type.Optional(Type.Integer()),
});

/** The ping (every 30 s while a session limit exists); an ended session also carries code and message. */
export const LimitPingAnswer = Type.Object({
  sessionEnded: Type.Boolean(),
  playedSeconds: Type.Integer(),
  remainingSeconds: Type.Union([Type.Integer(), Type.Null()]),
  sessionStartedAt: Type.Integer(),
  serverTime: Type.Integer(),
  hasSessionLimit: Type.Boolean(),
  netResult: Type.Optional(Type.Number()),
  code: Type.Optional(Type.String()),
  message: Type.Optional(Type.String()),
});

export const InstantDepositRequest = Type.Object(
  { accountId: Type.Integer({ minimum: 1 }), amount: Type.Number({ exclusiveMinimum: 0, maximum: 1e9 }) },
  { additionalProperties: false },
);
export const InstantDepositAnswer = Type.Object({ success: Type.Boolean(), message: Type.String(), balance: Type.Number() });
