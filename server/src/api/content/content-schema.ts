/**
 * The content item format: the same shape in seed files (seed/<type>/<slug>.json), in the operator API's
 * create/update bodies and in the database. The schemas (@arena/contracts content.ts) validate all three, so a
 * seed file with a typo stops the server at start instead of showing a broken page; the rules they cannot say
 * are here.
 */
import { ContentItemInput as ContentItemSchema, ContentType as ContentTypeSchema, type Static } from '@arena/contracts';
import type { ContentCreateRequest, ContentText, ContentUpdateRequest } from '@arena/contracts';
import { Value } from 'typebox/value';
import { categoriesOf } from './content-categories.ts';

/** The item types (@arena/contracts content.ts's ContentType). */
export const CONTENT_TYPES = ContentTypeSchema.enum;
export type ContentType = Static<typeof ContentTypeSchema>;

/** The languages content is written in (the site's six); a page exists in a language when the item has that text. */
export const CONTENT_LANGUAGES = ['ru', 'en', 'ua', 'kz', 'az', 'ar'] as const;
export type ContentLanguage = (typeof CONTENT_LANGUAGES)[number];

export type LocalizedText = Static<typeof ContentText>;
export type ContentItemInput = Static<typeof ContentItemSchema>;
export type CreateBody = Static<typeof ContentCreateRequest>;
export type UpdateBody = Static<typeof ContentUpdateRequest>;

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
