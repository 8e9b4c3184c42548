/**
 * How long a client may hold a connection without progress, and how many one address may hold at once
 * (issue 32, finding 5: 20 000 idle half-sent requests from one machine used up the file descriptors and
 * locked everyone out, because nothing timed out and nothing was counted). build-app.ts applies both to
 * every server it creates.
 */
import { BlockList, isIPv6, type Server, type Socket } from 'node:net';
import type { Server as HttpServer } from 'node:http';
import type { FastifyHttpOptions } from 'fastify';
import { clientKey } from './throttling.ts';

/** A client has this long to send its request headers (Node checks every CONNECTIONS_CHECK_MS). */
export const HEADERS_TIMEOUT_MS = 10_000;
/** …and this long for the whole request, body included (the largest upload is a few megabytes). */
export const REQUEST_TIMEOUT_MS = 60_000;
/**
 * An idle keep-alive connection is closed after this long: longer than the 60 s idle timeout of the usual
 * load balancer in front, so the balancer closes first and never reuses a connection the server just closed.
 */
export const KEEP_ALIVE_TIMEOUT_MS = 65_000;
/** A socket with no traffic at all for this long is destroyed (the live feed writes every few seconds). */
export const SOCKET_IDLE_TIMEOUT_MS = 120_000;
/** How often Node looks for requests past their header or request timeout (its default is 30 s). */
export const CONNECTIONS_CHECK_MS = 2_000;
/**
 * Open connections one address (an IPv6 /64) may hold. A browser opens 6 per site over HTTP/1.1; this leaves
 * room for many players behind one NAT while one machine cannot hold the server's descriptors. The trusted
 * reverse proxies are not counted: every player arrives through them.
 */
export const MAX_CONNECTIONS_PER_ADDRESS = 256;

/** The Fastify options that carry the timeouts above. */
export function timeoutOptions(): Pick<FastifyHttpOptions<HttpServer>, 'connectionTimeout' | 'keepAliveTimeout' | 'requestTimeout' | 'http'> {
  return {
    connectionTimeout: SOCKET_IDLE_TIMEOUT_MS,
    keepAliveTimeout: KEEP_ALIVE_TIMEOUT_MS,
    requestTimeout: REQUEST_TIMEOUT_MS,
    http: { headersTimeout: HEADERS_TIMEOUT_MS, connectionsCheckingInterval: CONNECTIONS_CHECK_MS },
  };
}

/** A list of addresses and CIDRs (ARENA_TRUSTED_PROXIES) as a BlockList to test addresses against. */
function addressList(entries: readonly string[]): BlockList {
  const list = new BlockList();
  for (const entry of entries) {
    const [address = '', prefix] = entry.split('/');
    const type = isIPv6(address) ? 'ipv6' : 'ipv4';
    if (prefix === undefined) list.addAddress(address, type);
    else list.addSubnet(address, Number(prefix), type);
  }
  return list;
}

export interface ConnectionCapOptions {
  maxPerAddress?: number;
  /** Addresses and CIDRs whose connections are not counted (the trusted proxies). */
  exempt?: readonly string[];
  /** Told when an address reaches its cap and a connection is refused (the server logs it). */
  onRefused?: (address: string) => void;
}

/**
 * Destroys a new connection from an address that already holds `maxPerAddress` open ones. `onRefused` is
 * told once each time an address reaches its cap (not for every refused connection: a flood would flood the log).
 */
export function capConnectionsPerAddress(server: Server, { maxPerAddress = MAX_CONNECTIONS_PER_ADDRESS, exempt = [], onRefused }: ConnectionCapOptions = {}): void {
  const exemptList = addressList(exempt);
  const open = new Map<string, number>();
  const reported = new Set<string>();
  server.on('connection', (socket: Socket) => {
    const remote = socket.remoteAddress;
    if (!remote) return;
    const address = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(remote)?.[1] ?? remote;
    if (exemptList.check(address, isIPv6(address) ? 'ipv6' : 'ipv4')) return;
    const key = clientKey(address);
    const count = open.get(key) ?? 0;
    if (count >= maxPerAddress) {
      socket.destroy();
      if (!reported.has(key)) onRefused?.(key);
      reported.add(key);
      return;
    }
    open.set(key, count + 1);
    socket.once('close', () => {
      const left = (open.get(key) ?? 1) - 1;
      if (left > 0) open.set(key, left);
      else open.delete(key);
      reported.delete(key);
    });
  });
}
