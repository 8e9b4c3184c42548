/**
 * Spec §3 user data (name, surname, date of birth, document, INN, passport dates, registration address,
 * e-mail) and its validation (§5 style: each field its own reason, nothing saved unless all pass).
 * Pure: the routes call validateProfile with today's date from the clock.
 */

export interface ProfileInput {
  name: string;
  surname: string;
  email: string;
  date_birthday: string;
  document_type_id: number;
  inn: string;
  passport: string;
  passport_date: string;
  passport_end_date: string;
  registration_address: string;
}

export type FieldProblem = 'taken' | 'required' | 'too_long' | 'bad_characters' | 'bad_date' | 'too_young' | 'in_future' | 'before_issue' | 'bad_format' | 'bad_email';
export type ProfileProblems = Partial<Record<keyof ProfileInput, FieldProblem>>;

/** Document types of user_data.document_type_id: 0 none yet, 1 passport, 2 identity card, 3 driving licence. */
export const DOCUMENT_TYPES = [0, 1, 2, 3] as const;
export const ADULT_AGE = 18;
export const NAME_MAX = 50;
export const ADDRESS_MAX = 200;

const NAME = /^[\p{L}][\p{L}' -]*$/u;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;
/** Document number: letters, digits, spaces and dashes, 4–20 characters. */
const PASSPORT = /^[\p{L}\d][\p{L}\d -]{3,19}$/u;
/** INN: 10 digits (organisations) or 12 digits (people), as in the Russian tax number. */
const INN = /^(\d{10}|\d{12})$/;

function parseDate(text: string): Date | null {
  const m = ISO_DATE.exec(text);
  if (!m) return null;
  const date = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return date.toISOString().slice(0, 10) === text ? date : null;
}

export function ageOn(birthday: Date, today: Date): number {
  let age = today.getUTCFullYear() - birthday.getUTCFullYear();
  const beforeBirthday = today.getUTCMonth() < birthday.getUTCMonth() || (today.getUTCMonth() === birthday.getUTCMonth() && today.getUTCDate() < birthday.getUTCDate());
  if (beforeBirthday) age -= 1;
  return age;
}

function nameProblem(value: string): FieldProblem | undefined {
  if (value.trim() === '') return 'required';
  if (value.length > NAME_MAX) return 'too_long';
  return NAME.test(value.trim()) ? undefined : 'bad_characters';
}

/** Every field's problem (empty object = valid). Optional fields may stay empty. */
export function validateProfile(input: ProfileInput, today: Date): ProfileProblems {
  const problems: ProfileProblems = {};
  const name = nameProblem(input.name);
  if (name) problems.name = name;
  const surname = nameProblem(input.surname);
  if (surname) problems.surname = surname;
  if (input.email !== '' && (!EMAIL.test(input.email) || input.email.length > 100)) problems.email = 'bad_email';

  const birthday = parseDate(input.date_birthday);
  if (input.date_birthday === '') problems.date_birthday = 'required';
  else if (!birthday) problems.date_birthday = 'bad_date';
  else if (birthday > today) problems.date_birthday = 'in_future';
  else if (ageOn(birthday, today) < ADULT_AGE) problems.date_birthday = 'too_young';

  if (!(DOCUMENT_TYPES as readonly number[]).includes(input.document_type_id)) problems.document_type_id = 'bad_format';
  if (input.inn !== '' && !INN.test(input.inn)) problems.inn = 'bad_format';
  if (input.passport !== '' && !PASSPORT.test(input.passport)) problems.passport = 'bad_format';
  if (input.document_type_id > 0 && input.passport === '') problems.passport = 'required';

  const issued = input.passport_date === '' ? null : parseDate(input.passport_date);
  if (input.passport_date !== '' && !issued) problems.passport_date = 'bad_date';
  else if (issued && issued > today) problems.passport_date = 'in_future';
  const ends = input.passport_end_date === '' ? null : parseDate(input.passport_end_date);
  if (input.passport_end_date !== '' && !ends) problems.passport_end_date = 'bad_date';
  else if (ends && issued && ends <= issued) problems.passport_end_date = 'before_issue';

  if (input.registration_address.length > ADDRESS_MAX) problems.registration_address = 'too_long';
  return problems;
}

/** Trims every text field: what is stored is what the player meant. */
export function normalizeProfile(input: ProfileInput): ProfileInput {
  return {
    ...input,
    name: input.name.trim(),
    surname: input.surname.trim(),
    email: input.email.trim(),
    inn: input.inn.trim(),
    passport: input.passport.trim(),
    registration_address: input.registration_address.trim(),
  };
}
