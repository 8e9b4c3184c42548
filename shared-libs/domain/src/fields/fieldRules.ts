/**
 * Field rules of the player's details, one copy for the forms and the server routes (issue 27): the
 * registration and profile forms check with them for instant feedback, and the routes check the same
 * functions again so a direct API call cannot register what the form would refuse.
 */

/** Login: 3–32 letters, digits, '.', '_' or '-'. */
export const LOGIN_PATTERN = /^[\p{L}\p{N}_.-]{3,32}$/u;
/** First name and surname: letters, with spaces, hyphens and apostrophes inside; at most 50 characters. */
export const NAME_MAX = 50;
const NAME_PATTERN = /^[\p{L}][\p{L}' -]*$/u;
/** One e-mail pattern: something@domain.tld with a top-level domain of two characters or more. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;
export const EMAIL_MAX = 100;
export const ADULT_AGE = 18;
/** Document types of a player's details: 0 none yet, 1 passport, 2 identity card, 3 driving licence. */
export const DOCUMENT_TYPE_IDS = [0, 1, 2, 3] as const;

export type FieldProblem = 'required' | 'too_long' | 'bad_characters' | 'bad_format' | 'bad_email' | 'bad_date' | 'in_future' | 'too_young';

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A real calendar date written YYYY-MM-DD (2023-02-30 is not one), as a UTC midnight; else null. */
export function parseIsoDate(text: string): Date | null {
  const m = ISO_DATE.exec(text);
  if (!m) return null;
  const date = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return date.toISOString().slice(0, 10) === text ? date : null;
}

/** Full years between a birthday and today (UTC calendar days). */
export function ageOn(birthday: Date, today: Date): number {
  let age = today.getUTCFullYear() - birthday.getUTCFullYear();
  const beforeBirthday =
    today.getUTCMonth() < birthday.getUTCMonth() ||
    (today.getUTCMonth() === birthday.getUTCMonth() && today.getUTCDate() < birthday.getUTCDate());
  if (beforeBirthday) age -= 1;
  return age;
}

export function loginProblem(login: string): FieldProblem | null {
  const value = login.trim();
  if (value === '') return 'required';
  return LOGIN_PATTERN.test(value) ? null : 'bad_format';
}

/** A name or surname; an empty one is a problem only where the field is required. */
export function personNameProblem(value: string, required: boolean): FieldProblem | null {
  const text = value.trim();
  if (text === '') return required ? 'required' : null;
  if (text.length > NAME_MAX) return 'too_long';
  return NAME_PATTERN.test(text) ? null : 'bad_characters';
}

/** An e-mail; an empty one is a problem only where the field is required. */
export function emailProblem(value: string, required: boolean): FieldProblem | null {
  const text = value.trim();
  if (text === '') return required ? 'required' : null;
  if (text.length > EMAIL_MAX) return 'too_long';
  return EMAIL_PATTERN.test(text) ? null : 'bad_email';
}

/** Spec: players are adults (18+). A birth date must be a real date, not in the future, 18 years ago or more. */
export function birthDateProblem(value: string, today: Date, required: boolean): FieldProblem | null {
  if (value === '') return required ? 'required' : null;
  const birthday = parseIsoDate(value);
  if (!birthday) return 'bad_date';
  if (birthday > today) return 'in_future';
  return ageOn(birthday, today) < ADULT_AGE ? 'too_young' : null;
}

export function isDocumentTypeId(value: number): boolean {
  return (DOCUMENT_TYPE_IDS as readonly number[]).includes(value);
}
