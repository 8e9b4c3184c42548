/** What the ops API's route files share (ops-routes.ts builds it once per plugin). */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ImportMapDocument, ValidationContext } from '../importmap-validation.ts';
import type { DeployEnvironments, EnvironmentDeploy } from './deploy-environments.ts';
import type { MapVersion } from './deploy-store.ts';
import type { ChangeOutcome } from './map-change.ts';
import type { opsMessage } from './ops-messages.ts';
import type { OperatorRole, OperatorToken } from './operator-tokens.ts';

export interface OpsContext {
  environments: DeployEnvironments;
  validation: ValidationContext;
  /** The authentication hook of a route: the operator's role must suffice; resolves `?env=` too. */
  as: (role: OperatorRole) => { onRequest: (request: FastifyRequest, reply: FastifyReply) => Promise<unknown> };
  operatorOf: (request: FastifyRequest) => OperatorToken;
  /** The environment the request acts on (`?env=` name or alias, else the one this host serves). */
  envOf: (request: FastifyRequest) => EnvironmentDeploy;
  fail: (request: FastifyRequest, reply: FastifyReply, status: number, code: Parameters<typeof opsMessage>[0], vars?: Record<string, string | number>) => FastifyReply;
  parseIfMatch: (header: string | undefined) => number | null;
  sendStale: (request: FastifyRequest, reply: FastifyReply, current: MapVersion) => FastifyReply;
  /** The new version (with ETag), or the refusal of a change (409 / 412 / 422). */
  sendOutcome: (request: FastifyRequest, reply: FastifyReply, outcome: ChangeOutcome) => FastifyReply;
  /** A stored map as served: with the integrity the shared validation computes. */
  served: (map: ImportMapDocument) => ImportMapDocument;
}
