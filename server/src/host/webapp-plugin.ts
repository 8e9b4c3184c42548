/**
 * Installable web-app mode (spec §2, §9): the web manifest, the touch icons (72…512 px, drawn here as
 * PNGs so no binary assets are checked in) and the web-app service worker. The shell links them only
 * when the site config enables web-app mode. The worker never answers the import map or a page from
 * its cache: those always go to the network, so an operator's import-map edit is seen on the next load;
 * only the immutable versioned builds under /dist/ are cached.
 */
import { deflateSync } from 'node:zlib';
import type { FastifyPluginAsync } from 'fastify';

export const TOUCH_ICON_SIZES = [72, 96, 128, 144, 152, 192, 384, 512] as const;
const CACHE_NAME = 'arena-dist-v1';

const MANIFEST = {
  name: 'Arena — sports betting and casino',
  short_name: 'Arena',
  start_url: '/',
  scope: '/',
  display: 'standalone',
  background_color: '#0d1512',
  theme_color: '#0f1a14',
  icons: TOUCH_ICON_SIZES.map((size) => ({ src: `/webapp/icon-${size}.png`, sizes: `${size}x${size}`, type: 'image/png', purpose: 'any maskable' })),
};

const WORKER = `'use strict';
const CACHE = ${JSON.stringify(CACHE_NAME)};
self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', (event) => {
  event.waitUntil(caches.keys().then((keys) => Promise.all(keys.filter((k) => k !== CACHE).map((k) => caches.delete(k)))).then(() => self.clients.claim()));
});
self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  // Versioned builds never change under their URL: cache first is safe.
  if (url.pathname.startsWith('/dist/')) {
    event.respondWith(caches.open(CACHE).then((cache) => cache.match(request).then((hit) => hit || fetch(request).then((response) => {
      if (response.ok) cache.put(request, response.clone());
      return response;
    }))));
    return;
  }
  // Everything else (pages, /importmap.json, APIs) goes to the network with no HTTP cache, so a stale import map is never served.
  if (url.pathname === '/importmap.json') event.respondWith(fetch(request, { cache: 'no-store' }));
});
`;

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(buffer: Buffer): number {
  let c = 0xffffffff;
  for (const byte of buffer) c = CRC_TABLE[(c ^ byte) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** The brand mark: a green rounded square with a dark "A" (two legs and a bar), anti-aliasing not needed at these sizes. */
export function iconPng(size: number): Buffer {
  const rows: Buffer[] = [];
  const radius = size * 0.22;
  for (let y = 0; y < size; y++) {
    const row = Buffer.alloc(1 + size * 4);
    for (let x = 0; x < size; x++) {
      const dx = Math.max(radius - x, 0, x - (size - 1 - radius));
      const dy = Math.max(radius - y, 0, y - (size - 1 - radius));
      const inside = dx * dx + dy * dy <= radius * radius;
      const u = x / size;
      const v = y / size;
      const legL = Math.abs(u - (0.5 - (v - 0.22) * 0.42)) < 0.07 && v > 0.22 && v < 0.8;
      const legR = Math.abs(u - (0.5 + (v - 0.22) * 0.42)) < 0.07 && v > 0.22 && v < 0.8;
      const bar = v > 0.56 && v < 0.65 && u > 0.36 && u < 0.64;
      const mark = legL || legR || bar;
      const [r, g, b] = mark ? [4, 19, 10] : [31 + Math.round(20 * v), 191 - Math.round(60 * v), 99 - Math.round(30 * v)];
      row.set([r, g, b, inside ? 255 : 0], 1 + x * 4);
    }
    rows.push(row);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 6, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const webAppPlugin: FastifyPluginAsync = async (app) => {
  const icons = new Map<number, Buffer>();
  app.get('/manifest.webmanifest', async (_request, reply) => {
    reply.header('Content-Type', 'application/manifest+json; charset=utf-8').header('Cache-Control', 'public, max-age=3600');
    return JSON.stringify(MANIFEST);
  });
  app.get('/webapp-sw.js', async (_request, reply) => {
    // The worker script itself must be revalidated, or a fixed worker could not replace a broken one.
    reply.header('Content-Type', 'application/javascript; charset=utf-8').header('Cache-Control', 'no-cache').header('Service-Worker-Allowed', '/');
    return WORKER;
  });
  app.get<{ Params: { size: string } }>('/webapp/icon-:size.png', async (request, reply) => {
    const size = Number(request.params.size);
    if (!(TOUCH_ICON_SIZES as readonly number[]).includes(size)) return reply.code(404).send({ code: 'not_found', message: 'No such icon' });
    let png = icons.get(size);
    if (!png) icons.set(size, (png = iconPng(size)));
    reply.header('Content-Type', 'image/png').header('Cache-Control', 'public, max-age=86400');
    return png;
  });
};

export default webAppPlugin;
