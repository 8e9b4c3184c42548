/**
 * Issue 27 (money once): the money columns that were still REAL major units — betting coupons (stake, possible
 * win, payout, a VIP coupon's asked stake and refund), toto coupons (stake, payout), responsible-gaming limits
 * (money limits' values) and the deposits they count — become INTEGER minor units of their currency, and the
 * casino wallet's REAL copy of each amount (`amount_major`, beside the integer `amount`) goes.
 *
 * Each stored REAL is converted exactly as the player read it: decimal.js takes the double's shortest decimal
 * spelling (5924.700000000012 stays that, 1.0015 is "1.0015", not 1.00149999…) and rounds it half up (away
 * from zero) to the currency's exponent (KWD 3 decimals, JPY 0, RUB 2), @arena/domain's toMinorUnits — the
 * rounding the coupon always showed. SQL cannot round a decimal spelling, hence a function migration. A
 * coupon's currency is its account's; a limit's is the player's main account's (limits/limit-money.ts), RUB
 * without one; the time limits (days, hours, minutes) keep their whole numbers.
 */
import { isMoneyLimit, toMinorUnits } from '@arena/domain';
import type { SqliteDatabase } from '../../platform/database.ts';
import { currencyPrecision } from '../shared/reference-data.ts';

interface MoneyColumn {
  from: string;
  to: string;
  nullable?: boolean;
}

interface MoneyTable {
  table: string;
  columns: readonly MoneyColumn[];
  /** SQL for the currency id of a row (aliased table `t`). */
  currencyOf: string;
  /** Whether a row's value is money at all (limits: only money limit types); default every row. */
  isMoney?: (row: Record<string, unknown>) => boolean;
}

const ACCOUNT_CURRENCY = '(SELECT a.currency_id FROM accounts a WHERE a.id = t.account_id)';
const MAIN_ACCOUNT_CURRENCY =
  'COALESCE((SELECT a.currency_id FROM accounts a WHERE a.user_id = t.user_id AND a.type = 0 AND a.removed = 0 ORDER BY a.id LIMIT 1), 1)';

const MONEY_TABLES: readonly MoneyTable[] = [
  {
    table: 'coupons',
    currencyOf: ACCOUNT_CURRENCY,
    columns: [
      { from: 'amount', to: 'amount_minor' },
      { from: 'possible_win', to: 'possible_win_minor' },
      { from: 'payout', to: 'payout_minor' },
      { from: 'asked_amount', to: 'asked_amount_minor', nullable: true },
      { from: 'refunded', to: 'refunded_minor' },
    ],
  },
  { table: 'toto_coupons', currencyOf: ACCOUNT_CURRENCY, columns: [{ from: 'amount', to: 'amount_minor' }, { from: 'payout', to: 'payout_minor' }] },
  { table: 'rg_deposits', currencyOf: ACCOUNT_CURRENCY, columns: [{ from: 'amount', to: 'amount_minor' }] },
  {
    table: 'rg_limits',
    currencyOf: MAIN_ACCOUNT_CURRENCY,
    // Same names: a time limit's value is not money, so `_minor` would mislead; the type says integer.
    columns: [{ from: 'limit_value', to: 'limit_value' }, { from: 'pending_value', to: 'pending_value', nullable: true }],
    isMoney: (row) => isMoneyLimit(Number(row['limit_type'])),
  },
];

/** A stored REAL in minor units of its currency; a non-money value (a limit's days) as its whole number. */
function converted(value: unknown, exponent: number, isMoney: boolean): number | null {
  if (value === null || value === undefined) return null;
  const amount = Number(value);
  return isMoney ? toMinorUnits(amount, exponent) : Math.round(amount);
}

function convertTable(db: SqliteDatabase, spec: MoneyTable, exponentOf: (currencyId: number) => number): void {
  const temporary = (column: MoneyColumn) => (column.from === column.to ? `${column.to}_integer` : column.to);
  for (const column of spec.columns) {
    const type = column.nullable ? 'INTEGER' : 'INTEGER NOT NULL DEFAULT 0';
    db.exec(`ALTER TABLE ${spec.table} ADD COLUMN ${temporary(column)} ${type}`);
  }
  const rows = db
    .prepare<[], Record<string, unknown>>(`SELECT t.rowid AS row_id, t.*, ${spec.currencyOf} AS money_currency_id FROM ${spec.table} t`)
    .all();
  const update = db.prepare(
    `UPDATE ${spec.table} SET ${spec.columns.map((c, i) => `${temporary(c)} = @v${i}`).join(', ')} WHERE rowid = @rowId`,
  );
  for (const row of rows) {
    const exponent = exponentOf(Number(row['money_currency_id'] ?? 1));
    const isMoney = spec.isMoney?.(row) ?? true;
    const values = Object.fromEntries(spec.columns.map((c, i) => [`v${i}`, converted(row[c.from], exponent, isMoney) ?? (c.nullable ? null : 0)]));
    update.run({ ...values, rowId: row['row_id'] });
  }
  for (const column of spec.columns) {
    db.exec(`ALTER TABLE ${spec.table} DROP COLUMN ${column.from}`);
    if (column.from === column.to) db.exec(`ALTER TABLE ${spec.table} RENAME COLUMN ${temporary(column)} TO ${column.to}`);
  }
}

/**
 * The migration. `exponentOf` is the currency table's (tests pass their own to convert a JPY row); the
 * exponents are today's, which are the ones the code reads the converted rows with.
 */
export function moneyColumnsToMinorUnits(db: SqliteDatabase, exponentOf: (currencyId: number) => number = currencyPrecision): void {
  for (const spec of MONEY_TABLES) convertTable(db, spec, exponentOf);
  db.exec('ALTER TABLE casino_wallet_tx DROP COLUMN amount_major');
}
