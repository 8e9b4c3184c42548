/**
 * What the host needs to know from the backend to answer a page request — and nothing more: whether a
 * page URL redirects (spec §2 redirects the backend's config and redirect table decide), its HTTP status (a
 * content URL with an unknown slug is a 404) and the languages the interface is written in. This is the
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

export type PageRedirect = Static<typeof PageRedirectSchema>;
export type PageFacts = Static<typeof PageFactsSchema>;

export interface SiteFacts {
  /** The redirect or status of a page path (no query string). */
  pageFacts(pathname: string): PageFacts | Promise<PageFacts>;
  /** The language segments that have an interface (a page under one gets its `<html lang dir>`). */
  interfaceLanguages(): readonly string[] | Promise<readonly string[]>;
}

/** The backend's HTTP form of the contract (GET; `path` is a query parameter of the first). */
export const SITE_FACTS_ROUTES = {
  pageFacts: '/site-api/page-facts',
  interfaceLanguages: '/site-api/interface-languages',
} as const;

/** The decorator name; the host part lists it in its plugin metadata (`decorators`). */
export const SITE_FACTS = 'siteFacts';

declare module 'fastify' {
  interface FastifyInstance {
    /** What the host asks the backend (platform/site-facts.ts): provided by the backend or by the remote-backend plugin. */
    siteFacts: SiteFacts;
  }
}
