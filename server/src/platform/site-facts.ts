/**
 * What the host needs to know from the backend to answer a page request — and nothing more: whether a
 * page URL redirects (spec §2 redirects the backend's config and redirect table decide), its HTTP status (a
 * content URL with an unknown slug is a 404), the languages the interface is written in and what the
 * page's head says (its SEO page data and the title of the route it shows). This is the
 * contract between the two parts: in one process the backend plugin provides it as the `siteFacts`
 * decorator; when apart the host asks the backend's /site-api/ endpoints (host/remote-backend.ts), whose
 * answers have the schemas below. Neither part imports the other: both import this file.
 */
import { Type, type Static } from 'typebox';

export const PageRedirectSchema = Type.Object(
  { location: Type.String({ pattern: '^/', maxLength: 2048 }), status: Type.Union([Type.Literal(301), Type.Literal(302)]) },
  { additionalProperties: false },
);

export const PageFactsSchema = Type.Object(
  {
    /** The status the page answers with when it does not redirect: 200, or 404 for an unknown content slug. */
    status: Type.Integer({ minimum: 200, maximum: 599 }),
    redirect: Type.Union([PageRedirectSchema, Type.Null()]),
  },
  { additionalProperties: false },
);

export const InterfaceLanguagesSchema = Type.Object(
  { languages: Type.Array(Type.String({ pattern: '^[a-z]{2}$' }), { maxItems: 100 }) },
  { additionalProperties: false },
);

const MetaSchema = Type.Object({ name: Type.String({ maxLength: 200 }), content: Type.String({ maxLength: 10_000 }) });

/** SeoPageData (@arena/domain, spec §3) as the backend answers it. */
export const SeoPageDataSchema = Type.Object({
  title: Type.String({ maxLength: 2000 }),
  description: Type.String({ maxLength: 10_000 }),
  siteName: Type.String({ maxLength: 500 }),
  metaRobots: Type.String({ maxLength: 500 }),
  hierarchyMetaRobots: Type.String({ maxLength: 500 }),
  metas: Type.Array(MetaSchema, { maxItems: 100 }),
  customCanonical: Type.Union([
    Type.Object({ mode: Type.Union([Type.Literal('url'), Type.Literal('mirror')]), targetUrl: Type.String({ maxLength: 2048 }), domain: Type.String({ maxLength: 253 }) }),
    Type.Null(),
  ]),
  content: Type.Object({ html: Type.String(), styles: Type.String() }),
  alternates: Type.Optional(Type.Array(Type.Object({ lang: Type.String({ maxLength: 20 }), path: Type.String({ pattern: '^/', maxLength: 2048 }) }), { maxItems: 100 })),
  jsonLd: Type.Optional(Type.Array(Type.String({ maxLength: 100_000 }), { maxItems: 20 })),
  status: Type.Optional(Type.Integer({ minimum: 200, maximum: 599 })),
});

export const PageHeadSchema = Type.Object(
  {
    /** The page's redirect and status, as pageFacts answers them: one lookup serves a page load. */
    facts: PageFactsSchema,
    /** The route the page shows (the route table's match; `error-404` when none matches). */
    routeId: Type.String({ maxLength: 200 }),
    /** That route's title in the page language (the `titles` dictionary), null when it has none. */
    routeTitle: Type.Union([Type.String({ maxLength: 2000 }), Type.Null()]),
    seo: SeoPageDataSchema,
  },
  { additionalProperties: false },
);

export type PageRedirect = Static<typeof PageRedirectSchema>;
export type PageHead = Static<typeof PageHeadSchema>;
export type PageFacts = Static<typeof PageFactsSchema>;

export interface SiteFacts {
  /** The redirect or status of a page path (no query string). */
  pageFacts(pathname: string): PageFacts | Promise<PageFacts>;
  /** The language segments that have an interface (a page under one gets its `<html lang dir>`). */
  interfaceLanguages(): readonly string[] | Promise<readonly string[]>;
  /**
   * Everything a page load needs in one lookup: the path's facts (as pageFacts) and what its head says in
   * `lang` (an interface language) — its SEO data, with the absolute URLs inside it (JSON-LD) on `origin`,
   * and the title of the route it shows.
   */
  pageHead(pathname: string, lang: string, origin: string): PageHead | Promise<PageHead>;
}

/** The backend's HTTP form of the contract (GET; `path` (and for the head `lang` and `origin`) are query parameters). */
export const SITE_FACTS_ROUTES = {
  pageFacts: '/site-api/page-facts',
  interfaceLanguages: '/site-api/interface-languages',
  pageHead: '/site-api/page-head',
} as const;

/** The decorator name; the host part lists it in its plugin metadata (`decorators`). */
export const SITE_FACTS = 'siteFacts';

declare module 'fastify' {
  interface FastifyInstance {
    /** What the host asks the backend (platform/site-facts.ts): provided by the backend or by the remote-backend plugin. */
    siteFacts: SiteFacts;
  }
}
