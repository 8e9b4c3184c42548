/**
 * What the host needs to know from the backend to answer a page request — and nothing more: whether a
 * page URL redirects (spec §2 redirects the backend's config and redirect table decide), its HTTP status (a
 * content URL with an unknown slug is a 404), the languages the interface is written in and what the
 * page's head says (its SEO page data and the title of the route it shows). This is the
 * contract between the two parts: in one process the backend plugin provides it as the `siteFacts`
 * decorator; when apart the host asks the backend's /site-api/ endpoints (host/remote-backend.ts), whose
 * answers have the schemas of @arena/contracts site-facts.ts. Neither part imports the other: both import this file.
 */
import type * as Wire from '@arena/contracts';
import type { Static } from '@arena/contracts';

/** The schemas are @arena/contracts site-facts.ts: the backend answers and the host checks with them. */
export type PageRedirect = Static<typeof Wire.PageRedirect>;
export type PageHead = Static<typeof Wire.PageHead>;
export type PageFacts = Static<typeof Wire.PageFacts>;

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
