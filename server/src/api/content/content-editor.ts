/**
 * The operator's changes as rules over the repository: create, update, publish, unpublish, delete, each
 * one revision naming the operator, the time and the fields it changed. Answers outcomes, not HTTP.
 */
import type { ContentRepository, ContentStatus, StoredItem } from './content-repository.ts';
import { CONTENT_LANGUAGES, contentRuleError, fieldsOf, textsOf, type ContentFields, type ContentType, type CreateBody, type UpdateBody } from './content-schema.ts';

export type EditOutcome =
  | { ok: true; item: StoredItem; status: 200 | 201 }
  | { ok: false; status: 404; code: 'content_not_found' }
  | { ok: false; status: 409; code: 'content_exists' }
  | { ok: false; status: 409; code: 'revision_conflict'; current: number }
  | { ok: false; status: 400; code: 'content_invalid'; problem: string };

export interface Editor {
  operator: string;
  nowSeconds: number;
}

const TEXT_FIELDS = ['title', 'summary', 'seoTitle', 'seoDescription', 'body'] as const;

/** Names of the fields that differ: top-level ones, and per language `ru.title`, `en.body`... */
export function changedFields(before: ContentFields & { status?: ContentStatus }, after: ContentFields & { status?: ContentStatus }): string[] {
  const changed: string[] = [];
  const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
  for (const key of ['status', 'category', 'publishedAt', 'order', 'data'] as const) if (!same(before[key], after[key])) changed.push(key);
  for (const lang of CONTENT_LANGUAGES) {
    const a = before[lang];
    const b = after[lang];
    if (!a || !b) {
      if (a !== b) changed.push(lang);
      continue;
    }
    for (const field of TEXT_FIELDS) if (a[field] !== b[field]) changed.push(`${lang}.${field}`);
  }
  return changed;
}

const EMPTY: ContentFields = { category: null, publishedAt: '', order: null, data: {}, ...textsOf({}) };

export function createItem(repo: ContentRepository, body: CreateBody, editor: Editor): EditOutcome {
  const { published, type, slug, ...rest } = body;
  const fields = fieldsOf(rest);
  const problem = contentRuleError(fields, type);
  if (problem) return { ok: false, status: 400, code: 'content_invalid', problem };
  if (repo.find(type, slug)) return { ok: false, status: 409, code: 'content_exists' };
  const item = { type, slug, status: (published ? 'published' : 'draft') as ContentStatus, ...fields };
  repo.save(item, { action: 'create', operator: editor.operator, at: editor.nowSeconds, changed: changedFields({ ...EMPTY, status: 'draft' }, item) });
  return { ok: true, status: 201, item: repo.find(type, slug)! };
}

export function updateItem(repo: ContentRepository, type: ContentType, slug: string, body: UpdateBody, editor: Editor): EditOutcome {
  const existing = repo.find(type, slug);
  if (!existing) return { ok: false, status: 404, code: 'content_not_found' };
  const { expectedRevision, ...rest } = body;
  if (expectedRevision !== undefined && expectedRevision !== existing.revision) return { ok: false, status: 409, code: 'revision_conflict', current: existing.revision };
  const fields = fieldsOf(rest);
  const problem = contentRuleError(fields, type);
  if (problem) return { ok: false, status: 400, code: 'content_invalid', problem };
  const changed = changedFields(existing, { ...fields, status: existing.status });
  // Saving the same content again is not a change: no revision, no new timestamp.
  if (changed.length === 0) return { ok: true, status: 200, item: existing };
  repo.save({ type, slug, status: existing.status, ...fields }, { action: 'update', operator: editor.operator, at: editor.nowSeconds, changed });
  return { ok: true, status: 200, item: repo.find(type, slug)! };
}

export function setPublished(repo: ContentRepository, type: ContentType, slug: string, published: boolean, editor: Editor): EditOutcome {
  const existing = repo.find(type, slug);
  if (!existing) return { ok: false, status: 404, code: 'content_not_found' };
  const status: ContentStatus = published ? 'published' : 'draft';
  if (existing.status === status) return { ok: true, status: 200, item: existing };
  const { revision: _r, createdAt: _c, updatedAt: _u, ...rest } = existing;
  repo.save({ ...rest, status }, { action: published ? 'publish' : 'unpublish', operator: editor.operator, at: editor.nowSeconds, changed: ['status'] });
  return { ok: true, status: 200, item: repo.find(type, slug)! };
}

export function deleteItem(repo: ContentRepository, type: ContentType, slug: string, editor: Editor): boolean {
  return repo.remove(type, slug, { operator: editor.operator, at: editor.nowSeconds });
}
