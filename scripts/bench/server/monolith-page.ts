/**
 * The monolith's page, served by the same host process as Arena but for another host name
 * (monolith.localhost): root-config routes on location.pathname, so both pages must live at /ru/...
 * Same caching and precompression as Arena's index.html (cached-response.ts).
 */
import type { FastifyPluginAsync } from 'fastify';
import { cacheResponse, sendCached } from '../../../server/src/host/cached-response.ts';

export const MONOLITH_HOST = 'monolith.localhost';

export interface MonolithPageOptions {
  scriptUrl: string;
  stylesheetUrl: string | undefined;
}

export function renderMonolithHtml({ scriptUrl, stylesheetUrl }: MonolithPageOptions): string {
  return `<!doctype html>
<html lang="ru">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Arena — sports betting and casino</title>
<meta name="description" content="Sports betting, live odds and casino games.">
<link rel="icon" href="data:,">
${stylesheetUrl ? `<link rel="stylesheet" href="${stylesheetUrl}">\n` : ''}<script type="module" src="${scriptUrl}"></script>
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
  const constraints = { host: new RegExp(`^${MONOLITH_HOST.replace(/\./g, '\\.')}(:\\d+)?$`) };
  for (const url of ['/:lng', '/:lng/*']) {
    app.get(url, { constraints }, (request, reply) => sendCached(request, reply, page));
  }
};
