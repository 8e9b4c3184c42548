/**
 * The shapes every throttle of the server shares (the backend's auth calls, the host's telemetry intake):
 * a fixed window of so many requests, and the key a client is counted under.
 */

export interface WindowLimit {
  max: number;
  windowMs: number;
}

/** The address a client is counted under: IPv4 as is, IPv6 by its /64 network. */
export function clientKey(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped) return mapped[1]!;
  if (!ip.includes(':')) return ip;
  const [head = '', tail] = ip.toLowerCase().split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups = tail === undefined ? left : [...left, ...Array<string>(Math.max(0, 8 - left.length - right.length)).fill('0'), ...right];
  return `${groups.slice(0, 4).map((g) => g.replace(/^0+(?=.)/, '')).join(':')}::/64`;
}
