/**
 * Which import-map version this page runs, for tagging telemetry. Tolerant by design: the server may
 * announce it in `<meta name="arena-map-version">` (cheapest, no request), or the served map may carry a
 * top-level `version` field (inline `<script type="systemjs-importmap">` or its `src`, fetched again from
 * the browser cache); anything missing or odd reads as 'unknown' and never throws.
 */
export const UNKNOWN_MAP_VERSION = 'unknown';
/** What the telemetry endpoint accepts as a version (server/src/host/canary/telemetry-plugin.ts). */
const VERSION = /^[A-Za-z0-9._:-]{1,100}$/;

export function cleanVersion(value: unknown): string | null {
  if (typeof value !== 'string' && typeof value !== 'number') return null;
  const text = String(value).trim();
  return VERSION.test(text) ? text : null;
}

const versionOfMap = (map: unknown): string | null =>
  map && typeof map === 'object' ? cleanVersion((map as { version?: unknown }).version) : null;

export type FetchMap = (url: string) => Promise<unknown>;

/**
 * force-cache: SystemJS fetched this map moments ago, so the HTTP cache answers without a request (even
 * past its freshness); only a map the cache could not keep goes to the network again.
 */
export const fetchMapJson: FetchMap = async (url) => {
  const response = await fetch(url, { credentials: 'same-origin', cache: 'force-cache' });
  return response.ok ? response.json() : null;
};

export async function readMapVersion(doc: Document, fetchMap: FetchMap = fetchMapJson): Promise<string> {
  const meta = cleanVersion(doc.querySelector('meta[name="arena-map-version"]')?.getAttribute('content'));
  if (meta) return meta;
  const script = doc.querySelector<HTMLScriptElement>('script[type="systemjs-importmap"]');
  if (!script) return UNKNOWN_MAP_VERSION;
  try {
    const src = script.getAttribute('src');
    const map = src ? await fetchMap(src) : JSON.parse(script.textContent ?? '');
    return versionOfMap(map) ?? UNKNOWN_MAP_VERSION;
  } catch {
    return UNKNOWN_MAP_VERSION;
  }
}
