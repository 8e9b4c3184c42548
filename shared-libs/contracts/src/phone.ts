/** Phone countries and masks (spec §3 "Phone country", "Phone mask"). */
import { Type } from 'typebox';

export const PhoneCountriesQuery = Type.Object({ lang: Type.Optional(Type.String({ pattern: '^[a-z]{2}$' })) });
export const PhoneCountry = Type.Object({ id: Type.Integer(), name: Type.String(), country_code: Type.String(), tel_code: Type.String() });
export const PhoneCountriesAnswer = Type.Object({ countries: Type.Array(PhoneCountry) });
export const PhoneMask = Type.Object({ CountryId: Type.Integer(), Mask: Type.String(), Max: Type.Integer(), Min: Type.Integer() });
export const PhoneMasksAnswer = Type.Object({ masks: Type.Array(PhoneMask) });
