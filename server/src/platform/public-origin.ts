/**
 * The origin public URLs are built from (sitemap, robots.txt, JSON-LD): the configured ARENA_PUBLIC_ORIGIN,
 * else the origin this server listens on. Never the request's Host header: any client can send any Host,
 * and a cache or crawler would then store URLs of the attacker's choosing (issue 32, finding 8).
 */
import type { Server } from 'node:net';
import type { ServerEnv } from './env.ts';

export function publicOrigin(env: Pick<ServerEnv, 'publicOrigin' | 'tls' | 'port'>, server: Server): string {
  return env.publicOrigin ?? listeningOrigin(server, Boolean(env.tls), env.port);
}

/** The origin this server listens on (`port` when it is not listening, as under inject). */
export function listeningOrigin(server: Server, secure: boolean, port: number): string {
  const scheme = secure ? 'https' : 'http';
  const address = server.address();
  if (!address || typeof address === 'string') return `${scheme}://localhost:${port}`; // not listening (inject)
  // A wildcard address reads as localhost, as `npm start` prints it.
  const host = address.address === '0.0.0.0' || address.address === '::' ? 'localhost' : address.family === 'IPv6' ? `[${address.address}]` : address.address;
  return `${scheme}://${host}:${address.port}`;
}
