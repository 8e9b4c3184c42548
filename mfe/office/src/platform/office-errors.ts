/**
 * Server refusals as a form shows them: the `{ code, message, fields }` body of an office call (the message is
 * already in the page language), or a generic text when the call never got an answer.
 */
import { isHttpError } from '@arena/http';

export interface FormFailure {
  code: string;
  /** The server's message (ru/en), or null when there was no answer (network, timeout). */
  message: string | null;
  /** Field → problem code (`required`, `too_young`, …), for invalid_fields. */
  fields: Record<string, string>;
  attemptsLeft?: number;
}

export function failureOf(error: unknown): FormFailure {
  if (isHttpError(error) && error.body) {
    const body = error.body as { code?: unknown; message?: unknown; fields?: unknown; attemptsLeft?: unknown };
    const fields = typeof body.fields === 'object' && body.fields !== null ? (body.fields as Record<string, string>) : {};
    return {
      code: typeof body.code === 'string' ? body.code : 'error',
      message: typeof body.message === 'string' ? body.message : null,
      fields,
      ...(typeof body.attemptsLeft === 'number' ? { attemptsLeft: body.attemptsLeft } : {}),
    };
  }
  return { code: 'network', message: null, fields: {} };
}
