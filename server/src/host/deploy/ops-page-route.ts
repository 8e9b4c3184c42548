/**
 * GET /ops/: the operator page's HTML around the newest ops-page build (the ops/ workspace, built by
 * scripts/build/ops-page.ts into dist/ops-page/<hash>/). The host holds none of the page's code, only
 * this document. Served only with the ops API (operator tokens configured). The page itself is public
 * markup: every piece of data comes through /ops-api with the operator's token.
 */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { languageTag, segmentOfTag, textDirection } from '@arena/domain';
import { TEXT_LANGUAGES } from '../../platform/messages.ts';
import { readBuildRecord } from '../build-records.ts';
import { cacheResponse, sendCached, type CachedResponse } from '../cached-response.ts';

const DIST_NAME = 'ops-page';
/** A version folder as the build names it (its content hash); anything else in dist/ops-page/ is not read. */
const BUILD_FOLDER = /^[0-9a-f]{12}$/;

interface OpsPageBuild {
  urlBase: string;
  integrity: Record<string, string>;
  builtAt: string;
}

/** The newest build of the page in dist/ops-page/, or null before the first `npm run build`. */
export function newestOpsPageBuild(distRoot: string): OpsPageBuild | null {
  let versions: string[];
  try {
    versions = readdirSync(join(distRoot, DIST_NAME), { withFileTypes: true }).filter((d) => d.isDirectory() && BUILD_FOLDER.test(d.name)).map((d) => d.name);
  } catch {
    return null;
  }
  const builds = versions.flatMap((version) => {
    const read = readBuildRecord(distRoot, DIST_NAME, version);
    return read.ok ? [{ urlBase: `/dist/${DIST_NAME}/${version}/`, integrity: read.record.integrity, builtAt: read.record.builtAt }] : [];
  });
  return builds.sort((a, b) => (a.builtAt < b.builtAt ? 1 : -1))[0] ?? null;
}

const escapeAttr = (s: string) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** A page of the ops bundle: its path, its entry (index.js / .css of the build) and its title. */
export interface OpsPage {
  path: string;
  entry: string;
  title: string;
}

export const OPS_PAGE: OpsPage = { path: '/ops/', entry: 'index', title: 'Arena ops' };
/** The support agents' console (server/src/api/support/README.md, "Chat"): the same bundle, its own entry. */
export const SUPPORT_CONSOLE_PAGE: OpsPage = { path: '/support-console/', entry: 'support-console', title: 'Arena support' };

export function renderOpsPage(build: OpsPageBuild, lang: string, page: OpsPage = OPS_PAGE): string {
  const integrity = (file: string) => (build.integrity[file] ? ` integrity="${escapeAttr(build.integrity[file]!)}"` : '');
  const cssFile = `${page.entry}.css`;
  const css = build.integrity[cssFile] !== undefined ? `<link rel="stylesheet" href="${build.urlBase}${cssFile}"${integrity(cssFile)}>\n` : '';
  // lang is the BCP 47 tag (ua → uk, kz → kk), data-language the site code the bundle asks its dictionary in.
  return `<!doctype html>
<html lang="${escapeAttr(languageTag(lang))}" dir="${textDirection(lang)}" data-language="${escapeAttr(lang)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeAttr(page.title)}</title>
<link rel="icon" href="data:,">
${css}<script type="module" src="${build.urlBase}${page.entry}.js"${integrity(`${page.entry}.js`)}></script>
</head>
<body>
<div id="ops-root"></div>
</body>
</html>
`;
}

const isPageLanguage = (code: string) => (TEXT_LANGUAGES as readonly string[]).includes(code);

/** Accept-Language's tags, most preferred first (q=0 means "not this one"; equal weights keep their order). */
function acceptedCodes(header: string): string[] {
  return header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.split(';');
      const q = params.map((p) => /^\s*q=([\d.]+)\s*$/i.exec(p)?.[1]).find((v) => v !== undefined);
      return { code: segmentOfTag(tag), q: q === undefined ? 1 : Number(q), index };
    })
    .filter((entry) => entry.code && entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index)
    .map((entry) => entry.code);
}

/**
 * The page language, one of the six interface languages (site codes: ru, en, ua, kz, az, ar): ?lang=,
 * else the browser's most preferred of them (Accept-Language), else Russian (the site's default).
 */
function pageLanguage(request: FastifyRequest): string {
  const query = (request.query ?? {}) as Record<string, unknown>;
  const asked = typeof query['lang'] === 'string' ? segmentOfTag(query['lang']) : '';
  if (isPageLanguage(asked)) return asked;
  return acceptedCodes(String(request.headers['accept-language'] ?? '')).find(isPageLanguage) ?? 'ru';
}

export function registerOpsPage(app: FastifyInstance, distRoot: string, opsPage: OpsPage = OPS_PAGE): void {
  const pages = new Map<string, CachedResponse>();
  let servedBuild: string | null = null;
  app.get(opsPage.path.replace(/\/$/, ''), (_request, reply) => reply.redirect(opsPage.path, 301));
  app.get(opsPage.path, (request, reply) => {
    const build = newestOpsPageBuild(distRoot);
    if (!build) return reply.code(503).type('text/plain; charset=utf-8').send('The operator page is not built yet: run `npm run build`.');
    if (build.urlBase !== servedBuild) {
      pages.clear();
      servedBuild = build.urlBase;
    }
    const lang = pageLanguage(request);
    let page = pages.get(lang);
    if (!page) {
      page = cacheResponse(renderOpsPage(build, lang, opsPage), 'text/html; charset=utf-8');
      pages.set(lang, page);
    }
    return sendCached(request, reply, page);
  });
}
