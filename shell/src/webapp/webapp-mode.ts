/**
 * Installable web-app mode (config application.webAppMode): links the manifest and touch icons served
 * by the host (server/src/host/webapp-plugin.ts) and registers the web-app service worker; when the mode
 * is off, an earlier registration of that worker is removed so it cannot keep serving the page.
 */
import { TOUCH_ICON_SIZES } from '../layout/layout-constants.ts';

export const WEBAPP_PATHS = { manifest: '/manifest.webmanifest', worker: '/webapp-sw.js', icon: (size: number) => `/webapp/icon-${size}.png` } as const;
const OWNED = 'data-arena-webapp';

export function enableWebApp(head: HTMLHeadElement = document.head): () => void {
  const tags: HTMLElement[] = [];
  const add = (attrs: Record<string, string>) => {
    const link = document.createElement('link');
    for (const [k, v] of Object.entries(attrs)) link.setAttribute(k, v);
    link.setAttribute(OWNED, '');
    head.appendChild(link);
    tags.push(link);
  };
  add({ rel: 'manifest', href: WEBAPP_PATHS.manifest });
  for (const size of TOUCH_ICON_SIZES) add({ rel: 'apple-touch-icon', sizes: `${size}x${size}`, href: WEBAPP_PATHS.icon(size) });
  const theme = document.createElement('meta');
  theme.name = 'theme-color';
  theme.content = '#0f1a14';
  theme.setAttribute(OWNED, '');
  head.appendChild(theme);
  tags.push(theme);
  if ('serviceWorker' in navigator) void navigator.serviceWorker.register(WEBAPP_PATHS.worker, { scope: '/' }).catch(() => undefined);
  return () => {
    for (const tag of tags) tag.remove();
  };
}

export function disableWebApp(): void {
  if (!('serviceWorker' in navigator)) return;
  void navigator.serviceWorker.getRegistrations().then((registrations) => {
    for (const r of registrations) if (r.active?.scriptURL.endsWith(WEBAPP_PATHS.worker)) void r.unregister();
  }).catch(() => undefined);
}
