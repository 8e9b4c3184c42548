/**
 * Test APIs only (test-support.ts): every JSON answer must fit the response schema Fastify serialises it with.
 * fast-json-stringify trusts the schema: a field it does not list is silently dropped, a null where it says
 * string becomes "", a fraction where it says integer is truncated. So a schema moved to @arena/contracts
 * that forgets a field would lose data without any test noticing; with this hook the route's own tests fail,
 * naming the field.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Value } from 'typebox/value';

type Schema = Record<string, unknown>;

const isObject = (value: unknown): value is Record<string, unknown> => value !== null && typeof value === 'object';

/** Properties a value has that the schema does not declare (what the serialiser would drop), by path. */
function undeclared(schema: Schema, value: unknown, path: string): string[] {
  if (!isObject(value)) return [];
  const branches = (schema['anyOf'] ?? schema['oneOf']) as Schema[] | undefined;
  if (branches) {
    const fitting = branches.filter((branch) => Value.Check(branch, value)).map((branch) => undeclared(branch, value, path));
    return fitting.find((found) => found.length === 0) ?? fitting[0] ?? [];
  }
  if (Array.isArray(value)) return isObject(schema['items']) ? value.flatMap((item, i) => undeclared(schema['items'] as Schema, item, `${path}[${i}]`)) : [];
  const members = [schema, ...((schema['allOf'] as Schema[] | undefined) ?? [])];
  const properties: Record<string, Schema> = Object.assign({}, ...members.map((member) => member['properties'] ?? {}));
  const open = members.some((member) => member['additionalProperties'] !== undefined || member['patternProperties'] !== undefined);
  if (Object.keys(properties).length === 0 && (open || schema['type'] !== 'object')) return [];
  return Object.entries(value).flatMap(([key, item]) => {
    if (item === undefined) return [];
    if (properties[key]) return undeclared(properties[key], item, `${path}.${key}`);
    return open ? [] : [`${path}.${key} is not in the schema (the serialiser would drop it)`];
  });
}

/** What is wrong with an answer for its schema: type errors and undeclared fields. */
export function answerProblems(schema: object, payload: unknown): string[] {
  const errors = [...Value.Errors(schema as Schema, payload)].slice(0, 5).map((error) => `${error.instancePath || '(answer)'} ${error.message}`);
  return [...errors, ...undeclared(schema as Schema, payload, '(answer)')];
}

/** A preSerialization hook: throws (the test sees a 500 and the log line) when the answer does not fit its schema. */
export async function guardAnswerSchema(request: FastifyRequest, reply: FastifyReply, payload: unknown): Promise<unknown> {
  const responses = (request.routeOptions.schema?.response ?? {}) as Record<string, Schema>;
  const status = String(reply.statusCode);
  const schema = responses[status] ?? responses[`${status[0]}xx`] ?? responses['default'];
  if (!schema) return payload;
  const problems = answerProblems(schema, payload);
  if (problems.length > 0) {
    const text = `${request.method} ${request.routeOptions.url} answered ${status} outside its response schema: ${problems.join('; ')}`;
    console.error(text);
    throw new Error(text);
  }
  return payload;
}
