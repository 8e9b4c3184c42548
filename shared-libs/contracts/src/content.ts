/**
 * The content store (issue 21; server/src/api/content/README.md): the item format (the same in seed files,
 * the operator API's bodies and the database), the public read calls under /content-api/ and the operator
 * API under /content-api/operator/. The server's own rules the schema cannot say (a text in at least one
 * language, a known category, a real date) are content-schema.ts's contentRuleError.
 */
import { Type } from 'typebox';

export const ContentType = Type.Enum(['promotion', 'bonus-offer', 'blog', 'news', 'info', 'rules', 'alphabet', 'landing']);
// kebab-case; '_' is allowed too because spec §2 names some information pages that way (cash_terminals).
export const ContentSlug = Type.String({ pattern: '^[a-z0-9]+(?:[-_][a-z0-9]+)*$', minLength: 1, maxLength: 80 });
const Lang = Type.String({ pattern: '^[a-z]{2}$' });

/** An item's text in one language. */
export const ContentText = Type.Object(
  {
    title: Type.String({ minLength: 1, maxLength: 200 }),
    summary: Type.String({ maxLength: 1000 }),
    seoTitle: Type.String({ maxLength: 200 }),
    seoDescription: Type.String({ maxLength: 400 }),
    /** Markdown; rendered to sanitised HTML on read. */
    body: Type.String({ maxLength: 100_000 }),
  },
  { additionalProperties: false },
);

const ISO_DATE = '^\\d{4}-\\d{2}-\\d{2}(?:T\\d{2}:\\d{2}(?::\\d{2}(?:\\.\\d{1,3})?)?(?:Z|[+-]\\d{2}:\\d{2})?)?$';
/** Type-specific structured fields (artwork colours, bonus terms, chapter lists...): any JSON object. */
const ItemData = Type.Record(Type.String({ maxLength: 64 }), Type.Unknown());

/** The editable fields (everything but type and slug, which name the item); a language's text is there or not. */
const editableFields = {
  category: Type.Optional(ContentSlug),
  publishedAt: Type.String({ pattern: ISO_DATE, maxLength: 40 }),
  order: Type.Optional(Type.Integer({ minimum: -1_000_000, maximum: 1_000_000 })),
  data: Type.Optional(ItemData),
  ru: Type.Optional(ContentText),
  en: Type.Optional(ContentText),
  ua: Type.Optional(ContentText),
  kz: Type.Optional(ContentText),
  az: Type.Optional(ContentText),
  ar: Type.Optional(ContentText),
};

/** A seed file (server/src/api/content/seed/<type>/<slug>.json). */
export const ContentItemInput = Type.Object({ type: ContentType, slug: ContentSlug, ...editableFields }, { additionalProperties: false });
/** Operator create body: the item, optionally published at once. */
export const ContentCreateRequest = Type.Object(
  { type: ContentType, slug: ContentSlug, ...editableFields, published: Type.Optional(Type.Boolean()) },
  { additionalProperties: false },
);
/** Operator update body: a full replacement of the editable fields; expectedRevision guards lost updates (409). */
export const ContentUpdateRequest = Type.Object({ ...editableFields, expectedRevision: Type.Optional(Type.Integer({ minimum: 1 })) }, { additionalProperties: false });

export const ContentItemParams = Type.Object({ type: ContentType, slug: ContentSlug });
export const ContentRevisionParams = Type.Object({ type: ContentType, slug: ContentSlug, revision: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }) });

/** `lng`: the language to answer in (ru without it); an item without that text answers the first it has. */
export const ContentLanguageQuery = Type.Object({ lng: Type.Optional(Lang) });
export const ContentListQuery = Type.Object({
  type: Type.Optional(ContentType),
  category: Type.Optional(ContentSlug),
  lng: Type.Optional(Lang),
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 10_000, default: 1 })),
  pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 20 })),
});
export const ContentCategoriesQuery = Type.Object({ type: ContentType, lng: Type.Optional(Lang) });

const summaryFields = {
  type: ContentType,
  slug: Type.String(),
  category: Type.Union([Type.String(), Type.Null()]),
  publishedAt: Type.String(),
  /** ISO 8601 time of the last change. */
  updatedAt: Type.String(),
  order: Type.Union([Type.Integer(), Type.Null()]),
  data: ItemData,
  /** The language the texts are in (the asked one when the item has it). */
  lang: Type.String(),
  /** Every language the item exists in (hreflang alternates). */
  languages: Type.Array(Type.String()),
  title: Type.String(),
  summary: Type.String(),
  seoTitle: Type.String(),
  seoDescription: Type.String(),
};
/** GET /content-api/items: one published item without its body, in the asked language (or the one it has). */
export const ContentItemSummary = Type.Object(summaryFields);
/** GET /content-api/items/:type/:slug: the item with its Markdown body as sanitised HTML. */
export const ContentItemView = Type.Object({ ...summaryFields, html: Type.String() });
export const ContentItemList = Type.Object({ items: Type.Array(ContentItemSummary), total: Type.Integer(), page: Type.Integer(), pageSize: Type.Integer() });

/** A type's category with its name and how many published items it holds. */
export const ContentCategoryView = Type.Object({ slug: Type.String(), title: Type.String(), description: Type.String(), count: Type.Integer() });
export const ContentCategoriesAnswer = Type.Object({ categories: Type.Array(ContentCategoryView) });

// ---- The operator API (Authorization: Bearer <content operator token>) ----

export const ContentStatus = Type.Union([Type.Literal('draft'), Type.Literal('published')]);
export const OperatorContentListQuery = Type.Object({
  type: Type.Optional(ContentType),
  category: Type.Optional(ContentSlug),
  status: Type.Optional(ContentStatus),
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 10_000, default: 1 })),
  pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: 500, default: 50 })),
});

const TextOrNull = Type.Union([ContentText, Type.Null()]);
const storedFields = {
  type: ContentType,
  slug: Type.String(),
  category: Type.Union([Type.String(), Type.Null()]),
  publishedAt: Type.String(),
  order: Type.Union([Type.Integer(), Type.Null()]),
  data: ItemData,
  status: ContentStatus,
  ru: TextOrNull,
  en: TextOrNull,
  ua: TextOrNull,
  kz: TextOrNull,
  az: TextOrNull,
  ar: TextOrNull,
};
/** The operator's view of an item: every language's Markdown source, its status and revision; times ISO 8601. */
export const OperatorContentItem = Type.Object({ ...storedFields, revision: Type.Integer(), createdAt: Type.String(), updatedAt: Type.String() });
export const OperatorContentList = Type.Object({ items: Type.Array(OperatorContentItem), total: Type.Integer(), page: Type.Integer(), pageSize: Type.Integer() });

const revisionFields = {
  revision: Type.Integer(),
  action: Type.Enum(['create', 'update', 'publish', 'unpublish', 'delete', 'seed']),
  operator: Type.String(),
  /** ISO 8601. */
  at: Type.String(),
  /** The fields the change touched (title and body per language as `ru.body`, `en.title`, ...). */
  changed: Type.Array(Type.String()),
};
export const ContentRevisionSummary = Type.Object(revisionFields);
export const ContentRevisionsAnswer = Type.Object({ revisions: Type.Array(ContentRevisionSummary) });
/** One revision with the item as it was after the change (for a delete, as it was before). */
export const ContentRevision = Type.Object({ ...revisionFields, snapshot: Type.Object(storedFields) });
