/**
 * The host's way to a backend that runs in another process (ARENA_API_URL): it provides the `siteFacts`
 * decorator by asking the backend's /site-api/ endpoints (answers checked against the schemas of
 * platform/site-facts.ts), and forwards every backend path (platform/backend-paths.ts) with
 * @fastify/http-proxy, so the browser still talks to one origin. The client's address, host and protocol
 * travel as X-Forwarded-* headers: the backend believes them when ARENA_TRUSTED_PROXIES names this host.
 * The live feed is not forwarded stream by stream: the host holds one upstream subscription and fans it
 * out to its own clients (live-relay.ts).
 */
import httpProxy from '@fastify/http-proxy';
import fp from 'fastify-plugin';
import type { IncomingHttpHeaders } from 'node:http';
import type { FastifyRequest } from 'fastify';
import type { TSchema, Static } from 'typebox';
import { Value } from 'typebox/value';
import { liveRelayRoute } from './live-relay-route.ts';
import { BACKEND_PREFIXES } from '../platform/backend-paths.ts';
import { PLATFORM_PLUGIN } from '../platform/platform-plugin.ts';
import { InterfaceLanguagesAnswer, PageFacts, PageHead } from '@arena/contracts';
import { SITE_FACTS, SITE_FACTS_ROUTES, type SiteFacts } from '../platform/site-facts.ts';

export interface RemoteBackendOptions {
  /** The backend's base URL, e.g. http://127.0.0.1:8081 (ARENA_API_URL). */
  apiUrl: string;
  /** The live feed's relay token (ARENA_LIVE_RELAY_TOKEN, the backend's too): the host's relay shows it. */
  relayToken: string;
  /** How long a page waits for its facts before it is served without them. */
  factsTimeoutMs?: number;
}

/** Reads and checks one site-facts answer; a refusal, a timeout or an answer of another shape throws. */
async function readFacts<S extends TSchema>(url: URL, schema: S, timeoutMs: number): Promise<Static<S>> {
  const response = await fetch(url, { signal: AbortSignal.timeout(timeoutMs), headers: { accept: 'application/json' } });
  if (!response.ok) throw new Error(`${url.pathname} answered ${response.status}`);
  const body: unknown = await response.json();
  if (!Value.Check(schema, body)) throw new Error(`${url.pathname} answered an unexpected shape`);
  return body;
}

export function remoteSiteFacts(apiUrl: string, timeoutMs = 3000): SiteFacts {
  let languages: Promise<readonly string[]> | null = null;
  return {
    pageFacts: (pathname) => {
      const url = new URL(SITE_FACTS_ROUTES.pageFacts, apiUrl);
      url.searchParams.set('path', pathname);
      return readFacts(url, PageFacts, timeoutMs);
    },
    pageHead: (pathname, lang, origin) => {
      const url = new URL(SITE_FACTS_ROUTES.pageHead, apiUrl);
      url.search = new URLSearchParams({ path: pathname, lang, origin }).toString();
      return readFacts(url, PageHead, timeoutMs);
    },
    // The dictionaries are read once at the backend's start: asked once, asked again only after a failure.
    interfaceLanguages: () => {
      languages ??= readFacts(new URL(SITE_FACTS_ROUTES.interfaceLanguages, apiUrl), InterfaceLanguagesAnswer, timeoutMs).then(
        (answer) => answer.languages,
        (error: unknown) => {
          languages = null;
          throw error;
        },
      );
      return languages;
    },
  };
}

/** The X-Forwarded-* headers the backend needs to see the visitor rather than this host. */
function forwardedHeaders(request: Pick<FastifyRequest, 'ip' | 'host' | 'protocol'>, headers: IncomingHttpHeaders): IncomingHttpHeaders {
  const previous = typeof headers['x-forwarded-for'] === 'string' ? `${headers['x-forwarded-for']}, ` : '';
  return {
    ...headers,
    'x-forwarded-for': `${previous}${request.ip}`,
    'x-forwarded-host': request.host,
    'x-forwarded-proto': request.protocol,
  };
}

export const REMOTE_BACKEND_PLUGIN = 'arena-remote-backend';

export const remoteBackendPlugin = fp<RemoteBackendOptions>(
  async (app, { apiUrl, relayToken, factsTimeoutMs }) => {
    if (!/^https?:\/\//.test(apiUrl)) throw new Error(`ARENA_API_URL must be an http(s) URL, got "${apiUrl}"`);
    app.decorate(SITE_FACTS, remoteSiteFacts(apiUrl, factsTimeoutMs));
    await app.register(liveRelayRoute, { apiUrl, relayToken, log: (message) => app.log.warn(message) });
    for (const prefix of BACKEND_PREFIXES) {
      await app.register(httpProxy, {
        upstream: apiUrl,
        prefix,
        rewritePrefix: prefix,
        // Live feeds are long-lived streams: no body timeout on the way back.
        undici: { bodyTimeout: 0 },
        replyOptions: { rewriteRequestHeaders: (request, headers) => forwardedHeaders(request, headers as IncomingHttpHeaders) },
      });
    }
  },
  { name: REMOTE_BACKEND_PLUGIN, dependencies: [PLATFORM_PLUGIN] },
);
