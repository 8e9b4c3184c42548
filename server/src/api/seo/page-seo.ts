/**
 * SEO data of one page: the static table (seo-data.ts) for ordinary routes, the content store for pages
 * that show an item (blog articles, news, promotions, landings, information pages, blog categories).
 * Content pages get the item's SEO title and description, hreflang alternates for the languages the item
 * is written in, Open Graph article tags and JSON-LD; a content path whose slug is unknown answers
 * status 404 and noindex. Every other page gets alternates for every site language and, when it has no
 * description of its own, the site's.
 */
import { hasOwnSeoTitle, localizedTextIn, type SeoPageData, type SiteConfig } from '@arena/domain';
import { matchRoute, ROUTES } from '@arena/routes';
import { categoryText, findCategory } from '../content/content-categories.ts';
import { blogCategoryPath, contentForRoute, type ContentPage } from '../content/content-paths.ts';
import type { StoredItem } from '../content/content-repository.ts';
import type { ContentStore } from '../content/content-store.ts';
import { languagesOf, textFor } from '../content/content-views.ts';
import { textIn, type Localized } from '../../platform/messages.ts';
import { SEO_PAGES } from './seo-data.ts';
import type { PageTitleSources } from './page-title-sources.ts';

const NOT_FOUND: Localized = { ru: 'Страница не найдена', en: 'Page not found', ua: 'Сторінку не знайдено', kz: 'Бет табылмады', az: 'Səhifə tapılmadı', ar: 'الصفحة غير موجودة' };
const OG_LOCALE: Record<string, string> = { ru: 'ru_RU', en: 'en_US', ua: 'uk_UA', kz: 'kk_KZ', az: 'az_AZ', ar: 'ar_AR', uz: 'uz_UZ' };

export interface PageSeoInput {
  /** Path without the language segment and without slashes at the ends. */
  path: string;
  lang: string;
  config: SiteConfig;
  content: ContentStore;
  /** The site's public origin (platform/public-origin.ts), for JSON-LD URLs. */
  origin: string;
  /** Titles that are data (a match page's match), by route id. */
  pageTitles?: PageTitleSources;
}

// The home page is /{lng}/ (where a language-less / lands), the URL its canonical names.
const alternatesFor = (langs: readonly string[], path: string) => langs.map((lang) => ({ lang, path: `/${lang}/${path}` }));

/**
 * The most specific entry whose path is the page's or a prefix of it. A page below an entry inherits its
 * robots and description but not its title: the section's title on every page under it (every office
 * page "Personal account", a match titled "Line") names no page, so the page's own route title applies.
 */
function staticEntry(path: string, lang: string): Partial<SeoPageData> {
  const key = Object.keys(SEO_PAGES)
    .filter((k) => k === path || (k !== '' && path.startsWith(`${k}/`)))
    .sort((a, b) => b.length - a.length)[0];
  const entry = key === undefined ? undefined : SEO_PAGES[key];
  if (!entry) return {};
  const text = localizedTextIn(entry, lang);
  if (key === path) return text;
  const inherited = { ...text };
  delete inherited.title;
  return inherited;
}

function articleJsonLd(kind: NonNullable<ContentPage['article']>, item: StoredItem, lang: string, url: string, siteName: string): string {
  const { lang: chosen, text } = textFor(item, lang);
  return JSON.stringify({
    '@context': 'https://schema.org',
    '@type': kind,
    headline: text.seoTitle || text.title,
    description: text.seoDescription || text.summary,
    datePublished: item.publishedAt,
    dateModified: new Date(item.updatedAt * 1000).toISOString(),
    inLanguage: chosen,
    mainEntityOfPage: { '@type': 'WebPage', '@id': url },
    url,
    ...(item.category ? { articleSection: item.category } : {}),
    author: { '@type': 'Organization', name: siteName },
    publisher: { '@type': 'Organization', name: siteName },
  });
}

/** The item's own SEO fields and tags; `kind` makes it an article page. */
function itemSeo(item: StoredItem, input: PageSeoInput, path: string, kind?: ContentPage['article']): Partial<SeoPageData> {
  const { lang: chosen, text } = textFor(item, input.lang);
  const langs = languagesOf(item).filter((l) => input.config.core.languages.includes(l));
  const metas = [{ name: 'og:type', content: kind ? 'article' : 'website' }, { name: 'og:locale', content: OG_LOCALE[chosen] ?? chosen }];
  if (kind) metas.push({ name: 'article:published_time', content: item.publishedAt });
  if (kind && item.category) metas.push({ name: 'article:section', content: item.category });
  return {
    title: text.seoTitle || text.title,
    description: text.seoDescription || text.summary,
    metas,
    alternates: alternatesFor(langs, path),
    ...(kind ? { jsonLd: [articleJsonLd(kind, item, input.lang, `${input.origin}/${input.lang}/${path}`, input.config.seo.siteName)] } : {}),
  };
}

const notFound = (lang: string): Partial<SeoPageData> => ({ title: textIn(NOT_FOUND, lang), metaRobots: 'noindex, nofollow', status: 404, alternates: [] });

/** The content-driven part of a page's SEO data, or null when the page shows no content item. */
export function contentSeo(input: PageSeoInput): Partial<SeoPageData> | null {
  const match = matchRoute(ROUTES, `/${input.lang}/${input.path}`);
  if (!match) return null;
  const { route, params } = match;
  const shown = contentForRoute(route.id, params);
  if (shown) {
    const item = input.content.published(shown.page.type, shown.slug);
    // An item is only at its own path: a rules chapter under another group, or a term under another letter or
    // category, is the app's not-found view too, so it answers 404 rather than a second indexable copy.
    return item && shown.page.path(item) === input.path ? itemSeo(item, input, input.path, shown.page.article) : notFound(input.lang);
  }
  if (route.id === 'blog-category') {
    const category = findCategory('blog', params['slug'] ?? '');
    if (!category) return notFound(input.lang);
    const own = categoryText(category, input.lang);
    return { title: own.title, description: own.description, alternates: alternatesFor(input.config.core.languages, blogCategoryPath(category.slug)) };
  }
  // Information pages are literal routes named like their item's slug.
  if (route.app === '@arena/info') {
    const item = input.content.published('info', route.id);
    return item ? itemSeo(item, input, input.path) : null;
  }
  return null;
}

/** The title a data source gives the page (a match page: its match), or null when its route has none. */
function dataTitle(input: PageSeoInput): string | null {
  const match = input.pageTitles?.size ? matchRoute(ROUTES, `/${input.lang}/${input.path}`) : null;
  const source = match ? input.pageTitles?.get(match.route.id) : undefined;
  return match && source ? source(match.params, input.lang) : null;
}

export function pageSeo(input: PageSeoInput): SeoPageData {
  const { config, lang, path } = input;
  const siteDescription = localizedTextIn(SEO_PAGES['']!, lang).description ?? '';
  const base: SeoPageData = {
    title: config.seo.siteName,
    description: '',
    siteName: config.seo.siteName,
    metaRobots: config.seo.defaultMetaRobots,
    hierarchyMetaRobots: config.seo.defaultMetaRobots,
    metas: [{ name: 'og:site_name', content: config.seo.siteName }],
    customCanonical: null,
    content: { html: '', styles: '' },
    alternates: alternatesFor(config.core.languages, path),
    ...staticEntry(path, lang),
  };
  const own = contentSeo(input);
  const merged: SeoPageData = own ? { ...base, ...own, metas: [...base.metas, ...(own.metas ?? [])] } : { ...base, metas: [...base.metas, { name: 'og:type', content: 'website' }, { name: 'og:locale', content: OG_LOCALE[lang] ?? lang }] };
  if (!hasOwnSeoTitle(merged)) merged.title = dataTitle(input) ?? merged.title;
  return { ...merged, description: merged.description || (merged.status === 404 ? '' : siteDescription), alternates: withDefault(merged.alternates ?? [], config.core.defaultLanguage) };
}

/**
 * hreflang x-default: for searchers whose language the page is not written in, the page in the site's
 * default language (when it exists in it), the language a language-less link lands on.
 */
function withDefault(alternates: NonNullable<SeoPageData['alternates']>, defaultLanguage: string): NonNullable<SeoPageData['alternates']> {
  const fallback = alternates.find((a) => a.lang === defaultLanguage);
  return fallback ? [...alternates, { lang: 'x-default', path: fallback.path }] : alternates;
}
