/** The currencies accounts can be opened in (GET /web-api/currencies), `name` in the asked language. */
import { Type } from 'typebox';

export const CurrenciesQuery = Type.Object({ lang: Type.Optional(Type.String({ pattern: '^[a-z]{2}$' })) });
export const Currency = Type.Object({ id: Type.Integer(), iso: Type.String(), symbol: Type.String(), name: Type.String() });
export const CurrenciesAnswer = Type.Object({ currencies: Type.Array(Currency) });
