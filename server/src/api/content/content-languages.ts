/**
 * Issue 31: every content item is written in each of the site's languages. This answers what is missing —
 * an item without a language's text, or a text with an empty title or body — naming the item and the
 * language, so `npm test` (content-languages.test.ts) points at exactly what to write.
 */
import type { ContentItemInput, ContentLanguage } from './content-schema.ts';

export function missingTexts(items: readonly ContentItemInput[], languages: readonly ContentLanguage[]): string[] {
  const problems: string[] = [];
  for (const item of items) {
    const name = `${item.type}/${item.slug}`;
    for (const lang of languages) {
      const text = item[lang];
      if (!text) {
        problems.push(`${name}: no ${lang} text`);
        continue;
      }
      if (!text.title.trim()) problems.push(`${name}: ${lang} title is empty`);
      if (!text.body.trim()) problems.push(`${name}: ${lang} body is empty`);
    }
  }
  return problems;
}
