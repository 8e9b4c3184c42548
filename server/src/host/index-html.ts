/**
 * index.html, generated from the import map being served: the SystemJS import map, the loader,
 * import-map-overrides (API-only build unless devtools are on) and preload links for the shared
 * libraries every page needs, so the browser fetches them in parallel instead of one by one.
 */
import type { ImportMapDocument } from './importmap-validation.ts';

export interface LoaderUrls {
  systemjs: string;
  overridesApi: string;
  overridesFull: string;
}

/** Modules every page needs at once; their URLs come from the map being served. */
export const PRELOADED_SPECIFIERS = [
  '@arena/root-config',
  'single-spa',
  '@arena/shell',
  'react',
  'react/jsx-runtime',
  'react-dom/client',
  'single-spa-react',
  'rxjs',
  '@arena/event-bus',
  '@arena/ui-kit',
] as const;

const escapeAttr = (s: string) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

export interface IndexHtmlInput {
  map: ImportMapDocument;
  loader: LoaderUrls;
  stylesheets: readonly string[];
  lang?: string;
}

export function renderIndexHtml({ map, loader, stylesheets, lang = 'ru' }: IndexHtmlInput): string {
  const preloads = PRELOADED_SPECIFIERS.map((s) => map.imports[s])
    .filter((url): url is string => typeof url === 'string' && url.startsWith('/'))
    .map((url) => `<link rel="preload" as="script" href="${escapeAttr(url)}">`);
  // The devtools switch must be decided before SystemJS loads, so the override UI is written synchronously.
  const overridesLoader = `(function(){var full=false;try{if(new URLSearchParams(location.search).has('devtools'))localStorage.setItem('devtools','true');full=localStorage.getItem('devtools')!==null}catch(e){}document.write('<script src="'+(full?${JSON.stringify(loader.overridesFull)}:${JSON.stringify(loader.overridesApi)})+'"><\\/script>')})();`;
  return `<!doctype html>
<html lang="${escapeAttr(lang)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Arena — sports betting and casino</title>
<meta name="description" content="Sports betting, live odds and casino games.">
<meta name="importmap-type" content="systemjs-importmap">
<link rel="icon" href="data:,">
${stylesheets.map((href) => `<link rel="stylesheet" href="${escapeAttr(href)}">`).join('\n')}
<script type="systemjs-importmap" src="/importmap.json"></script>
${preloads.join('\n')}
<script>${overridesLoader}</script>
<script src="${escapeAttr(loader.systemjs)}"></script>
</head>
<body>
<div id="arena-root"></div>
<import-map-overrides-full show-when-local-storage="devtools" dev-libs></import-map-overrides-full>
<script>System.import('@arena/root-config').catch(function(e){console.error('Arena failed to start',e);document.getElementById('arena-root').textContent='The site could not start. Please refresh the page.';});</script>
</body>
</html>
`;
}
