/**
 * index.html, generated from the import map being served: the SystemJS import map, the loader,
 * import-map-overrides (API-only build unless devtools are on) and preload links for the shared
 * libraries every page needs, so the browser fetches them in parallel instead of one by one.
 * The page has no inline script (the Content-Security-Policy allows none): each loader step is a
 * served file (browser/*.js). The head tags of the page (title, description, robots, canonical,
 * alternates, Open Graph, JSON-LD) come rendered by head-html.ts; everything else is the same for every page.
 */
import { encodeDisplaySettings, languageTag, textDirection, type DisplaySettingsValue } from '@arena/domain';
import { GENERIC_HEAD } from './head-html.ts';
import type { FirstPaintBundle } from './first-paint-bundle.ts';
import type { ImportMapDocument } from './importmap-validation.ts';

export interface LoaderUrls {
  systemjs: string;
  overridesApi: string;
  overridesFull: string;
  /** Picks the overrides build (devtools or API-only) before SystemJS loads. */
  overridesLoader: string;
  /** Drops overrides that point at an origin not in `scriptOrigins` before SystemJS reads the maps. */
  overridesGuard: string;
  /** System.import of the root config. */
  boot: string;
  /** Holds clicks on server-rendered buttons until their app has hydrated (issue 26). */
  earlyClicks: string;
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
 * The heaviest shared modules of the first paint, which boot.js runs one task each before it imports the
 * root config (issue 26, TBT): SystemJS runs a whole graph's module bodies in one task, and the root
 * config's was one of 100–180 ms at Lighthouse's 4× CPU. Split this way, Lighthouse /ru/ A/B ×4
 * interleaved: TBT 111–211 ms → 36–98 ms (bench/levers.md). Only those the served map names are given.
 */
export const EVALUATED_AHEAD = ['react-dom/client', 'i18next', '@arena/ui-kit'] as const;

/**
 * Every same-origin file the static import graph of `specifiers` reaches, in first-seen order: the
 * map's imports give each specifier's URL and the build's depcache each file's static imports (bare
 * specifiers or paths relative to the file). Preloading these lets the browser fetch the whole graph
 * at once instead of discovering it one loader step at a time.
 */
export function staticGraphOf(map: ImportMapDocument, specifiers: readonly string[]): readonly string[] {
  // Worked out once per served map and entry list (a map is never changed in place: an edit is a new one);
  // every page's head asks it, and it was ~2 % of the host thread under load.
  const known = graphs.get(map) ?? graphs.set(map, new Map()).get(map)!;
  const key = specifiers.join('\0');
  let graph = known.get(key);
  if (!graph) known.set(key, (graph = Object.freeze(walkGraph(map, specifiers))));
  return graph;
}

const graphs = new WeakMap<ImportMapDocument, Map<string, readonly string[]>>();

function walkGraph(map: ImportMapDocument, specifiers: readonly string[]): string[] {
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
  /** The page's language segment (`ua`): written as its language tag and direction (`lang="uk" dir="ltr"`). */
  lang?: string;
  /**
   * Origins besides this site that scripts may come from (the import map's and the developer override
   * origins; the CSP allows the same list). An override pointing elsewhere is dropped by the guard.
   */
  scriptOrigins?: readonly string[];
  /** `false` switches import-map-overrides off on the page (ARENA_OVERRIDE_ORIGINS=none). */
  overridesEnabled?: boolean;
  /** The map's version (deploy history, or a canary's label): the page's telemetry is tagged with it. */
  mapVersion?: string | null;
  /** The page's SEO head tags as HTML (head-html.ts); without them the generic title and description. */
  head?: string;
  /** The player's display settings from their cookie (display-cookie.ts): the page is drawn in them. */
  display?: DisplaySettingsValue | null;
  /**
   * The map's first-paint shared libraries as one file (first-paint-bundle.ts): preloaded instead of
   * each of its files, and run by boot.js before the root config is imported.
   */
  firstPaintBundle?: Pick<FirstPaintBundle, 'url' | 'integrity' | 'files'> | null;
  /** The host's server render of the page (issue 26): the frame's markup and the state it used. */
  serverPaint?: { html: string; boot: unknown; layout: string } | null;
}

/** JSON inside a script element: `<` escaped, so no string in it can close the element. */
export const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/** The frame root with the server's markup and the state it used (computed where the render ran: render-workers.ts). */
export function serverPaintRoot(paint: NonNullable<IndexHtmlInput['serverPaint']>): string {
  const [beforeBoot, afterBoot] = serverPaintRootAround(paint);
  return beforeBoot + scriptJson(paint.boot) + afterBoot;
}

/** serverPaintRoot before and after the boot state's JSON (a render worker writes that JSON as bytes: frozen-json.ts). */
export function serverPaintRootAround(paint: Pick<NonNullable<IndexHtmlInput['serverPaint']>, 'html' | 'layout'>): [string, string] {
  return [`<div id="arena-root" data-arena-ssr="" data-layout="${escapeAttr(paint.layout)}">${paint.html}</div>
<script type="application/json" id="arena-boot-state">`, '</script>'];
}

/**
 * The document up to and including `<body>`: everything but the page's markup. It depends only on the map,
 * the language, the head tags and whether the page is painted, so the host can send it before the server
 * render is done (the browser fetches the styles and preloads the scripts meanwhile).
 */
/**
 * `<html>`'s display attributes as the shell sets them (theme, view, font size), and the settings the page
 * was rendered in for the browser's hydration (`data-display`, read by ui-kit's useBusState).
 */
function displayAttributes(display: DisplaySettingsValue | null | undefined): string {
  if (!display) return '';
  return ` data-theme="${display.appTheme === 1 ? 'dark' : 'light'}" data-view="${display.appViewType === 1 ? 'asian' : 'european'}" style="--arena-font-size: ${display.appFontSize}px;" data-display="${escapeAttr(encodeDisplaySettings(display))}"`;
}

export function indexHtmlHead({ map, loader, stylesheets, app, inlineMap = false, preload = true, lang = 'ru', scriptOrigins = [], overridesEnabled = true, mapVersion = null, head = GENERIC_HEAD, display = null, firstPaintBundle = null }: IndexHtmlInput, painted: boolean): string {
  // `<` escaped so no URL in the map can close the script element.
  const importMap = inlineMap
    ? `<script type="systemjs-importmap">${JSON.stringify(map).replace(/</g, '\\u003c')}</script>`
    : '<script type="systemjs-importmap" src="/importmap.json"></script>';
  // Over a server render the page shows without any script: its preloads must not compete with the page's
  // own bytes (and Lighthouse counts high-priority scripts as render-blocking). Without one, they are the page.
  const priority = painted ? ' fetchpriority="low"' : '';
  const bundled = new Set(preload ? firstPaintBundle?.files : []);
  const preloads = (preload ? staticGraphOf(map, app ? [...PRELOADED_SPECIFIERS, app] : PRELOADED_SPECIFIERS) : [])
    .filter((url) => !bundled.has(url))
    .map((url) => `<link rel="preload" as="script" href="${escapeAttr(url)}"${integrityAttr(map, url)}${priority}>`);
  if (preload && firstPaintBundle) {
    preloads.unshift(`<link rel="preload" as="script" id="${FIRST_PAINT_BUNDLE_ID}" href="${escapeAttr(firstPaintBundle.url)}" integrity="${escapeAttr(firstPaintBundle.integrity)}"${priority}>`);
  }
  const preloadLinks = preloads.join('\n');
  // The click holder (early-clicks.js) blocks the parser, ahead of the stylesheets it loads beside: async, it
  // could run after the painted page took a click (a cold load lost about one price click in ten that way).
  // It is served minified (loader-files.ts, ~1.1 KB brotli) and arrives with the stylesheet the first paint waits for anyway.
  const overridesOff = overridesEnabled ? '' : '<meta name="import-map-overrides-domains" content="denylist:*">\n';
  return `<!doctype html>
<html lang="${escapeAttr(languageTag(lang))}" dir="${textDirection(lang)}"${displayAttributes(display)}>
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
${head}
<meta name="importmap-type" content="systemjs-importmap">
${overridesOff}${mapVersion ? `<meta name="arena-map-version" content="${escapeAttr(mapVersion)}">\n` : ''}<meta name="arena-script-origins" content="${escapeAttr(scriptOrigins.join(' '))}">
<link rel="icon" href="data:,">
${painted ? `<script src="${escapeAttr(loader.earlyClicks)}"></script>\n` : ''}${stylesheets.map((href) => `<link rel="stylesheet" href="${escapeAttr(href)}"${integrityAttr(map, href)}>`).join('\n')}
${importMap}
${painted ? deferredPreloads(preloadLinks) : preloadLinks}
${painted ? '' : loaderScripts(loader, map)}</head>
<body>
`;
}

/**
 * Over a server render the scripts' preloads wait for the first paint (issue 26, LCP): inert in a
 * `<template>`, boot.js puts them into the head once the painted page is on screen and only then starts
 * the loader. Preloads in the head finished downloading before the first paint on a fast link, and
 * Lighthouse's simulated LCP counts every request that finished before the LCP paint as needed for it:
 * the server-painted LCP element was scored as if it waited for ~20 of the app's modules over slow 4G
 * (simulated LCP 2.3–3.3 s against an observed LCP at first paint). Without a server render the
 * preloads are the page, and stay in the head.
 */
const deferredPreloads = (links: string) => (links ? `<template id="${DEFERRED_PRELOADS_ID}">\n${links}\n</template>` : '');

/** The ids boot.js looks for (server/src/host/browser/boot.js). */
const DEFERRED_PRELOADS_ID = 'arena-preloads';
const FIRST_PAINT_BUNDLE_ID = 'arena-first-paint-bundle';

// import-map-overrides' own switch: a domain list matching every host name turns it off entirely.
// The loader steps block the parser (overrides-loader.js uses document.write to stay in order). Over a
// server render they come after the markup, so the page paints without waiting for them. import-map-overrides
// and the override guard are loaded by the loader only in a browser that has overrides or the devtools.
const loaderScripts = (loader: LoaderUrls, map: ImportMapDocument) => `<script src="${escapeAttr(loader.overridesLoader)}" data-api="${escapeAttr(loader.overridesApi)}" data-full="${escapeAttr(loader.overridesFull)}" data-guard="${escapeAttr(loader.overridesGuard)}"></script>
<script src="${escapeAttr(loader.systemjs)}"></script>
<script src="${escapeAttr(loader.boot)}" data-evaluate-ahead="${escapeAttr(EVALUATED_AHEAD.filter((name) => map.imports[name]).join(' '))}" defer></script>
`;

/**
 * The rest of the document after `indexHtmlHead(input, painted)`: the frame (`paintedRoot`, serverPaintRoot's,
 * or empty for the browser to render) and, on a painted head, the loader steps after it.
 */
export function indexHtmlBody(input: Pick<IndexHtmlInput, 'loader' | 'map'>, painted: boolean, paintedRoot: string | null): string {
  return (paintedRoot ?? '<div id="arena-root"></div>') + indexHtmlAfterRoot(input, painted);
}

/** The document after its frame root (indexHtmlBody without it: a render worker gives the root as bytes). */
export function indexHtmlAfterRoot({ loader, map }: Pick<IndexHtmlInput, 'loader' | 'map'>, painted: boolean): string {
  return `
${painted ? loaderScripts(loader, map) : ''}
<import-map-overrides-full show-when-local-storage="devtools" dev-libs></import-map-overrides-full>
</body>
</html>
`;
}

export function renderIndexHtml(input: IndexHtmlInput): string {
  const painted = Boolean(input.serverPaint);
  return indexHtmlHead(input, painted) + indexHtmlBody(input, painted, input.serverPaint ? serverPaintRoot(input.serverPaint) : null);
}
