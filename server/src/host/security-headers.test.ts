import { resolve } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { loaderFiles } from './loader-files.ts';
import { renderIndexHtml } from './index-html.ts';
import { contentSecurityPolicyDirectives, HSTS_VALUE, securityHeadersPlugin, type SecurityHeadersOptions } from './security-headers.ts';

const root = resolve(import.meta.dirname, '..', '..', '..');
const loader = loaderFiles(root).urls;
const map = { imports: { '@arena/root-config': '/dist/root-config/aaaaaaaaaaaa/index.js' } };
let app: FastifyInstance;

/** The security headers plus the routes they must cover: the page, a JSON answer, an error, a 404. */
async function start(options: Partial<SecurityHeadersOptions> = {}, trustProxy = false) {
  app = Fastify({ logger: false, trustProxy: trustProxy ? '127.0.0.1' : false });
  const settings: SecurityHeadersOptions = { importMapOrigins: [], overrideOrigins: ['http://localhost:*', 'http://127.0.0.1:*'], cors: false, ...options };
  await app.register(securityHeadersPlugin, settings);
  app.get('/ru/', async (_request, reply) => reply.type('text/html').send(renderIndexHtml({ map, loader, stylesheets: [], scriptOrigins: [...settings.importMapOrigins, ...settings.overrideOrigins] })));
  app.get('/web-api/x', async () => ({ ok: true }));
  app.get('/dist/shell/aaaaaaaaaaaa/index.js', async (_request, reply) => reply.type('application/javascript').send('System.register([],function(){return{}})'));
  app.get('/boom', async () => {
    throw new Error('boom');
  });
  await app.ready();
}

const cspOf = (headers: Record<string, unknown>) => {
  const directives = new Map<string, string[]>();
  for (const part of String(headers['content-security-policy'] ?? '').split(';')) {
    const [name, ...values] = part.trim().split(/\s+/);
    if (name) directives.set(name, values);
  }
  return directives;
};

afterEach(async () => app?.close());

describe('security headers (issue 16, finding 7)', () => {
  it('every response carries the CSP, frame-ancestors + X-Frame-Options, Referrer-Policy and nosniff: page, API, 500 and 404', async () => {
    await start();
    for (const url of ['/ru/', '/web-api/x', '/boom', '/nothing-here']) {
      const res = await app.inject(url);
      expect(res.headers['content-security-policy'], url).toBeTruthy();
      expect(cspOf(res.headers).get('frame-ancestors'), url).toEqual(["'none'"]);
      expect(res.headers['x-frame-options'], url).toBe('DENY');
      expect(res.headers['referrer-policy'], url).toBe('strict-origin-when-cross-origin');
      expect(res.headers['x-content-type-options'], url).toBe('nosniff');
    }
  });

  it("script-src has no 'unsafe-inline', 'unsafe-eval' or wildcard: the site, the import map's origins and the override origins only", async () => {
    await start({ importMapOrigins: ['https://cdn.example.com'], overrideOrigins: ['http://127.0.0.1:9001'] });
    const csp = cspOf((await app.inject('/ru/')).headers);
    expect(csp.get('script-src')).toEqual(["'self'", 'https://cdn.example.com', 'http://127.0.0.1:9001']);
    expect(csp.get('script-src-attr')).toEqual(["'none'"]);
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(csp.get('base-uri')).toEqual(["'none'"]);
    expect(csp.get('img-src')).toEqual(["'self'", 'data:']);
    expect(csp.get('connect-src')).toEqual(["'self'", 'http://127.0.0.1:9001']);
    for (const directive of ['script-src', 'default-src']) {
      expect(csp.get(directive)!.join(' '), directive).not.toMatch(/unsafe-inline|unsafe-eval|(^| )\*( |$)/);
    }
  });

  it('the page has no inline script (nothing a CSP without a nonce would refuse): every executable <script> has a same-origin src', async () => {
    await start();
    const html = (await app.inject('/ru/')).body;
    const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)];
    expect(scripts.length).toBeGreaterThan(3);
    for (const [, attributes, body] of scripts) {
      if (/type="systemjs-importmap"/.test(attributes!)) continue; // data, not executed by the browser
      expect(body!.trim(), attributes).toBe('');
      expect(attributes).toMatch(/ src="\/loader\//);
    }
    expect(html).not.toMatch(/ on[a-z]+=/i);
    // The loader steps the page names are served, as JavaScript.
    for (const url of [loader.overridesLoader, loader.boot]) {
      expect(html).toContain(`src="${url}"`);
      expect(loaderFiles(root).get(url)?.body.contentType).toContain('javascript');
    }
    // The guard is loaded by the overrides loader, in a browser that has overrides.
    expect(html).toContain(`data-guard="${loader.overridesGuard}"`);
    expect(loaderFiles(root).get(loader.overridesGuard)?.body.contentType).toContain('javascript');
  });

  it('the page lists the allowed script origins for the override guard, and switches overrides off when none are configured', async () => {
    await start({ importMapOrigins: ['https://cdn.example.com'] });
    const html = (await app.inject('/ru/')).body;
    expect(html).toContain('<meta name="arena-script-origins" content="https://cdn.example.com http://localhost:* http://127.0.0.1:*">');
    expect(html).not.toContain('import-map-overrides-domains');
    const off = renderIndexHtml({ map, loader, stylesheets: [], overridesEnabled: false });
    expect(off).toContain('<meta name="import-map-overrides-domains" content="denylist:*">');
  });

  it('HSTS only when the request came over HTTPS (a trusted proxy said so), never over plain HTTP', async () => {
    await start({}, true);
    expect((await app.inject('/ru/')).headers['strict-transport-security']).toBeUndefined();
    const https = await app.inject({ url: '/ru/', headers: { 'x-forwarded-proto': 'https' } });
    expect(https.headers['strict-transport-security']).toBe(HSTS_VALUE);
    await app.close();
    // Without a trusted proxy a client cannot claim HTTPS by header.
    await start({}, false);
    expect((await app.inject({ url: '/ru/', headers: { 'x-forwarded-proto': 'https' } })).headers['strict-transport-security']).toBeUndefined();
  });

  it('a configured origin that is not a plain origin (a keyword, a bare *, a path) is refused at startup', () => {
    const base = { importMapOrigins: [], overrideOrigins: [], cors: false };
    for (const bad of ["'unsafe-inline'", '*', 'https://cdn.example.com/path', 'cdn.example.com', 'http://a b']) {
      expect(() => contentSecurityPolicyDirectives({ ...base, overrideOrigins: [bad] }), bad).toThrow(/ARENA_OVERRIDE_ORIGINS/);
    }
    expect(contentSecurityPolicyDirectives({ ...base, importMapOrigins: ['https://*.cdn.example.com/'] })['script-src']).toEqual(["'self'", 'https://*.cdn.example.com']);
  });

  it("styles may be inline (the apps render <style> elements), scripts never: 'unsafe-inline' only in style-src", async () => {
    await start();
    const csp = cspOf((await app.inject('/ru/')).headers);
    expect(csp.get('style-src')).toContain("'unsafe-inline'");
    const withInline = [...csp].filter(([, values]) => values.includes("'unsafe-inline'")).map(([name]) => name);
    expect(withInline).toEqual(['style-src']);
  });
});

describe('headers of built files (issue 26)', () => {
  it('a built script keeps nosniff and its resource policy, without the document-only headers', async () => {
    await start();
    const file = await app.inject('/dist/shell/aaaaaaaaaaaa/index.js');
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    expect(file.headers['cross-origin-resource-policy']).toBe('same-origin');
    for (const header of ['content-security-policy', 'x-frame-options', 'referrer-policy', 'cross-origin-opener-policy']) expect(file.headers[header], header).toBeUndefined();
    const page = await app.inject('/ru/');
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    expect(page.headers['x-frame-options']).toBe('DENY');
  });
});
