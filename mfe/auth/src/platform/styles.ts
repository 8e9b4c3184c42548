/**
 * The host page links only the shell's and ui-kit's stylesheets, so the auth app adds its own
 * (esbuild emits index.css next to index.js) the first time any of its roots or parcels mounts.
 */
let injected = false;

export function ensureAuthStyles(moduleUrl: string): void {
  if (injected || typeof document === 'undefined' || !/^https?:/.test(moduleUrl)) return;
  injected = true;
  const href = new URL('./index.css', moduleUrl).href;
  if (document.querySelector(`link[href="${href}"]`)) return;
  const link = document.createElement('link');
  link.rel = 'stylesheet';
  link.href = href;
  link.dataset['arenaApp'] = 'auth';
  document.head.appendChild(link);
}
