/**
 * Host throughput on loopback: what one Arena host process answers per second for the two documents
 * every visit fetches fresh (index.html and the import map, both `no-cache`), with bounded duration
 * and connections. Compressed like a browser asks (br), without If-None-Match (a first visit).
 */
import autocannon from 'autocannon';

export interface ThroughputSample {
  path: string;
  requestsPerSecond: number;
  p99Ms: number;
  p50Ms: number;
  errors: number;
  non2xx: number;
}

/** `extra.idReplacement`: each request's `[<id>]` becomes a fresh id (a cache-busting query). */
export async function measureThroughput(origin: string, path: string, seconds: number, connections: number, extra: { idReplacement?: boolean } = {}): Promise<ThroughputSample> {
  const result = await autocannon({
    url: `${origin}${path}`,
    connections,
    duration: seconds,
    ...extra,
    headers: { 'accept-encoding': 'br, gzip', accept: 'text/html,application/json,*/*' },
  });
  return {
    path,
    requestsPerSecond: result.requests.average,
    p99Ms: result.latency.p99,
    p50Ms: result.latency.p50,
    // autocannon's errors include its timeouts (adding them counted each timed-out request twice).
    errors: result.errors,
    non2xx: result.non2xx,
  };
}
