import { describe, expect, it } from 'vitest';
import { opsClient, OpsRefusal } from './ops-client.ts';

interface Sent {
  url: string;
  init: RequestInit;
}

/** A fetch that records what it was asked and answers with one prepared response. */
function fakeFetch(answer: () => Response) {
  const sent: Sent[] = [];
  const fetch = async (input: RequestInfo | URL, init: RequestInit = {}) => {
    sent.push({ url: String(input), init });
    return answer();
  };
  return { sent, fetch: fetch as typeof globalThis.fetch };
}

const json = (status: number, body: unknown, headers: Record<string, string> = {}) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });

describe('opsClient', () => {
  it('sends the token and language, reads the ETag, and resolves paths against the host', async () => {
    const { sent, fetch } = fakeFetch(() => json(200, { version: 7 }, { etag: '"7"' }));
    const head = await opsClient({ token: 'secret', baseUrl: 'http://host:8080/', language: 'ru', fetch }).head();
    expect(head).toEqual({ body: { version: 7 }, etag: '"7"' });
    expect(sent[0]!.url).toBe('http://host:8080/ops-api/importmap');
    expect(sent[0]!.init.headers).toEqual({ authorization: 'Bearer secret', 'x-language': 'ru' });
  });

  it('a change sends its body as JSON with If-Match of the version read before', async () => {
    const { sent, fetch } = fakeFetch(() => json(200, { version: 8 }, { etag: '"8"' }));
    await opsClient({ token: 't', fetch }).change('"7"', { '@arena/office': '/dist/office/abc/index.js' }, 'new office');
    expect(sent[0]!.url).toBe('/ops-api/importmap');
    expect(sent[0]!.init.method).toBe('PATCH');
    expect(sent[0]!.init.headers).toMatchObject({ 'content-type': 'application/json', 'if-match': '"7"' });
    expect(JSON.parse(String(sent[0]!.init.body))).toEqual({ changes: { '@arena/office': '/dist/office/abc/index.js' }, reason: 'new office' });
  });

  it("a refusal carries the API's status, code and message", async () => {
    const { fetch } = fakeFetch(() => json(412, { code: 'version_stale', message: 'the map changed meanwhile' }));
    const refusal = await opsClient({ token: 't', fetch }).rollback('"3"', 1, 'undo').catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(OpsRefusal);
    expect(refusal).toMatchObject({ status: 412, code: 'version_stale', message: 'the map changed meanwhile' });
  });

  it('an answer without a JSON body is refused as http_error; an unreachable host as unreachable', async () => {
    const plain = fakeFetch(() => new Response('Bad Gateway', { status: 502 }));
    await expect(opsClient({ token: 't', fetch: plain.fetch }).history()).rejects.toMatchObject({ status: 502, code: 'http_error', message: 'HTTP 502' });
    const down = async () => {
      throw new TypeError('fetch failed');
    };
    await expect(opsClient({ token: 't', baseUrl: 'http://nowhere:1', fetch: down }).canary()).rejects.toMatchObject({ status: 0, code: 'unreachable', message: 'cannot reach http://nowhere:1 (fetch failed)' });
  });
});
