/** Accounts (spec §3 "Account", "Bonus"; §7 account data load, set active, add/remove currency): the schemas of @arena/contracts (accounts.ts). */

import type * as Wire from '@arena/contracts';
import type { Static } from '@arena/contracts';

/** 0 main, 4 bonus, 9 currency. */
export type AccountType = Static<typeof Wire.AccountType>;
export type Account = Static<typeof Wire.Account>;
export type Bonus = Static<typeof Wire.AccountBonus>;
export type AccountData = Static<typeof Wire.AccountData>;
/** Variant 'legacy' (config 1788 off): GET /web-api/user/account-data answers AccountData itself. */
export type AccountDataLegacyAnswer = AccountData;
/** Variant 'v2' (config 1788 on): GET /office-api/v2/accounts answers { data: AccountData }. */
export type AccountDataV2Answer = Static<typeof Wire.AccountDataV2Answer>;
/** Add, remove and set-active answers (spec: "data.message"; failure: success false + message). */
export type AccountActionAnswer = Static<typeof Wire.AccountActionAnswer>;
/** GET /office-api/accounts/convert-status: the pair the convert reminder suggests. */
export type ConvertStatusAnswer = Static<typeof Wire.ConvertStatusAnswer>;
export type ConvertAnswer = Static<typeof Wire.ConvertAnswer>;

export type Currency = Static<typeof Wire.Currency>;
/** GET /web-api/currencies: the currencies accounts can be opened in, `name` in the asked language. */
export type CurrenciesAnswer = Static<typeof Wire.CurrenciesAnswer>;
