/**
 * The explainer of a refused answer: TypeBox's error walker (interpreted, no eval, so the CSP allows it)
 * names the first failing value. The build puts it with each schema in a chunk of its own that is loaded
 * only after a refusal; tests call it directly.
 */
import type { TSchema } from 'typebox';
import { Errors } from 'typebox/schema';

export function firstFailingPath(schema: TSchema, value: unknown): string {
  const [, errors] = Errors(schema, value);
  return errors[0]?.instancePath ?? '';
}
