/**
 * The profile's field rules are @arena/domain's (fields/profileFields.ts), the office form's too; the server
 * adds only what it stores: trimmed text.
 */
import type { ProfileInput } from '@arena/domain';

export { validateProfile, type ProfileInput, type ProfileProblems } from '@arena/domain';

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
