/** The part of autocannon's programmatic API the bench uses (the package ships no types). */
declare module 'autocannon' {
  interface Options {
    url: string;
    connections?: number;
    duration?: number;
    pipelining?: number;
    /** Requests in all (instead of a duration). */
    amount?: number;
    /** Replace `[<id>]` in each request (path, headers, body) with a fresh id. */
    idReplacement?: boolean;
    /** Seconds a request may wait for its answer before it counts as a timeout (default 10). */
    timeout?: number;
    headers?: Record<string, string>;
    /** Each request's own options; onResponse sees every answer (player-render.ts counts the drawn ones). */
    requests?: Array<{ onResponse?: (status: number, body: string, context: object, headers: Record<string, string | string[] | undefined>) => void }>;
  }
  interface Histogram {
    average: number;
    mean: number;
    p50: number;
    p99: number;
    max: number;
  }
  interface Result {
    requests: Histogram & { total: number };
    latency: Histogram;
    throughput: Histogram;
    errors: number;
    timeouts: number;
    non2xx: number;
    '2xx': number;
    /** Answers by status code. */
    statusCodeStats: Record<string, { count: number }>;
  }
  function autocannon(options: Options): Promise<Result>;
  export default autocannon;
}
