/** The document around a server render (issue 26): the frame's markup in the root, the state it used as inert JSON. */
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loaderFiles } from './loader-files.ts';
import { renderIndexHtml } from './index-html.ts';

const loader = loaderFiles(resolve(import.meta.dirname, '..', '..', '..')).urls;
const map = { imports: { '@arena/root-config': '/dist/root-config/aaaaaaaaaaaa/index.js' } };

describe('index.html with a server render', () => {
  it('writes the frame into the root, marked for hydration, with the layout and the embedded state', () => {
    const html = renderIndexHtml({ map, loader, stylesheets: [], serverPaint: { html: '<div class="arena-frame">Линия</div>', boot: { language: 'ru' }, layout: 'main' } });
    expect(html).toContain('<div id="arena-root" data-arena-ssr="" data-layout="main"><div class="arena-frame">Линия</div></div>');
    expect(html).toContain('<script type="application/json" id="arena-boot-state">{"language":"ru"}</script>');
  });

  it('no text in the embedded state can close its script element', () => {
    const html = renderIndexHtml({ map, loader, stylesheets: [], serverPaint: { html: '', boot: { title: '</script><script>alert(1)</script>' }, layout: 'main' } });
    const state = html.slice(html.indexOf('id="arena-boot-state">'));
    expect(state).toContain('\\u003c/script>');
    // Up to the first closing tag is the whole state: nothing in it closed the element early.
    expect(JSON.parse(state.slice('id="arena-boot-state">'.length, state.indexOf('</script>')))).toEqual({ title: '</script><script>alert(1)</script>' });
  });

  it('without a server render the root is empty, as the browser fills it, and the loader runs from the head', () => {
    const html = renderIndexHtml({ map, loader, stylesheets: [] });
    expect(html).toContain('<div id="arena-root"></div>');
    expect(html.indexOf(loader.systemjs)).toBeLessThan(html.indexOf('</head>'));
  });

  it('over a server render the loader steps come after the markup, so the page paints without them', () => {
    const html = renderIndexHtml({ map, loader, stylesheets: [], serverPaint: { html: '<p>Линия</p>', boot: {}, layout: 'main' } });
    expect(html.indexOf(`<script src="${loader.systemjs}"></script>`)).toBeGreaterThan(html.indexOf('<p>Линия</p>'));
    expect(html.indexOf(loader.earlyClicks)).toBeLessThan(html.indexOf('</head>'));
  });

  it('over a server render the click holder runs before any markup can be clicked: a blocking script ahead of the stylesheets (async could run after a click on the painted page, which was then lost)', () => {
    const html = renderIndexHtml({ map, loader, stylesheets: ['/dist/shell/x/index.css'], serverPaint: { html: '<p>Линия</p>', boot: {}, layout: 'main' } });
    expect(html).toContain(`<script src="${loader.earlyClicks}"></script>`);
    expect(html.indexOf(loader.earlyClicks)).toBeLessThan(html.indexOf('/dist/shell/x/index.css'));
  });

  it('over a server render the script preloads ask for low priority: the painted page needs none of them to show, so they must not compete with it (nor count as render-blocking in Lighthouse)', () => {
    const painted = renderIndexHtml({ map, loader, stylesheets: [], serverPaint: { html: '<p>Линия</p>', boot: {}, layout: 'main' } });
    const preloads = painted.match(/<link rel="preload"[^>]*>/g) ?? [];
    expect(preloads.length).toBeGreaterThan(0);
    expect(preloads.filter((link) => link.includes('fetchpriority="low"'))).toEqual(preloads);
    const empty = renderIndexHtml({ map, loader, stylesheets: [] });
    expect(empty).not.toContain('fetchpriority="low"');
  });

  it('over a server render the script preloads wait, inert, for boot.js to start them after the first paint; without one they are in the head', () => {
    const painted = renderIndexHtml({ map, loader, stylesheets: [], serverPaint: { html: '<p>Линия</p>', boot: {}, layout: 'main' } });
    const template = /<template id="arena-preloads">([\s\S]*?)<\/template>/.exec(painted);
    expect(template?.[1]).toContain('<link rel="preload" as="script" href="/dist/root-config/aaaaaaaaaaaa/index.js"');
    // import-map-overrides is never preloaded: a player's browser does not load it (overrides-loader.js).
    expect(painted).not.toContain(`href="${loader.overridesApi}"`);
    expect(painted.replace(template![0], ''), 'no preload outside the template').not.toContain('rel="preload"');
    expect(painted.indexOf(template![0])).toBeLessThan(painted.indexOf('</head>'));

    const empty = renderIndexHtml({ map, loader, stylesheets: [] });
    expect(empty).not.toContain('<template');
    expect(empty.slice(0, empty.indexOf('</head>'))).toContain('<link rel="preload" as="script" href="/dist/root-config/aaaaaaaaaaaa/index.js"');
  });
});

describe('index.html: what boot.js runs ahead of the root config', () => {
  it("names the heaviest shared modules the served map has, painted or not, and none the map lacks (issue 26, TBT)", () => {
    const full = { imports: { ...map.imports, 'react-dom/client': '/dist/vendor/x/react-dom-client.js', i18next: '/dist/vendor/x/i18next.js', '@arena/ui-kit': '/dist/ui-kit/x/index.js' } };
    const bootTag = (html: string) => new RegExp(`<script src="${loader.boot}"[^>]*>`).exec(html)?.[0];
    for (const serverPaint of [{ html: '<p>Линия</p>', boot: {}, layout: 'main' }, null]) {
      expect(bootTag(renderIndexHtml({ map: full, loader, stylesheets: [], serverPaint }))).toContain('data-evaluate-ahead="react-dom/client i18next @arena/ui-kit"');
      expect(bootTag(renderIndexHtml({ map: { imports: { ...map.imports, i18next: '/dist/vendor/x/i18next.js' } }, loader, stylesheets: [], serverPaint }))).toContain('data-evaluate-ahead="i18next"');
    }
  });
});
