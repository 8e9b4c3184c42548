/**
 * `npm run reconcile`: checks that every account's balance equals the sum of its journal
 * (server/src/api/db/reconcile.ts) in the server's database — ARENA_DB, else data/arena.db as the server
 * uses. Prints one line per difference; exit code 0 when everything reconciles, 1 when something does not,
 * 2 when there is no database. A database from before the journal gets its migrations first (the journal
 * then opens with each balance).
 */
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { reconcileReport } from '../server/src/api/db/reconcile.ts';
import { MIGRATIONS } from '../server/src/api/db/migrations.ts';
import { migrate, openSqlite } from '../server/src/platform/database.ts';

const file = resolve(process.env.ARENA_DB ?? resolve(import.meta.dirname, '..', 'data', 'arena.db'));
if (!existsSync(file)) {
  console.error(`reconcile: no database at ${file} (set ARENA_DB)`);
  process.exit(2);
}
const db = openSqlite(file);
migrate(db, MIGRATIONS);
const { accounts, differences } = reconcileReport(db);
db.close();
for (const d of differences) {
  console.log(`account ${d.accountId} (currency ${d.currencyId}): balance ${d.balanceMinor}, journal ${d.journalMinor}, difference ${d.differenceMinor} minor units`);
}
console.log(`reconcile: ${accounts} accounts, ${differences.length} differences`);
process.exitCode = differences.length === 0 ? 0 : 1;
