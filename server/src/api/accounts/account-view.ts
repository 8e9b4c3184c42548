/** Account rows → the spec §3 Account / AccountData shapes (account labels in the request's language). */
import type { Account, AccountData, AccountType } from '@arena/domain';
import type { AccountRow } from '../db/repositories/accounts.ts';
import { textIn, type Localized } from '../../platform/messages.ts';
import { currencyById } from '../shared/reference-data.ts';

/** The account names of the office dictionary (office.json accounts_main / _bonus / _currency). */
const LABELS: Record<number, Localized> = {
  0: { ru: 'Основной счёт', en: 'Main account', ua: 'Основний рахунок', kz: 'Негізгі шот', az: 'Əsas hesab', ar: 'الحساب الرئيسي' },
  4: { ru: 'Бонусный счёт', en: 'Bonus account', ua: 'Бонусний рахунок', kz: 'Бонустық шот', az: 'Bonus hesabı', ar: 'حساب المكافآت' },
  9: { ru: 'Валютный счёт', en: 'Currency account', ua: 'Валютний рахунок', kz: 'Валюталық шот', az: 'Valyuta hesabı', ar: 'حساب بعملة أخرى' },
};
const ANY_ACCOUNT: Localized = { ru: 'Счёт', en: 'Account', ua: 'Рахунок', kz: 'Шот', az: 'Hesab', ar: 'الحساب' };

export function accountOf(row: AccountRow, language: string): Account {
  const currency = currencyById(row.currency_id);
  const label = textIn(LABELS[row.type] ?? ANY_ACCOUNT, language);
  const symbol = currency?.symbol ?? '';
  return {
    id: row.id,
    type: row.type as AccountType,
    iso: currency?.iso ?? '',
    symbol,
    currencyId: row.currency_id,
    money: row.money,
    label,
    labelWithSymbol: `${label}, ${symbol}`,
    isActive: row.is_active === 1,
    points: row.points,
    isPointsTypeBalance: row.is_points_type_balance === 1,
  };
}

export function accountDataOf(rows: AccountRow[], language: string): AccountData {
  const accounts = rows.map((r) => accountOf(r, language));
  // Spec §4: if no account is active, the main account is.
  const active = accounts.find((a) => a.isActive) ?? accounts.find((a) => a.type === 0);
  const bonus = rows.find((r) => r.type === 4);
  const hasMoney = rows.some((r) => r.type !== 4 && r.money > 0);
  return {
    balance: active?.money ?? 0,
    bonus: bonus ? { idBonus: bonus.id, money: bonus.money } : null,
    all_accounts: accounts.map((a) => (active && a.id === active.id ? { ...a, isActive: true } : a)),
    is_available_first_deposit_bonus: !hasMoney,
  };
}
