/**
 * Issue 19, HTTP/2: with ARENA_TLS_CERT_FILE + ARENA_TLS_KEY_FILE the real server process answers the
 * page, the import map (200, then 304 on its ETag, brotli when asked) and a precompressed build file
 * over HTTP/2 (ALPN h2), streams the live feed, still answers HTTP/1.1 over TLS, sends HSTS, and closes cleanly on SIGTERM
 * with an idle HTTP/2 session open. Half a configuration or an unreadable file stops the start.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import { connect, type ClientHttp2Session, type IncomingHttpHeaders } from 'node:http2';
import { get } from 'node:https';
import { afterEach, describe, expect, it } from 'vitest';
import { readEnv } from './platform/env.ts';
import { exitOf, processWorkspace, ROOT, runningUrl, type ProcessWorkspace } from './process-test-support.ts';
import { writeSelfSignedCertificate, type DevCertificate } from './tls-dev-cert.ts';

let child: ChildProcess | undefined;
let workspace: ProcessWorkspace | undefined;
let certificate: DevCertificate | undefined;
let session: ClientHttp2Session | undefined;
afterEach(() => {
  session?.destroy();
  if (child && child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  for (const dir of [workspace?.dir, certificate?.dir]) if (dir) rmSync(dir, { recursive: true, force: true });
});

interface H2Answer { status: number; headers: IncomingHttpHeaders; body: Buffer }

function h2Get(client: ClientHttp2Session, path: string, headers: Record<string, string> = {}): Promise<H2Answer> {
  return new Promise((resolvePromise, reject) => {
    const stream = client.request({ ':path': path, ...headers });
    const chunks: Buffer[] = [];
    let answer: IncomingHttpHeaders = {};
    stream.on('response', (h) => (answer = h));
    stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    stream.on('end', () => resolvePromise({ status: Number(answer[':status']), headers: answer, body: Buffer.concat(chunks) }));
    stream.on('error', reject);
  });
}

describe('HTTP/2 over TLS (ARENA_TLS_CERT_FILE / ARENA_TLS_KEY_FILE)', () => {
  it('serves /ru/, the import map (304, brotli) and a precompressed build over h2, HTTP/1.1 over TLS too, HSTS, and a clean SIGTERM', async () => {
    workspace = await processWorkspace();
    certificate = writeSelfSignedCertificate();
    const ca = readFileSync(certificate.certFile);
    const logs: string[] = [];
    child = spawn(process.execPath, ['--import', 'tsx', 'server/src/server.ts'], {
      cwd: ROOT,
      env: {
        ...process.env, PORT: '0', HOST: '127.0.0.1', ARENA_IMPORTMAP: workspace.importMapFile, ARENA_DB: workspace.dbFile,
        LOG_LEVEL: 'warn', NODE_ENV: 'production', ARENA_TEST_CONTROLS: '', ARENA_DEMO: '',
        ARENA_TLS_CERT_FILE: certificate.certFile, ARENA_TLS_KEY_FILE: certificate.keyFile,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const base = await runningUrl(child, logs);
    expect(base).toMatch(/^https:\/\//);

    session = connect(base, { ca });
    await new Promise<void>((r, reject) => { session!.once('connect', () => r()); session!.once('error', reject); });
    expect(session.alpnProtocol).toBe('h2');

    const page = await h2Get(session, '/ru/');
    expect(page.status).toBe(200);
    expect(String(page.headers['content-type'])).toContain('text/html');
    expect(page.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');

    const map = await h2Get(session, '/importmap.json');
    expect(map.status).toBe(200);
    const imports = (JSON.parse(map.body.toString()) as { imports: Record<string, string> }).imports;
    const again = await h2Get(session, '/importmap.json', { 'if-none-match': String(map.headers.etag) });
    expect(again.status).toBe(304);
    const brotli = await h2Get(session, '/importmap.json', { 'accept-encoding': 'br' });
    expect(brotli.headers['content-encoding']).toBe('br');

    const build = await h2Get(session, imports['@arena/event-bus']!, { 'accept-encoding': 'br, gzip' });
    expect(build.status).toBe(200);
    expect(build.headers['content-encoding']).toBe('br'); // fastify-static's precompressed .br file

    const http1 = await new Promise<{ status: number; version: string; hsts: unknown }>((r, reject) => {
      get(`${base}/ru/`, { ca }, (res) => {
        res.resume();
        r({ status: res.statusCode ?? 0, version: res.httpVersion, hsts: res.headers['strict-transport-security'] });
      }).on('error', reject);
    });
    expect(http1).toEqual({ status: 200, version: '1.1', hsts: 'max-age=31536000; includeSubDomains' });

    // The live feed (an SSE stream written on reply.raw) works over h2 too, without the HTTP/1-only Connection header.
    const feed = session.request({ ':path': '/betting-api/live/feed?section=live' });
    const feedHead = await new Promise<IncomingHttpHeaders>((r) => feed.once('response', r));
    expect(feedHead[':status']).toBe(200);
    expect(String(feedHead['content-type'])).toContain('text/event-stream');
    const firstEvent = await new Promise<string>((r) => feed.once('data', (chunk: Buffer) => r(chunk.toString())));
    expect(firstEvent).toMatch(/^id: \d+\nevent: snapshot\ndata: /);
    const feedEnded = new Promise<string>((r) => { feed.on('data', () => undefined); feed.once('end', () => r('ended')); feed.once('error', () => r('error')); });

    // The feed and the h2 session are still open: shutdown must end the feed, close the session and exit 0 promptly.
    const started = Date.now();
    child.kill('SIGTERM');
    expect(await exitOf(child)).toEqual({ code: 0, signal: null });
    expect(await feedEnded).toBe('ended');
    expect(logs.join('')).not.toMatch(/connection header is not valid/i);
    expect(Date.now() - started).toBeLessThan(3000);
    expect(logs.join('')).toContain('SIGTERM: closed cleanly');
    expect(logs.join('')).not.toContain('cutting their connections'); // the idle session closed gracefully, not cut
  }, 60_000);

  it('refuses half a configuration and an unreadable file at start, naming the variable', () => {
    expect(() => readEnv({ ARENA_TLS_CERT_FILE: 'cert.pem' })).toThrow(/ARENA_TLS_CERT_FILE and ARENA_TLS_KEY_FILE must be set together \(only ARENA_TLS_CERT_FILE/);
    expect(() => readEnv({ ARENA_TLS_KEY_FILE: 'key.pem' })).toThrow(/only ARENA_TLS_KEY_FILE is set/);
    certificate = writeSelfSignedCertificate();
    expect(() => readEnv({ ARENA_TLS_CERT_FILE: certificate!.certFile, ARENA_TLS_KEY_FILE: `${certificate!.dir}/missing.pem` }))
      .toThrow(/ARENA_TLS_KEY_FILE: cannot read .*missing\.pem \(ENOENT\)/);
    const env = readEnv({ ARENA_TLS_CERT_FILE: certificate.certFile, ARENA_TLS_KEY_FILE: certificate.keyFile });
    expect(env.tls?.cert.toString()).toContain('BEGIN CERTIFICATE');
    expect(readEnv({}).tls).toBeNull();
  });
});
