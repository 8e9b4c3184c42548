/**
 * Accounts (spec §3 "Account", "Bonus"; §7 account data, set active, add/remove currency) and the main ↔
 * additional account conversion. Amounts are in major units of the account's currency.
 */
import { Type } from 'typebox';
import { RowIdQuery } from './common.ts';

/** 0 main, 4 bonus, 9 currency. */
export const AccountType = Type.Union([Type.Literal(0), Type.Literal(4), Type.Literal(9)]);

export const Account = Type.Object({
  id: Type.Integer(),
  type: AccountType,
  iso: Type.String(),
  symbol: Type.String(),
  currencyId: Type.Integer(),
  money: Type.Number(),
  label: Type.String(),
  labelWithSymbol: Type.String(),
  isActive: Type.Boolean(),
  points: Type.Number(),
  isPointsTypeBalance: Type.Boolean(),
});

export const AccountBonus = Type.Object({ idBonus: Type.Integer(), money: Type.Number() });

/** `balance` is the money of the active account. */
export const AccountData = Type.Object({
  balance: Type.Number(),
  bonus: Type.Union([AccountBonus, Type.Null()]),
  all_accounts: Type.Array(Account),
  is_available_first_deposit_bonus: Type.Boolean(),
});
/** Variant 'v2' (config 1788 on): GET /office-api/v2/accounts answers { data: AccountData }. */
export const AccountDataV2Answer = Type.Object({ data: AccountData });

/** Add, remove and set-active answers (spec: "data.message"; a failure has success false). */
export const AccountActionAnswer = Type.Object({ success: Type.Boolean(), message: Type.String(), data: Type.Object({ message: Type.String() }) });
export const SetActiveAccountQuery = Type.Object({ id: RowIdQuery });
export const AddCurrencyAccountRequest = Type.Object({ currency_id: Type.Integer({ minimum: 1 }) });
export const RemoveAccountRequest = Type.Object({ id: Type.Integer({ minimum: 1 }) });

export const ConvertSide = Type.Object({ id: Type.Integer(), type: Type.Integer(), iso: Type.String(), money: Type.Number() });
/** 0 not allowed, 1 main → additional, 2 additional → main; the pair the reminder suggests, or nulls. */
export const ConvertStatusAnswer = Type.Object({
  status: Type.Union([Type.Literal(0), Type.Literal(1), Type.Literal(2)]),
  from: Type.Union([ConvertSide, Type.Null()]),
  to: Type.Union([ConvertSide, Type.Null()]),
  rate: Type.Union([Type.Number(), Type.Null()]),
});
export const ConvertRequest = Type.Object(
  { from_id: Type.Integer({ minimum: 1 }), to_id: Type.Integer({ minimum: 1 }), amount: Type.Number({ exclusiveMinimum: 0, maximum: 1e12 }) },
  { additionalProperties: false },
);
/** `credited`: what the target account received, in its currency. */
export const ConvertAnswer = Type.Object({
  success: Type.Boolean(),
  message: Type.String(),
  data: Type.Object({ message: Type.String(), credited: Type.Number(), currency: Type.String() }),
});
