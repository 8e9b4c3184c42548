/**
 * The telemetry endpoint the browser reporter (root-config/src/telemetry/) sends to:
 *   POST /telemetry-api/sessions  { sessionId, mapVersion }                          once per session and version
 *   POST /telemetry-api/errors    { sessionId, mapVersion, kind, app?, message }     per distinct error
 * Both answer 204 with no body. Bodies come as JSON or as text/plain JSON (navigator.sendBeacon with a
 * string, which needs no preflight), are validated by TypeBox, and the message is cut to
 * MESSAGE_KEEP characters before it is kept. Counted per client IP with @fastify/rate-limit (429
 * { code: 'too_many_requests', message, retryAfter }), so one client cannot flood the counters a canary's
 * automatic abort reads. With a gate (telemetry-gate.ts, as the host part wires it) a report counts only
 * with a valid page token for a version the running canary compares, within per-token and per-address
 * caps; others are answered 204 too and ignored.
 */
import fastifyRateLimit, { type FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { Type, type Static } from 'typebox';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { installErrorHandler } from '../../platform/errors.ts';
import { assertJsonDepth } from '../../platform/json-body.ts';
import { clientKey, type WindowLimit } from '../../platform/throttling.ts';
import { tooManyRequests } from '../../platform/errors.ts';
import { TELEMETRY_ERROR_KINDS, TelemetryAggregator } from './telemetry-aggregator.ts';
import type { TelemetryGate } from './telemetry-gate.ts';

/** Longest message accepted on the wire (the reporter cuts at 500) and the part kept. */
const MESSAGE_MAX = 2000;
export const MESSAGE_KEEP = 500;
const BODY_LIMIT = 8 * 1024;

export const TELEMETRY_RATE_LIMITS = {
  /** A page sends one beacon per session and version; a NATed office many. */
  sessions: { max: 300, windowMs: 60_000 },
  /** The reporter sends at most 20 distinct errors per session. */
  errors: { max: 600, windowMs: 60_000 },
} as const satisfies Record<string, WindowLimit>;

const SessionId = Type.String({ pattern: '^[A-Za-z0-9_-]{8,64}$' });
const MapVersion = Type.String({ minLength: 1, maxLength: 100, pattern: '^[A-Za-z0-9._:-]+$' });

export const SessionStartBody = Type.Object({ sessionId: SessionId, mapVersion: MapVersion }, { additionalProperties: false });
export const ErrorReportBody = Type.Object(
  {
    sessionId: SessionId,
    mapVersion: MapVersion,
    kind: Type.Union(TELEMETRY_ERROR_KINDS.map((kind) => Type.Literal(kind))),
    app: Type.Optional(Type.String({ maxLength: 200 })),
    message: Type.String({ maxLength: MESSAGE_MAX }),
  },
  { additionalProperties: false },
);
export type ErrorReport = Static<typeof ErrorReportBody>;

export interface TelemetryPluginOptions {
  aggregator: TelemetryAggregator;
  limits?: { sessions: WindowLimit; errors: WindowLimit };
  /** Called after every accepted report: the deploy service re-runs the canary's abort decision here. */
  onReport?: (mapVersion: string) => void;
  /**
   * Where the per-address counters live (@fastify/rate-limit's `store`): this process by default, or
   * shared by every host (shared-state/pg-rate-windows.ts). A shared store out of reach limits nothing.
   */
  rateLimitStore?: FastifyRateLimitStoreCtor;
  /** Decides which reports count (page tokens, known versions, caps); without it every valid report counts. */
  gate?: TelemetryGate;
}

export const telemetryPlugin: FastifyPluginAsync<TelemetryPluginOptions> = async (fastify, options) => {
  const { aggregator, limits = TELEMETRY_RATE_LIMITS, onReport, gate, rateLimitStore } = options;
  /** The version and session a report counts for, or null when the gate ignores it. */
  const admitted = (request: FastifyRequest, body: { sessionId: string; mapVersion: string }, kind: 'session' | 'error') =>
    gate
      ? gate.admit({ cookie: request.headers.cookie, address: clientKey(request.ip), sessionId: body.sessionId, reportedVersion: body.mapVersion, kind })
      : { version: body.mapVersion, sessionKey: body.sessionId };
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  installErrorHandler(app);
  await app.register(fastifyRateLimit, { global: false, ...(rateLimitStore ? { store: rateLimitStore, skipOnError: true } : {}) });
  // sendBeacon(url, string) sends text/plain: read it as the JSON it is (this scope only).
  app.removeContentTypeParser('text/plain');
  app.addContentTypeParser(['text/plain', 'application/json'], { parseAs: 'string' }, (_request, body, done) => {
    try {
      assertJsonDepth(body as string);
    } catch (error) {
      return done(error as Error, undefined);
    }
    try {
      done(null, JSON.parse(body as string));
    } catch {
      const error = Object.assign(new Error('Invalid JSON body'), { statusCode: 400, code: 'FST_ERR_CTP_INVALID_JSON_BODY' });
      done(error, undefined);
    }
  });

  const rateLimit = (limit: WindowLimit) => ({
    max: limit.max,
    timeWindow: limit.windowMs,
    keyGenerator: (request: FastifyRequest) => clientKey(request.ip),
    errorResponseBuilder: (_request: FastifyRequest, context: { ttl: number }) => tooManyRequests(Math.max(1, Math.ceil(context.ttl / 1000))),
  });

  app.post(
    '/telemetry-api/sessions',
    { bodyLimit: BODY_LIMIT, schema: { body: SessionStartBody }, config: { rateLimit: rateLimit(limits.sessions) } },
    async (request, reply) => {
      const counted = admitted(request, request.body, 'session');
      if (!counted) return reply.code(204).send();
      aggregator.sessionStarted(counted.version, counted.sessionKey);
      onReport?.(counted.version);
      return reply.code(204).send();
    },
  );

  app.post(
    '/telemetry-api/errors',
    { bodyLimit: BODY_LIMIT, schema: { body: ErrorReportBody }, config: { rateLimit: rateLimit(limits.errors) } },
    async (request, reply) => {
      const { kind, app: appName, message } = request.body;
      const counted = admitted(request, request.body, 'error');
      if (!counted) return reply.code(204).send();
      aggregator.errorReported(counted.version, counted.sessionKey, { kind, app: appName ?? null, message: message.slice(0, MESSAGE_KEEP) });
      onReport?.(counted.version);
      return reply.code(204).send();
    },
  );
};
