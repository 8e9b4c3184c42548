/**
 * HTTP/2 over TLS for the host (issue 19): when ARENA_TLS_CERT_FILE and ARENA_TLS_KEY_FILE are set, the
 * server is created with `http2: true` and the certificate, and still answers HTTP/1.1 over TLS
 * (`allowHTTP1`), so old clients, curl without --http2 and health checks keep working.
 *
 * Shutdown needs help here: an HTTP/2 server has no closeAllConnections() (shutdown.ts cuts stuck
 * connections with it) and, on Node 20, server.close() waits for every open session, idle ones
 * included. So the TLS sockets and HTTP/2 sessions are tracked: at preClose every session is asked to
 * close gracefully (streams in flight finish, no new ones start), and closeAllConnections() is provided
 * to cut whatever is still open after the grace period.
 */
import type { Http2SecureServer, ServerHttp2Session } from 'node:http2';
import type { TLSSocket } from 'node:tls';
import Fastify, { type FastifyHttp2SecureOptions, type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { TlsFiles } from './platform/env.ts';

/**
 * The host's Fastify instance: plain HTTP/1.1 without `tls`, HTTP/2 over TLS (HTTP/1.1 over TLS too)
 * with it. The routes only use what the HTTP/1 and the HTTP/2 compatibility request/response share,
 * so the instance is typed as the HTTP/1 one. Used by build-app.ts and the bench's server.
 */
export function createHostFastify(options: FastifyServerOptions, tls: TlsFiles | null): FastifyInstance {
  if (!tls) return Fastify(options);
  const http2Options: FastifyHttp2SecureOptions<Http2SecureServer> = {
    ...(options as FastifyHttp2SecureOptions<Http2SecureServer>),
    http2: true,
    https: { key: tls.key, cert: tls.cert, allowHTTP1: true },
  };
  const fastify = Fastify(http2Options) as unknown as FastifyInstance;
  trackTlsConnections(fastify);
  return fastify;
}

function trackTlsConnections(fastify: FastifyInstance): void {
  const server = fastify.server as unknown as Http2SecureServer & { closeAllConnections?: () => void };
  const sockets = new Set<TLSSocket>();
  const sessions = new Set<ServerHttp2Session>();
  server.on('secureConnection', (socket: TLSSocket) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
  });
  server.on('session', (session: ServerHttp2Session) => {
    sessions.add(session);
    session.once('close', () => sessions.delete(session));
  });
  server.closeAllConnections = () => {
    for (const session of sessions) session.destroy();
    for (const socket of sockets) socket.destroy();
  };
  fastify.addHook('preClose', (done) => {
    for (const session of sessions) session.close();
    done();
  });
}
