/**
 * The rivals' pages (the monolith, the route-split SPA), served by the same host process as Arena but
 * each for its own host name (monolith.localhost, spa.localhost): root-config routes on
 * location.pathname, so every page must live at /ru/... Same caching and precompression as Arena's
 * index.html (cached-response.ts).
 */
import type { FastifyPluginAsync } from 'fastify';
import { cacheResponse, sendCached } from '../../../server/src/host/cached-response.ts';

export const MONOLITH_HOST = 'monolith.localhost';
export const SPA_HOST = 'spa.localhost';

export interface MonolithPageOptions {
  scriptUrl: string;
  stylesheetUrl: string | undefined;
  /** Further stylesheets (the SPA's chunks' CSS). */
  moreStylesheetUrls?: readonly string[];
  /** Modules the page preloads (the SPA entry's static chunks). */
  modulePreloadUrls?: readonly string[];
  /** Host name the page answers; the monolith's by default. */
  host?: string;
}

export function renderMonolithHtml({ scriptUrl, stylesheetUrl, moreStylesheetUrls = [], modulePreloadUrls = [] }: MonolithPageOptions): string {
  const links = [...(stylesheetUrl ? [stylesheetUrl] : []), ...moreStylesheetUrls].map((href) => `<link rel="stylesheet" href="${href}">\n`).join('') + modulePreloadUrls.map((href) => `<link rel="modulepreload" href="${href}">\n`).join('');
  return `<!doctype html>
<html lang="ru">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Arena — sports betting and casino</title>
<meta name="description" content="Sports betting, live odds and casino games.">
<link rel="icon" href="data:,">
${links}<script type="module" src="${scriptUrl}"></script>
</head>
<body>
<div id="arena-root"></div>
</body>
</html>
`;
}

export const monolithPagePlugin: FastifyPluginAsync<MonolithPageOptions> = async (app, options) => {
  const page = cacheResponse(renderMonolithHtml(options), 'text/html; charset=utf-8');
  // Only requests for the monolith host name take these routes; every other host gets Arena's page.
  const constraints = { host: new RegExp(`^${(options.host ?? MONOLITH_HOST).replace(/\./g, '\\.')}(:\\d+)?$`) };
  for (const url of ['/:lng', '/:lng/*']) {
    app.get(url, { constraints }, (request, reply) => sendCached(request, reply, page));
  }
};
