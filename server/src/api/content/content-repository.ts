/**
 * SQLite access for the content store: content_items (one row per type+slug, the current version) and
 * content_revisions (every change: who, when, which fields, and the full snapshot after it). Revisions
 * are keyed by type+slug, not the row id, so an item's history outlives its deletion and a re-created
 * item continues the numbering.
 */
import type { Database } from 'better-sqlite3';
import { CONTENT_LANGUAGES, type ContentFields, type ContentLanguage, type ContentTexts, type ContentType, type LocalizedText } from './content-schema.ts';

export type ContentStatus = 'draft' | 'published';
export type RevisionAction = 'create' | 'update' | 'publish' | 'unpublish' | 'delete' | 'seed';

export interface StoredItem extends ContentFields {
  type: ContentType;
  slug: string;
  status: ContentStatus;
  revision: number;
  createdAt: number;
  updatedAt: number;
}

export interface RevisionRow {
  revision: number;
  action: RevisionAction;
  operator: string;
  /** Unix seconds. */
  at: number;
  /** The fields this change touched (title/body per language as `ru.body`, `en.title`, ...). */
  changed: string[];
  /** The item after the change (status included); for a delete, the item as it was. */
  snapshot: Omit<StoredItem, 'createdAt' | 'updatedAt' | 'revision'>;
}

/** One column per language: the text as JSON, null where the item has none. */
type TextColumns = { [L in ContentLanguage]: string | null };

interface ItemRow extends TextColumns {
  type: ContentType;
  slug: string;
  category: string | null;
  published_at: string;
  sort_order: number | null;
  status: ContentStatus;
  data: string;
  revision: number;
  created_at: number;
  updated_at: number;
}

export interface ListFilter {
  type?: ContentType;
  category?: string;
  status?: ContentStatus;
  limit: number;
  offset: number;
}

const textsFromRow = (row: ItemRow): ContentTexts =>
  Object.fromEntries(CONTENT_LANGUAGES.map((lang) => [lang, row[lang] === null ? null : (JSON.parse(row[lang]) as LocalizedText)])) as ContentTexts;

const textColumns = (item: ContentTexts): TextColumns =>
  Object.fromEntries(CONTENT_LANGUAGES.map((lang) => [lang, item[lang] === null ? null : JSON.stringify(item[lang])])) as TextColumns;

const fromRow = (row: ItemRow): StoredItem => ({
  type: row.type,
  slug: row.slug,
  category: row.category,
  publishedAt: row.published_at,
  order: row.sort_order,
  status: row.status,
  data: JSON.parse(row.data) as Record<string, unknown>,
  ...textsFromRow(row),
  revision: row.revision,
  createdAt: row.created_at,
  updatedAt: row.updated_at,
});

export interface ContentRepository {
  find(type: ContentType, slug: string): StoredItem | null;
  list(filter: ListFilter): { items: StoredItem[]; total: number };
  /** How many items of a type each category holds, in one status. */
  countByCategory(type: ContentType, status: ContentStatus): Map<string, number>;
  /** Writes the item (insert or replace) and its revision in one transaction; answers the new revision. */
  save(item: Omit<StoredItem, 'revision' | 'createdAt' | 'updatedAt'>, change: { action: RevisionAction; operator: string; at: number; changed: string[] }): number;
  remove(type: ContentType, slug: string, change: { operator: string; at: number }): boolean;
  revisions(type: ContentType, slug: string): RevisionRow[];
  lastRevision(type: ContentType, slug: string): RevisionRow | null;
}

export function createContentRepository(db: Database): ContentRepository {
  const findStmt = db.prepare<[string, string], ItemRow>('SELECT * FROM content_items WHERE type = ? AND slug = ?');
  const nextRevision = db.prepare<[string, string], { next: number }>('SELECT COALESCE(MAX(revision), 0) + 1 AS next FROM content_revisions WHERE type = ? AND slug = ?');
  const insertRevision = db.prepare('INSERT INTO content_revisions (type, slug, revision, action, operator, at, changed, snapshot) VALUES (?, ?, ?, ?, ?, ?, ?, ?)');
  // The language columns are the fixed names of CONTENT_LANGUAGES, never input.
  const langs = CONTENT_LANGUAGES.join(', ');
  const upsert = db.prepare(`INSERT INTO content_items (type, slug, category, published_at, published_ts, sort_order, status, data, ${langs}, revision, created_at, updated_at)
    VALUES (@type, @slug, @category, @publishedAt, @publishedTs, @order, @status, @data, ${CONTENT_LANGUAGES.map((l) => `@${l}`).join(', ')}, @revision, @at, @at)
    ON CONFLICT (type, slug) DO UPDATE SET category = excluded.category, published_at = excluded.published_at, published_ts = excluded.published_ts,
      sort_order = excluded.sort_order, status = excluded.status, data = excluded.data, ${CONTENT_LANGUAGES.map((l) => `${l} = excluded.${l}`).join(', ')},
      revision = excluded.revision, updated_at = excluded.updated_at`);
  const deleteStmt = db.prepare('DELETE FROM content_items WHERE type = ? AND slug = ?');
  const countByCategoryStmt = db.prepare<[string, string], { category: string; n: number }>(
    'SELECT category, COUNT(*) AS n FROM content_items WHERE type = ? AND status = ? AND category IS NOT NULL GROUP BY category',
  );
  const revisionsStmt = db.prepare<[string, string], { revision: number; action: RevisionAction; operator: string; at: number; changed: string; snapshot: string }>(
    'SELECT revision, action, operator, at, changed, snapshot FROM content_revisions WHERE type = ? AND slug = ? ORDER BY revision DESC',
  );
  const toRevision = (row: { revision: number; action: RevisionAction; operator: string; at: number; changed: string; snapshot: string }): RevisionRow => ({
    revision: row.revision,
    action: row.action,
    operator: row.operator,
    at: row.at,
    changed: JSON.parse(row.changed) as string[],
    snapshot: JSON.parse(row.snapshot) as RevisionRow['snapshot'],
  });

  const writeRevision = (type: string, slug: string, action: RevisionAction, operator: string, at: number, changed: string[], snapshot: unknown): number => {
    const revision = nextRevision.get(type, slug)!.next;
    insertRevision.run(type, slug, revision, action, operator, at, JSON.stringify(changed), JSON.stringify(snapshot));
    return revision;
  };

  return {
    find(type, slug) {
      const row = findStmt.get(type, slug);
      return row ? fromRow(row) : null;
    },
    list({ type, category, status, limit, offset }) {
      const where: string[] = [];
      const args: unknown[] = [];
      if (type) {
        where.push('type = ?');
        args.push(type);
      }
      if (category) {
        where.push('category = ?');
        args.push(category);
      }
      if (status) {
        where.push('status = ?');
        args.push(status);
      }
      const clause = where.length ? `WHERE ${where.join(' AND ')}` : '';
      const total = (db.prepare(`SELECT COUNT(*) AS n FROM content_items ${clause}`).get(...args) as { n: number }).n;
      // Items with an explicit order first (information chapters, alphabet), then newest first (blog, news).
      const rows = db
        .prepare(`SELECT * FROM content_items ${clause} ORDER BY (sort_order IS NULL), sort_order, published_ts DESC, slug LIMIT ? OFFSET ?`)
        .all(...args, limit, offset) as ItemRow[];
      return { items: rows.map(fromRow), total };
    },
    countByCategory(type, status) {
      return new Map(countByCategoryStmt.all(type, status).map((row) => [row.category, row.n]));
    },
    save(item, change) {
      return db.transaction(() => {
        const { type, slug } = item;
        const revision = writeRevision(type, slug, change.action, change.operator, change.at, change.changed, item);
        upsert.run({
          type,
          slug,
          category: item.category,
          publishedAt: item.publishedAt,
          publishedTs: Math.floor(Date.parse(item.publishedAt) / 1000),
          order: item.order,
          status: item.status,
          data: JSON.stringify(item.data),
          ...textColumns(item),
          revision,
          at: change.at,
        });
        return revision;
      })();
    },
    remove(type, slug, change) {
      return db.transaction(() => {
        const existing = findStmt.get(type, slug);
        if (!existing) return false;
        const { createdAt: _c, updatedAt: _u, revision: _r, ...snapshot } = fromRow(existing);
        writeRevision(type, slug, 'delete', change.operator, change.at, [], snapshot);
        deleteStmt.run(type, slug);
        return true;
      })();
    },
    revisions(type, slug) {
      return revisionsStmt.all(type, slug).map(toRevision);
    },
    lastRevision(type, slug) {
      const row = revisionsStmt.get(type, slug);
      return row ? toRevision(row) : null;
    },
  };
}
