/**
 * Which specifiers a map must have for the site to boot, derived from data rather than a hand-kept
 * list: the build's vendor entries (react, react-dom/client, single-spa…), every workspace module the
 * build discovers (root config, shell, shared libraries, apps) and every app the route table
 * (@arena/routes) mounts. Each comes with the kind of build it must point at (an app must be an app, the shell the shell).
 */
import type { BuiltKind } from './build-contract/build-record.ts';
import { discoverModules, VENDOR_ENTRIES } from './build-contract/modules.ts';

export interface RequiredModule {
  specifier: string;
  kind: BuiltKind;
}

/** Pure core: the vendor entries, the discovered modules, then any route-table app not yet listed. */
export function requiredModulesFrom(vendor: readonly string[], modules: readonly RequiredModule[], routeApps: readonly string[]): RequiredModule[] {
  const required = new Map<string, RequiredModule>();
  for (const specifier of vendor) required.set(specifier, { specifier, kind: 'vendor' });
  for (const m of modules) required.set(m.specifier, { specifier: m.specifier, kind: m.kind });
  for (const app of routeApps) if (!required.has(app)) required.set(app, { specifier: app, kind: 'app' });
  return [...required.values()];
}

/**
 * The workspace's requirements. The route table is read lazily and defensively (like the host's
 * preload lookup): if it cannot be read, the discovered modules still cover every app folder.
 */
export async function requiredModulesOf(root: string, log: (message: string) => void): Promise<RequiredModule[]> {
  let routeApps: string[] = [];
  try {
    const { ROUTES } = await import('@arena/routes');
    routeApps = [...new Set(ROUTES.map((r) => r.app))];
  } catch (error) {
    log(`importmap: cannot read the route table (${(error as Error).message}); requiring the discovered modules only`);
  }
  return requiredModulesFrom(VENDOR_ENTRIES.map((v) => v.specifier), discoverModules(root), routeApps);
}
