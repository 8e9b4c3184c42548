/** Accounts (spec §3 "Account", "Bonus"; §7 account data load, set active, add/remove currency). */

/** 0 main, 4 bonus, 9 currency. */
export type AccountType = 0 | 4 | 9;

export interface Account {
  id: number;
  type: AccountType;
  iso: string;
  symbol: string;
  currencyId: number;
  money: number;
  label: string;
  labelWithSymbol: string;
  isActive: boolean;
  points: number;
  isPointsTypeBalance: boolean;
}

export interface Bonus {
  idBonus: number;
  money: number;
}

export interface AccountData {
  /** Money of the active account. */
  balance: number;
  bonus: Bonus | null;
  all_accounts: Account[];
  is_available_first_deposit_bonus: boolean;
}

/** Variant 'legacy' (config 1788 off): GET /web-api/user/account-data answers AccountData itself. */
export type AccountDataLegacyAnswer = AccountData;

/** Variant 'v2' (config 1788 on): GET /office-api/v2/accounts answers { data: AccountData }. */
export interface AccountDataV2Answer {
  data: AccountData;
}

/** Add, remove and set-active answers (spec: "data.message"; failure: success false + message). */
export interface AccountActionAnswer {
  success: boolean;
  message: string;
  data: { message: string };
}

export interface Currency {
  id: number;
  iso: string;
  symbol: string;
  name: string;
}

/** GET /web-api/currencies: the currencies accounts can be opened in, `name` in the asked language. */
export interface CurrenciesAnswer {
  currencies: Currency[];
}
