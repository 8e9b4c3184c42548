/**
 * Spec §3 user data (name, surname, date of birth, document, INN, passport dates, registration address,
 * e-mail) and its validation (§5 style: each field its own reason, nothing saved unless all pass). One copy
 * for the office profile form (checked before sending) and PUT /office-api/profile (checked again): pure,
 * both call it with today's date. Names, e-mail and birth date are the shared field rules (fieldRules.ts),
 * the ones registration checks too.
 */
import { birthDateProblem, emailProblem, isDocumentTypeId, parseIsoDate, personNameProblem, type FieldProblem } from './fieldRules.ts';

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

/** A profile field's problem: a shared field rule's, or 'taken' (the server's: an e-mail another player has). */
export type ProfileProblem = FieldProblem | 'taken' | 'before_issue';
export type ProfileProblems = Partial<Record<keyof ProfileInput, ProfileProblem>>;

const ADDRESS_MAX = 200;

/** Document number: letters, digits, spaces and dashes, 4–20 characters. */
const PASSPORT = /^[\p{L}\d][\p{L}\d -]{3,19}$/u;
/** INN: 10 digits (organisations) or 12 digits (people), as in the Russian tax number. */
const INN = /^(\d{10}|\d{12})$/;

/** Every field's problem (empty object = valid). Optional fields may stay empty. */
export function validateProfile(input: ProfileInput, today: Date): ProfileProblems {
  const problems: ProfileProblems = {};
  const name = personNameProblem(input.name, true);
  if (name) problems.name = name;
  const surname = personNameProblem(input.surname, true);
  if (surname) problems.surname = surname;
  const email = emailProblem(input.email, false);
  if (email) problems.email = email === 'too_long' ? 'bad_email' : email;
  const birthday = birthDateProblem(input.date_birthday, today, true);
  if (birthday) problems.date_birthday = birthday;

  if (!isDocumentTypeId(input.document_type_id)) problems.document_type_id = 'bad_format';
  if (input.inn !== '' && !INN.test(input.inn)) problems.inn = 'bad_format';
  if (input.passport !== '' && !PASSPORT.test(input.passport)) problems.passport = 'bad_format';
  if (input.document_type_id > 0 && input.passport === '') problems.passport = 'required';

  const issued = input.passport_date === '' ? null : parseIsoDate(input.passport_date);
  if (input.passport_date !== '' && !issued) problems.passport_date = 'bad_date';
  else if (issued && issued > today) problems.passport_date = 'in_future';
  const ends = input.passport_end_date === '' ? null : parseIsoDate(input.passport_end_date);
  if (input.passport_end_date !== '' && !ends) problems.passport_end_date = 'bad_date';
  else if (ends && issued && ends <= issued) problems.passport_end_date = 'before_issue';

  if (input.registration_address.length > ADDRESS_MAX) problems.registration_address = 'too_long';
  return problems;
}
