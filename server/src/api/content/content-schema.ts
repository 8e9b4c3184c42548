/**
 * The content item format: the same shape in seed files (seed/<type>/<slug>.json), in the operator API's
 * create/update bodies and in the database. TypeBox schemas validate all three, so a seed file with a
 * typo stops the server at start instead of showing a broken page.
 */
import { Type, type Static } from 'typebox';
import { Value } from 'typebox/value';
import { categoriesOf } from './content-categories.ts';

export const CONTENT_TYPES = ['promotion', 'bonus-offer', 'blog', 'news', 'info', 'rules', 'alphabet', 'landing'] as const;
export type ContentType = (typeof CONTENT_TYPES)[number];

/** The languages content is written in (the site's six); a page exists in a language when the item has that text. */
export const CONTENT_LANGUAGES = ['ru', 'en', 'ua', 'kz', 'az', 'ar'] as const;
export type ContentLanguage = (typeof CONTENT_LANGUAGES)[number];

// kebab-case; '_' is allowed too because spec §2 names some information pages that way (cash_terminals).
export const SLUG_PATTERN = '^[a-z0-9]+(?:[-_][a-z0-9]+)*$';

export const ContentTypeSchema = Type.Union(CONTENT_TYPES.map((t) => Type.Literal(t)));
export const SlugSchema = Type.String({ pattern: SLUG_PATTERN, minLength: 1, maxLength: 80 });

export const LocalizedTextSchema = Type.Object(
  {
    title: Type.String({ minLength: 1, maxLength: 200 }),
    summary: Type.String({ maxLength: 1000 }),
    seoTitle: Type.String({ maxLength: 200 }),
    seoDescription: Type.String({ maxLength: 400 }),
    /** Markdown; rendered to sanitised HTML on read (markdown.ts). */
    body: Type.String({ maxLength: 100_000 }),
  },
  { additionalProperties: false },
);
export type LocalizedText = Static<typeof LocalizedTextSchema>;

const ISO_DATE = '^\\d{4}-\\d{2}-\\d{2}(?:T\\d{2}:\\d{2}(?::\\d{2}(?:\\.\\d{1,3})?)?(?:Z|[+-]\\d{2}:\\d{2})?)?$';

/** The editable fields (everything but type and slug, which name the item). */
const editableFields = {
  category: Type.Optional(SlugSchema),
  publishedAt: Type.String({ pattern: ISO_DATE, maxLength: 40 }),
  order: Type.Optional(Type.Integer({ minimum: -1_000_000, maximum: 1_000_000 })),
  /** Type-specific structured fields (artwork colours, bonus terms, chapter lists...): any JSON object. */
  data: Type.Optional(Type.Record(Type.String({ maxLength: 64 }), Type.Unknown())),
  ru: Type.Optional(LocalizedTextSchema),
  en: Type.Optional(LocalizedTextSchema),
  ua: Type.Optional(LocalizedTextSchema),
  kz: Type.Optional(LocalizedTextSchema),
  az: Type.Optional(LocalizedTextSchema),
  ar: Type.Optional(LocalizedTextSchema),
};

export const ContentItemSchema = Type.Object(
  { type: ContentTypeSchema, slug: SlugSchema, ...editableFields },
  { additionalProperties: false },
);
export type ContentItemInput = Static<typeof ContentItemSchema>;

/** Operator create body: the item, optionally published at once. */
export const CreateBodySchema = Type.Object(
  { type: ContentTypeSchema, slug: SlugSchema, ...editableFields, published: Type.Optional(Type.Boolean()) },
  { additionalProperties: false },
);
export type CreateBody = Static<typeof CreateBodySchema>;

/** Operator update body: a full replacement of the editable fields; expectedRevision guards lost updates. */
export const UpdateBodySchema = Type.Object(
  { ...editableFields, expectedRevision: Type.Optional(Type.Integer({ minimum: 1 })) },
  { additionalProperties: false },
);
export type UpdateBody = Static<typeof UpdateBodySchema>;

/** Every language's text, null where the item has none. */
export type ContentTexts = { [L in ContentLanguage]: LocalizedText | null };

export interface ContentFields extends ContentTexts {
  category: string | null;
  publishedAt: string;
  order: number | null;
  data: Record<string, unknown>;
}

/** The texts of a seed file or an operator body, each absent language as null. */
export const textsOf = (input: Partial<Record<ContentLanguage, LocalizedText>>): ContentTexts =>
  Object.fromEntries(CONTENT_LANGUAGES.map((lang) => [lang, input[lang] ?? null])) as ContentTexts;

/** Rules the schema cannot say: at least one language, a real date. Answers an error text or null. */
export function contentRuleError(fields: Pick<ContentFields, 'publishedAt' | 'category' | ContentLanguage>, type?: ContentType): string | null {
  if (CONTENT_LANGUAGES.every((lang) => !fields[lang])) return `an item needs its text in at least one language (${CONTENT_LANGUAGES.join(', ')})`;
  const known = type ? categoriesOf(type) : [];
  if (known.length > 0 && (!fields.category || !known.some((c) => c.slug === fields.category))) {
    return `a ${type} item needs one of the categories ${known.map((c) => c.slug).join(', ')}`;
  }
  if (Number.isNaN(Date.parse(fields.publishedAt))) return `publishedAt "${fields.publishedAt}" is not a date`;
  return null;
}

/** Checks a seed file's parsed JSON; answers the item or throws naming the file and the first problems. */
export function parseSeedItem(value: unknown, source: string): ContentItemInput {
  if (!Value.Check(ContentItemSchema, value)) {
    const errors = [...Value.Errors(ContentItemSchema, value)].slice(0, 5).map((e) => `${e.instancePath || '/'} ${e.message}`);
    throw new Error(`${source}: not a content item: ${errors.join('; ')}`);
  }
  const problem = contentRuleError({ publishedAt: value.publishedAt, ...textsOf(value), category: value.category ?? null }, value.type);
  if (problem) throw new Error(`${source}: ${problem}`);
  return value;
}

export function fieldsOf(input: Omit<ContentItemInput, 'type' | 'slug'>): ContentFields {
  return {
    category: input.category ?? null,
    publishedAt: input.publishedAt,
    order: input.order ?? null,
    data: input.data ?? {},
    ...textsOf(input),
  };
}
