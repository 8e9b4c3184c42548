/**
 * The CLI's HTTP client for the ops API (server/src/host/deploy/README.md): bearer token, JSON, the
 * API's `{ code, message }` refusals turned into one readable error.
 */
export interface OpsClientOptions {
  baseUrl: string;
  token: string;
  language?: string;
  fetch?: typeof fetch;
}

export class OpsRefusal extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly body: unknown,
  ) {
    super(message);
  }
}

export interface OpsAnswer<T> {
  body: T;
  etag: string | null;
}

export function opsClient({ baseUrl, token, language = 'en', fetch: doFetch = fetch }: OpsClientOptions) {
  const call = async <T>(method: string, path: string, options: { body?: unknown; ifMatch?: string } = {}): Promise<OpsAnswer<T>> => {
    const headers: Record<string, string> = { authorization: `Bearer ${token}`, 'x-language': language };
    if (options.body !== undefined) headers['content-type'] = 'application/json';
    if (options.ifMatch !== undefined) headers['if-match'] = options.ifMatch;
    let response: Response;
    try {
      response = await doFetch(new URL(path, baseUrl), { method, headers, ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }) });
    } catch (error) {
      throw new OpsRefusal(0, 'unreachable', `cannot reach ${baseUrl} (${(error as Error).message})`, null);
    }
    const text = await response.text();
    let body: unknown = null;
    try {
      body = text ? JSON.parse(text) : null;
    } catch {
      body = text;
    }
    if (!response.ok) {
      const refusal = body as { code?: string; message?: string } | null;
      throw new OpsRefusal(response.status, refusal?.code ?? 'http_error', refusal?.message ?? `HTTP ${response.status}`, body);
    }
    return { body: body as T, etag: response.headers.get('etag') };
  };
  return {
    get: <T>(path: string) => call<T>('GET', path),
    post: <T>(path: string, body: unknown, ifMatch?: string) => call<T>('POST', path, { body, ...(ifMatch === undefined ? {} : { ifMatch }) }),
    patch: <T>(path: string, body: unknown, ifMatch: string) => call<T>('PATCH', path, { body, ifMatch }),
  };
}

export type OpsClient = ReturnType<typeof opsClient>;
