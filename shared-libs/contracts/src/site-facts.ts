/**
 * The site facts (server/src/platform/site-facts.ts): what the host asks the backend to answer a page request
 * when the two run apart (GET /site-api/page-facts, /site-api/page-head, /site-api/interface-languages). The
 * host checks the answers with these same schemas (server/src/host/remote-backend.ts).
 */
import { Type } from 'typebox';
import { SeoPageData } from './seo.ts';

const PagePath = Type.String({ pattern: '^/', maxLength: 2048 });
const Lang = Type.String({ pattern: '^[a-z]{2}$' });

export const PageRedirect = Type.Object({ location: PagePath, status: Type.Union([Type.Literal(301), Type.Literal(302)]) }, { additionalProperties: false });

export const PageFacts = Type.Object(
  {
    /** The status the page answers with when it does not redirect: 200, or 404 for an unknown content slug. */
    status: Type.Integer({ minimum: 200, maximum: 599 }),
    redirect: Type.Union([PageRedirect, Type.Null()]),
  },
  { additionalProperties: false },
);

/** The language segments that have an interface. */
export const InterfaceLanguagesAnswer = Type.Object({ languages: Type.Array(Lang, { maxItems: 100 }) }, { additionalProperties: false });

export const PageHead = Type.Object(
  {
    /** The page's redirect and status, as pageFacts answers them: one lookup serves a page load. */
    facts: PageFacts,
    /** The route the page shows (the route table's match; `error-404` when none matches). */
    routeId: Type.String({ maxLength: 200 }),
    /** That route's title in the page language (the `titles` dictionary), null when it has none. */
    routeTitle: Type.Union([Type.String({ maxLength: 2000 }), Type.Null()]),
    seo: SeoPageData,
  },
  { additionalProperties: false },
);

/** A page path without its query string. */
export const PageFactsQuery = Type.Object({ path: PagePath });
/** `lang`: an interface language; `origin`: what the absolute URLs of the head (JSON-LD) start with. */
export const PageHeadQuery = Type.Object({ path: PagePath, lang: Lang, origin: Type.String({ pattern: '^https?://[^/?#\\s]+$', maxLength: 300 }) });
