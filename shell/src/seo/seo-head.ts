/**
 * Applies SEO head tags to document.head on every navigation: loads the page's SEO data from the backend
 * (GET /seo-api/page-data?path=&lang=) and writes title, description, robots, canonical and metas by the
 * shared rules (@arena/domain headTags, withPageTitle). Tags carry data-arena-seo — the host marks the
 * tags of the served page the same way — so they are replaced, never duplicated. The first page needs no
 * request when the host already wrote its head (the SEO_PAGE_META key names the same page).
 */
import type { ArenaBus } from '@arena/event-bus';
import type { HttpClient } from '@arena/http';
import { DEFAULT_ROBOTS, headTags, SEO_OWNED_ATTRIBUTE, SEO_PAGE_META, seoPageKey, withPageTitle, type HeadTags } from '@arena/domain';
import { arenaI18n } from '@arena/i18n';
import { createRouteTitles, type RouteTitleFn } from './page-title.ts';
import { seoPageDataAnswer } from '@arena/contracts/answer-checks';

export const SEO_PAGE_DATA_PATH = '/seo-api/page-data';
const OWNED = SEO_OWNED_ATTRIBUTE;
const ROUTE_TITLE_WAIT_MS = 3000;

/** The page the served head was written for (the host's key), or null once the shell has replaced it. */
function servedHeadKey(head: HTMLHeadElement = document.head): string | null {
  return head.querySelector<HTMLMetaElement>(`meta[name="${SEO_PAGE_META}"][${OWNED}]`)?.content ?? null;
}

function setMeta(head: HTMLHeadElement, name: string, content: string): void {
  const tag = document.createElement('meta');
  tag.setAttribute(name.startsWith('og:') ? 'property' : 'name', name);
  tag.setAttribute('content', content);
  tag.setAttribute(OWNED, '');
  head.appendChild(tag);
}

export function applyHeadTags(tags: HeadTags, head: HTMLHeadElement = document.head): void {
  document.title = tags.title;
  for (const el of head.querySelectorAll(`[${OWNED}]`)) el.remove();
  // index.html ships a generic description; the page's own replaces it.
  head.querySelector('meta[name="description"]:not([data-arena-seo])')?.remove();
  setMeta(head, 'description', tags.description);
  setMeta(head, 'robots', tags.robots);
  for (const meta of tags.metas) setMeta(head, meta.name, meta.content);
  if (tags.canonical) {
    const link = document.createElement('link');
    link.rel = 'canonical';
    link.href = tags.canonical;
    link.setAttribute(OWNED, '');
    head.appendChild(link);
  }
  for (const alternate of tags.alternates) {
    const link = document.createElement('link');
    link.rel = 'alternate';
    link.hreflang = alternate.hreflang;
    link.href = alternate.href;
    link.setAttribute(OWNED, '');
    head.appendChild(link);
  }
  // JSON-LD is data, not code: a non-JavaScript script type is never executed, so the strict CSP allows it.
  for (const json of tags.jsonLd) {
    const script = document.createElement('script');
    script.type = 'application/ld+json';
    script.textContent = json;
    script.setAttribute(OWNED, '');
    head.appendChild(script);
  }
}

export function connectSeo(
  bus: ArenaBus,
  http: HttpClient,
  onError: (e: unknown) => void,
  routeTitle: RouteTitleFn = createRouteTitles(arenaI18n),
): () => void {
  let controller: AbortController | null = null;
  let lastKey = '';
  const load = () => {
    const route = bus.getState('route');
    // The shell mounts before the root config publishes the first route: asking then would fetch the
    // page data twice on every cold load (the first request only to be cancelled by the route's).
    if (!route) return;
    const language = bus.getState('language');
    const key = seoPageKey(window.location.pathname, language, route.id);
    if (key === lastKey) return;
    // The served page's head is this page's already (the host wrote it by the same rules): keep it as is.
    const served = lastKey === '' && servedHeadKey() === key;
    lastKey = key;
    if (served) return;
    controller?.abort();
    const current = new AbortController();
    controller = current;
    const url = new URL(window.location.href);
    // A title that cannot be had soon (dictionaries stuck) must not hold back the rest of the head tags.
    const title = Promise.race([
      routeTitle(route.id, language).catch(() => null),
      new Promise<null>((resolve) => setTimeout(() => resolve(null), ROUTE_TITLE_WAIT_MS)),
    ]);
    Promise.all([
      http.get<unknown>(SEO_PAGE_DATA_PATH, { query: { path: url.pathname, lang: language }, signal: current.signal, auth: false }).then(seoPageDataAnswer),
      title,
    ])
      .then(([data, pageTitle]) => {
        if (current.signal.aborted) return;
        // The root config publishes error pages with their status among the route params.
        applyHeadTags(headTags(withPageTitle(data, pageTitle), url, DEFAULT_ROBOTS, Boolean(route.params.status)));
      })
      // A request a newer navigation cancelled is not a failure.
      .catch((error: unknown) => {
        if (!current.signal.aborted) onError(error);
      });
  };
  load();
  window.addEventListener('single-spa:routing-event', load);
  const offLanguage = bus.watchState('language', load);
  const offRoute = bus.watchState('route', load);
  return () => {
    controller?.abort();
    window.removeEventListener('single-spa:routing-event', load);
    offLanguage();
    offRoute();
  };
}
