/** TypeBox schemas of the ops API's bodies and answers. */
import { Type } from 'typebox';

const Specifier = Type.String({ minLength: 1, maxLength: 200 });
const Url = Type.String({ minLength: 1, maxLength: 2000 });
const Reason = Type.String({ minLength: 1, maxLength: 500 });

export const ImportMapSchema = Type.Object({
  imports: Type.Record(Type.String(), Type.String()),
  scopes: Type.Optional(Type.Record(Type.String(), Type.Record(Type.String(), Type.String()))),
  depcache: Type.Optional(Type.Record(Type.String(), Type.Array(Type.String()))),
  integrity: Type.Optional(Type.Record(Type.String(), Type.String())),
});

const SpecifierChange = Type.Object({
  specifier: Type.String(),
  before: Type.Union([Type.String(), Type.Null()]),
  after: Type.Union([Type.String(), Type.Null()]),
});

/** A version without its map (history lists many). */
const VersionFields = {
  version: Type.Integer(),
  operator: Type.String(),
  at: Type.String(),
  reason: Type.String(),
  changes: Type.Array(SpecifierChange),
  rollbackOf: Type.Optional(Type.Integer()),
};

export const VersionAnswer = Type.Object({ ...VersionFields, map: ImportMapSchema });
/** `next`: pass it as `before` for the next (older) page; null on the last page. */
export const HistoryAnswer = Type.Object({ versions: Type.Array(Type.Object(VersionFields)), next: Type.Optional(Type.Union([Type.Integer(), Type.Null()])) });
export const HistoryQuery = Type.Object({ limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 200 })), before: Type.Optional(Type.Integer({ minimum: 1 })) });

export const ModulesAnswer = Type.Object({
  modules: Type.Array(
    Type.Object({
      module: Type.String(),
      builds: Type.Array(
        Type.Object({
          version: Type.String(),
          builtAt: Type.String(),
          size: Type.Integer(),
          entries: Type.Record(Type.String(), Type.String()),
          live: Type.Boolean(),
        }),
      ),
    }),
  ),
});

export const PatchBody = Type.Object(
  { changes: Type.Record(Specifier, Url, { minProperties: 1, maxProperties: 100 }), reason: Reason },
  { additionalProperties: false },
);

export const RollbackBody = Type.Object({ version: Type.Integer({ minimum: 1 }), reason: Reason }, { additionalProperties: false });

export const ErrorAnswer = Type.Object({ code: Type.String(), message: Type.String() });
/** 412: the current map comes along, so the operator (or CLI) can redo the change on top of it. */
export const StaleAnswer = Type.Object({ code: Type.String(), message: Type.String(), version: Type.Integer(), map: ImportMapSchema });

export const CanaryBody = Type.Object(
  {
    changes: Type.Record(Specifier, Url, { minProperties: 1, maxProperties: 100 }),
    percent: Type.Integer({ minimum: 1, maximum: 99 }),
    reason: Reason,
  },
  { additionalProperties: false },
);
export const CanaryEndBody = Type.Object({ reason: Reason }, { additionalProperties: false });

const CanaryEnd = Type.Object({ outcome: Type.String(), operator: Type.String(), at: Type.String(), reason: Type.String(), version: Type.Optional(Type.Integer()) });
/** A canary without its map: what it changes, on which version, for whom, and how it ended. */
export const CanaryRecordSchema = Type.Object({
  id: Type.Integer(),
  baseVersion: Type.Integer(),
  percent: Type.Integer(),
  changes: Type.Array(SpecifierChange),
  operator: Type.String(),
  at: Type.String(),
  reason: Type.String(),
  end: Type.Union([CanaryEnd, Type.Null()]),
});
const VersionProgress = Type.Object({
  version: Type.String(),
  sessions: Type.Integer(),
  sessionsWithErrors: Type.Integer(),
  errors: Type.Integer(),
  serverRenderFallbacks: Type.Integer(),
  errorRate: Type.Number(),
  recentErrors: Type.Array(Type.Object({ kind: Type.String(), app: Type.Union([Type.String(), Type.Null()]), message: Type.String(), at: Type.Number() })),
});
export const CanaryStatusAnswer = Type.Object({
  running: Type.Union([
    Type.Object({
      canary: CanaryRecordSchema,
      label: Type.String(),
      stable: VersionProgress,
      candidate: VersionProgress,
      policy: Type.Object({ minSessions: Type.Integer(), margin: Type.Number() }),
    }),
    Type.Null(),
  ]),
  recent: Type.Array(CanaryRecordSchema),
});
export const CanaryAnswer = Type.Object({ canary: CanaryRecordSchema });

const EnvironmentName = Type.String({ minLength: 1, maxLength: 32 });
export const PromoteBody = Type.Object(
  { from: EnvironmentName, to: EnvironmentName, version: Type.Optional(Type.Integer({ minimum: 1 })), reason: Reason },
  { additionalProperties: false },
);
export const EnvironmentsAnswer = Type.Object({
  served: Type.String(),
  environments: Type.Array(
    Type.Object({
      name: Type.String(),
      aliases: Type.Array(Type.String()),
      served: Type.Boolean(),
      head: Type.Object({ version: Type.Integer(), at: Type.String(), operator: Type.String(), reason: Type.String() }),
      canaryRunning: Type.Boolean(),
    }),
  ),
});

const HookEventName = Type.Union(['deploy', 'rollback', 'canary_start', 'canary_promote', 'canary_abort', 'promote'].map((e) => Type.Literal(e)));
export const HookBody = Type.Object(
  {
    url: Type.String({ minLength: 1, maxLength: 2000 }),
    secret: Type.String({ minLength: 16, maxLength: 200 }),
    events: Type.Optional(Type.Array(HookEventName, { minItems: 1, maxItems: 6, uniqueItems: true })),
  },
  { additionalProperties: false },
);
const HookSchema = Type.Object({ id: Type.String(), url: Type.String(), events: Type.Array(Type.String()), operator: Type.String(), at: Type.String() });
export const HookAnswer = Type.Object({ hook: HookSchema });
export const HooksAnswer = Type.Object({ hooks: Type.Array(HookSchema) });
export const HookParams = Type.Object({ id: Type.String({ minLength: 1, maxLength: 100 }) });
export const DeliveriesQuery = Type.Object({ limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 200 })) });
export const DeliveriesAnswer = Type.Object({
  deliveries: Type.Array(
    Type.Object({
      id: Type.String(),
      hook: Type.String(),
      url: Type.String(),
      event: Type.String(),
      environment: Type.String(),
      at: Type.String(),
      attempts: Type.Integer(),
      state: Type.String(),
      lastStatus: Type.Union([Type.Integer(), Type.Null()]),
      lastError: Type.Union([Type.String(), Type.Null()]),
      updatedAt: Type.String(),
    }),
  ),
});
