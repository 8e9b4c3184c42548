/**
 * Security headers on every response of the server (pages, builds, API answers, error pages), set by
 * @fastify/helmet in an onRequest hook so even a 404 or a 500 carries them:
 *
 * - Content-Security-Policy without 'unsafe-inline' or 'unsafe-eval' for scripts: index.html has no
 *   inline script at all (its loader steps are served files, see browser-scripts.ts), so no nonce is
 *   needed and the cached, precompressed page stays valid for every request. Scripts may come from
 *   this site, the import map's configured origins (ARENA_IMPORTMAP_ORIGINS, e.g. a CDN) and the
 *   developer override origins (ARENA_OVERRIDE_ORIGINS, local servers by default). 'strict-dynamic' is
 *   deliberately not used: SystemJS and import-map-overrides insert <script> elements, and with
 *   'strict-dynamic' those would be trusted from any origin, which is exactly what must not happen.
 * - frame-ancestors 'none' + X-Frame-Options DENY (no clickjacking), Referrer-Policy
 *   strict-origin-when-cross-origin, X-Content-Type-Options nosniff, and Strict-Transport-Security
 *   only when the request really came over HTTPS (request.protocol honours trustProxy settings), so a
 *   plain-HTTP local run never pins a browser to HTTPS.
 */
import fastifyHelmet from '@fastify/helmet';
import fp from 'fastify-plugin';
import type { FastifyPluginAsync } from 'fastify';

export interface SecurityHeadersOptions {
  /** Origins the import map may point at (env.allowedOrigins). */
  importMapOrigins: readonly string[];
  /** Origins developer overrides may load from (env.overrideOrigins); empty when overrides are off. */
  overrideOrigins: readonly string[];
  /** Built files are served to other origins' pages (ARENA_CORS=1, developer overrides). */
  cors: boolean;
}

export const HSTS_VALUE = 'max-age=31536000; includeSubDomains';

/**
 * A CSP source expression for one origin: scheme, host (optionally `*.` + domain) and an optional port
 * or `*`, nothing else (no path, no quotes, no spaces), so a configured value can never widen the
 * policy by smuggling in a keyword such as 'unsafe-inline' or a bare `*`.
 */
const ORIGIN_SOURCE = /^https?:\/\/(\*\.)?[a-z0-9-]+(\.[a-z0-9-]+)*(:(\d{1,5}|\*))?$/i;

export function checkOriginSources(name: string, origins: readonly string[]): string[] {
  return origins.map((origin) => {
    const trimmed = origin.replace(/\/+$/, '');
    if (!ORIGIN_SOURCE.test(trimmed)) {
      throw new Error(`${name}: "${origin}" is not an origin such as https://cdn.example.com or http://localhost:*`);
    }
    return trimmed;
  });
}

export function contentSecurityPolicyDirectives(options: SecurityHeadersOptions): Record<string, string[]> {
  const importMapOrigins = checkOriginSources('ARENA_IMPORTMAP_ORIGINS', options.importMapOrigins);
  const overrideOrigins = checkOriginSources('ARENA_OVERRIDE_ORIGINS', options.overrideOrigins);
  // Code and an app's own stylesheet (the auth app links index.css next to its module) come from the
  // same places: this site, the import map's origins, and a developer's override server.
  const codeOrigins = ["'self'", ...new Set([...importMapOrigins, ...overrideOrigins])];
  return {
    'default-src': ["'self'"],
    'script-src': codeOrigins,
    // No onclick="..." or javascript: handlers anywhere: React attaches listeners from script.
    'script-src-attr': ["'none'"],
    // Inline <style> is allowed (never inline script): the betting and office apps render their CSS as
    // React <style> elements and the ?devtools panel adds one to its shadow root. CSS cannot run code;
    // moving those styles into the apps' stylesheets would let this drop 'unsafe-inline' too.
    'style-src': [...codeOrigins, "'unsafe-inline'"],
    'img-src': ["'self'", 'data:'],
    'font-src': ["'self'", 'data:'],
    // SystemJS fetches external override maps from a developer's server; everything else is this site.
    'connect-src': ["'self'", ...overrideOrigins],
    'worker-src': ["'self'"],
    'manifest-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'none'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
}

const securityHeaders: FastifyPluginAsync<SecurityHeadersOptions> = async (app, options) => {
  await app.register(fastifyHelmet, {
    global: true,
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicyDirectives(options) },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    // Set below, per request: only a response that came over HTTPS may pin the browser to HTTPS.
    strictTransportSecurity: false,
    // The site opens no cross-origin popups that need a handle back to it.
    crossOriginOpenerPolicy: { policy: 'same-origin' },
    // Other origins' pages load our builds only when CORS is on (developer overrides of this host).
    crossOriginResourcePolicy: { policy: options.cors ? 'cross-origin' : 'same-origin' },
    crossOriginEmbedderPolicy: false,
  });
  app.addHook('onRequest', async (request, reply) => {
    if (request.protocol === 'https') reply.header('Strict-Transport-Security', HSTS_VALUE);
  });
  // A script or stylesheet is never a document: headers that only govern a document (its CSP, framing,
  // referrer, opener, agent cluster…) are bytes on every one of a page's ~40 files for nothing (issue 26).
  // nosniff and the resource policy stay: they are what protects a file.
  app.addHook('onSend', async (request, reply, payload) => {
    if (!IMMUTABLE_FILES.test(request.url)) return payload;
    for (const header of DOCUMENT_ONLY_HEADERS) reply.removeHeader(header);
    return payload;
  });
};

/** Built files and loader steps: immutable, never documents. */
const IMMUTABLE_FILES = /^\/(dist|loader)\//;
export const DOCUMENT_ONLY_HEADERS = [
  'content-security-policy',
  'x-frame-options',
  'referrer-policy',
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
] as const;

/** Not encapsulated: the headers belong to every route of the server, the not-found handler included. */
export const SECURITY_HEADERS_PLUGIN = 'arena-security-headers';
export const securityHeadersPlugin = fp(securityHeaders, { name: SECURITY_HEADERS_PLUGIN });
