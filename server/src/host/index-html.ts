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

/**
 * Every same-origin file the static import graph of `specifiers` reaches, in first-seen order: the
 * map's imports give each specifier's URL and the build's depcache each file's static imports (bare
 * specifiers or paths relative to the file). Preloading these lets the browser fetch the whole graph
 * at once instead of discovering it one loader step at a time.
 */
export function staticGraphOf(map: ImportMapDocument, specifiers: readonly string[]): string[] {
  const seen = new Set<string>();
  const visit = (specifier: string, parentUrl: string | undefined) => {
    const url = specifier.startsWith('./') || specifier.startsWith('../')
      ? parentUrl && new URL(specifier, `http://host${parentUrl}`).pathname
      : map.imports[specifier];
    if (typeof url !== 'string' || !url.startsWith('/') || url.startsWith('//') || seen.has(url)) return;
    seen.add(url);
    for (const dep of map.depcache?.[url] ?? []) visit(dep, url);
  };
  for (const specifier of specifiers) visit(specifier, undefined);
  return [...seen];
}

const escapeAttr = (s: string) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
/**
 * The map's Subresource Integrity digest as an attribute: a preload must carry the same integrity as
 * the script SystemJS later creates, or the browser cannot reuse it (and would fetch the file twice).
 */
const integrityAttr = (map: ImportMapDocument, url: string) => (map.integrity?.[url] ? ` integrity="${escapeAttr(map.integrity[url]!)}"` : '');

export interface IndexHtmlInput {
  map: ImportMapDocument;
  loader: LoaderUrls;
  stylesheets: readonly string[];
  /**
   * Write the map into the page instead of referencing /importmap.json: SystemJS can resolve the root
   * config without one more round trip. The map still comes from the store, so an edit reaches the
   * next page load (index.html is `no-cache` + ETag).
   */
  inlineMap?: boolean;
  /** `false` leaves every module to the loader (the benchmark measures what preloading is worth). */
  preload?: boolean;
  /** The area app the requested URL mounts (from the route table), so its files are preloaded too. */
  app?: string | null;
  lang?: string;
}

export function renderIndexHtml({ map, loader, stylesheets, app, inlineMap = false, preload = true, lang = 'ru' }: IndexHtmlInput): string {
  // `<` escaped so no URL in the map can close the script element.
  const importMap = inlineMap
    ? `<script type="systemjs-importmap">${JSON.stringify(map).replace(/</g, '\\u003c')}</script>`
    : '<script type="systemjs-importmap" src="/importmap.json"></script>';
  const preloads = (preload ? staticGraphOf(map, app ? [...PRELOADED_SPECIFIERS, app] : PRELOADED_SPECIFIERS) : [])
    .map((url) => `<link rel="preload" as="script" href="${escapeAttr(url)}"${integrityAttr(map, url)}>`);
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
${stylesheets.map((href) => `<link rel="stylesheet" href="${escapeAttr(href)}"${integrityAttr(map, href)}>`).join('\n')}
${importMap}
${preload ? `<link rel="preload" as="script" href="${escapeAttr(loader.overridesApi)}">\n` : ''}${preloads.join('\n')}
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
