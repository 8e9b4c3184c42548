/**
 * The account edit form's data (pure): a profile becomes form values and back, and the server's field
 * problems become the dictionary keys the form shows under each field.
 */
import { validateProfile } from '@arena/domain';
import type { Profile, ProfileEdit } from '../../platform/office-api.ts';

export const PROFILE_FIELDS = ['name', 'surname', 'email', 'date_birthday', 'document_type_id', 'passport', 'passport_date', 'passport_end_date', 'inn', 'registration_address'] as const;
export type ProfileField = (typeof PROFILE_FIELDS)[number];

/** Document types of spec §3 user_data.document_type_id (labels: `document_type_<id>`), the shared rule's. */
export { DOCUMENT_TYPE_IDS } from '@arena/domain';

export type FormValues = Record<ProfileField, string>;

export function valuesOf(profile: Profile): FormValues {
  const d = profile.user_data;
  return {
    name: d.name,
    surname: d.surname,
    email: profile.email,
    date_birthday: d.date_birthday,
    document_type_id: String(d.document_type_id),
    passport: d.passport,
    passport_date: d.passport_date,
    passport_end_date: d.passport_end_date,
    inn: d.inn,
    registration_address: d.registration_address,
  };
}

export function editOf(values: FormValues): ProfileEdit {
  return {
    name: values.name,
    surname: values.surname,
    email: values.email,
    date_birthday: values.date_birthday,
    document_type_id: Number(values.document_type_id) || 0,
    passport: values.passport,
    passport_date: values.passport_date,
    passport_end_date: values.passport_end_date,
    inn: values.inn,
    registration_address: values.registration_address,
  };
}

/** Field problem (server code) → dictionary key; unknown codes read as a generic "check this field". */
const KNOWN = new Set(['required', 'too_long', 'bad_characters', 'bad_date', 'too_young', 'in_future', 'before_issue', 'bad_format', 'bad_email', 'taken']);
export const problemKey = (problem: string) => (KNOWN.has(problem) ? `problem_${problem}` : 'problem_bad_format');

/**
 * What the browser checks before sending: the server's own profile rules (@arena/domain validateProfile),
 * so the form refuses exactly what PUT /office-api/profile would, with the same problem codes.
 */
export function fieldProblems(values: FormValues, today: Date): Partial<Record<ProfileField, string>> {
  return validateProfile(editOf(values), today);
}
