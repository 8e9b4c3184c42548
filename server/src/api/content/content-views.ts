/**
 * What the public read calls answer: an item in one language (the asked one when the item has it, else
 * the first it has), with the languages it exists in (for hreflang alternates), typed by the apps' contract
 * (@arena/domain contracts/content.ts). Bodies are rendered here, on read, so a change to the sanitiser
 * applies to every stored article at once.
 */
import type { ContentItemSummary, ContentItemView } from '@arena/domain';
import { CONTENT_LANGUAGES, type ContentLanguage, type LocalizedText } from './content-schema.ts';
import type { StoredItem } from './content-repository.ts';
import { renderMarkdown } from './markdown.ts';

export const languagesOf = (item: Pick<StoredItem, ContentLanguage>): ContentLanguage[] => CONTENT_LANGUAGES.filter((l) => item[l] !== null);

/** The item's text in the asked language, else the first it has. */
export function textFor(item: Pick<StoredItem, ContentLanguage>, lang: string): { lang: ContentLanguage; text: LocalizedText } {
  const langs = languagesOf(item);
  const chosen = (langs as string[]).includes(lang) ? (lang as ContentLanguage) : langs[0]!;
  return { lang: chosen, text: item[chosen]! };
}

export function summaryView(item: StoredItem, lang: string): ContentItemSummary {
  const { lang: chosen, text } = textFor(item, lang);
  return {
    type: item.type,
    slug: item.slug,
    category: item.category,
    publishedAt: item.publishedAt,
    updatedAt: new Date(item.updatedAt * 1000).toISOString(),
    order: item.order,
    data: item.data,
    lang: chosen,
    languages: languagesOf(item),
    title: text.title,
    summary: text.summary,
    seoTitle: text.seoTitle || text.title,
    seoDescription: text.seoDescription || text.summary,
  };
}

export function itemView(item: StoredItem, lang: string): ContentItemView {
  const { text } = textFor(item, lang);
  return { ...summaryView(item, lang), html: renderMarkdown(text.body) };
}
