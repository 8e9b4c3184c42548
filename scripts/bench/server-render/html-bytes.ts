/**
 * The HTML of a page as the host sends it to a first-time visitor: raw (no accept-encoding) and brotli
 * (accept-encoding: br), counted on the wire (the body as received, without headers), after one
 * unmeasured request (so a render slower than the host's wait on a busy machine does not count the
 * empty frame the host then sends). Arena's pages are
 * server-rendered (their content is in these bytes); the SPA's page is its empty frame.
 */
import { request } from 'node:http';

export interface HtmlBytes {
  status: number;
  raw: number;
  brotli: number;
  /** Content-Encoding of the brotli request's answer (should be br). */
  brotliEncoding: string;
}

function bodyBytes(origin: string, path: string, host: string, acceptEncoding: string | null): Promise<{ status: number; bytes: number; encoding: string }> {
  const url = new URL(path, origin);
  return new Promise((resolve, reject) => {
    const headers: Record<string, string> = { host: `${host}:${url.port}`, accept: 'text/html' };
    if (acceptEncoding) headers['accept-encoding'] = acceptEncoding;
    const req = request(url, { headers }, (res) => {
      let bytes = 0;
      res.on('data', (chunk: Buffer) => (bytes += chunk.length));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, bytes, encoding: String(res.headers['content-encoding'] ?? 'identity') }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

export async function measureHtmlBytes(origin: string, path: string, host: string): Promise<HtmlBytes> {
  await bodyBytes(origin, path, host, 'br');
  const raw = await bodyBytes(origin, path, host, null);
  const br = await bodyBytes(origin, path, host, 'br');
  return { status: raw.status, raw: raw.bytes, brotli: br.bytes, brotliEncoding: br.encoding };
}
