/** Tables the operator edits: block rules (by visitor country) and the redirect table. */
import type { Database } from 'better-sqlite3';

export interface BlockRule {
  /** iso2 lowercase, or '*' for every country. */
  country: string;
  /** 'any', 'guest' (only visitors) or 'user' (only signed-in users). */
  auth_scope: 'any' | 'guest' | 'user';
  /** Applies to URLs whose path (without the language segment) starts with it; '' for all. */
  path_prefix: string;
  display_type: number;
  template_type_id: number;
}

export interface RedirectRow {
  from_path: string;
  to_path: string;
  code: number;
  reason: string;
}

export interface ContentRepository {
  blockRules(country: string): BlockRule[];
  allBlockRules(): BlockRule[];
  replaceBlockRules(rules: BlockRule[]): void;
  redirect(fromPath: string): RedirectRow | undefined;
  addRedirect(row: RedirectRow): void;
}

export function createContentRepository(db: Database): ContentRepository {
  const rules = db.prepare<[string], BlockRule>(
    "SELECT country, auth_scope, path_prefix, display_type, template_type_id FROM block_rules WHERE country = ? OR country = '*' ORDER BY id",
  );
  const allRules = db.prepare<[], BlockRule>('SELECT country, auth_scope, path_prefix, display_type, template_type_id FROM block_rules ORDER BY id');
  const insertRule = db.prepare(
    'INSERT INTO block_rules (country, auth_scope, path_prefix, display_type, template_type_id) VALUES (@country, @auth_scope, @path_prefix, @display_type, @template_type_id)',
  );
  const redirect = db.prepare<[string], RedirectRow>('SELECT * FROM redirects WHERE from_path = ?');
  const insertRedirect = db.prepare('INSERT OR REPLACE INTO redirects (from_path, to_path, code, reason) VALUES (@from_path, @to_path, @code, @reason)');
  return {
    blockRules: (country) => rules.all(country),
    allBlockRules: () => allRules.all(),
    replaceBlockRules(list) {
      db.transaction(() => {
        db.prepare('DELETE FROM block_rules').run();
        for (const rule of list) insertRule.run(rule);
      })();
    },
    redirect: (fromPath) => redirect.get(fromPath),
    addRedirect: (row) => void insertRedirect.run(row),
  };
}
