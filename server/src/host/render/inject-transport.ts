/**
 * The server render's HTTP transport: the shared HTTP client's requests (relative paths such as
 * `/bff-api/config/...`) answered by this server itself through Fastify's inject — no socket, no
 * network hop. With the backend in another process, the host's proxy routes answer them the same way.
 */
import type { FastifyInstance } from 'fastify';

/** Marks the render's own requests in the logs. */
export const SERVER_RENDER_HEADER = 'x-arena-server-render';

/** How a server render makes its HTTP requests (the shared HTTP client's page transport takes the same shape). */
export type FetchLike = (input: string, init?: RequestInit) => Promise<Response>;

export function injectTransport(app: FastifyInstance): FetchLike {
  return async (input, init = {}) => {
    const url = new URL(input, 'http://arena.internal');
    const headers: Record<string, string> = { [SERVER_RENDER_HEADER]: '1' };
    new Headers(init.headers).forEach((value, name) => (headers[name] = value));
    const answer = await app.inject({
      method: (init.method ?? 'GET') as 'GET',
      url: `${url.pathname}${url.search}`,
      headers,
      ...(typeof init.body === 'string' ? { payload: init.body } : {}),
    });
    const responseHeaders = new Headers();
    for (const [name, value] of Object.entries(answer.headers)) {
      if (value === undefined) continue;
      for (const one of Array.isArray(value) ? value : [String(value)]) responseHeaders.append(name, one);
    }
    const empty = answer.statusCode === 204 || answer.statusCode === 304;
    return new Response(empty ? null : new Uint8Array(answer.rawPayload), { status: answer.statusCode, headers: responseHeaders });
  };
}
