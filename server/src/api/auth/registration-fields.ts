/**
 * The registration's shared field rules (@arena/domain fullRegistrationErrors, phoneRules) on the server: a field the
 * form would refuse is refused here too, 400 `invalid_field` with `field`, `messageKey` and the very text the
 * form shows (the "auth" dictionary the registration form reads), so a direct API call registers nothing the
 * page could not.
 */
import { fullRegistrationErrors, phoneNumberProblem, type FullRegistrationFields } from '@arena/domain';
import { HttpError } from '../../platform/errors.ts';
import { FALLBACK, loadDictionaries, resolveResource } from '../dictionaries/dictionary-store.ts';
import { phoneRuleFor } from '../shared/reference-data.ts';

const authTexts = loadDictionaries(undefined, 'auth');

class FieldRefusal extends HttpError {
  constructor(
    readonly field: string,
    readonly messageKey: string,
  ) {
    super(400, 'invalid_field', { field, messageKey });
  }

  messageIn(language: string): string {
    const text = resolveResource(authTexts, language, 'auth')?.resource[this.messageKey] ?? resolveResource(authTexts, FALLBACK, 'auth')?.resource[this.messageKey];
    return typeof text === 'string' ? text : this.messageKey;
  }
}

/** Throws the first refused field (in the form's order: login, e-mail, names, birth date); passes otherwise. */
export function assertRegistrationFields(values: FullRegistrationFields, today: Date): void {
  const [first] = Object.entries(fullRegistrationErrors(values, today));
  if (first) throw new FieldRefusal(first[0], first[1]);
}

/** The phone registration's number: as many digits as the dial code's country has (the form's rule). */
export function assertPhoneField(dialCode: string, number: string): void {
  const problem = phoneNumberProblem(number, phoneRuleFor(dialCode));
  if (problem) throw new FieldRefusal('phone', problem);
}
