/**
 * Named environments (issue 29, finding 7): each has its own live map, history and canary; a host serves
 * one of them. Configuration:
 *
 *   ARENA_ENVIRONMENTS="production=prod,staging=stage"   names, each with optional aliases
 *   ARENA_ENVIRONMENT=staging                                     the environment this host serves
 *   ARENA_ENVIRONMENT_HOSTS="staging.arena.example=staging"       or: chosen by the site's host name
 *                                                                 (the host of ARENA_PUBLIC_ORIGIN)
 *
 * The first environment is the primary one: its map is the site's `importmap/importmap.json` (what the
 * build writes), so a host configured with nothing serves exactly what it served before environments
 * existed. Every other environment keeps its map in `importmap/environments/<name>/importmap.json`,
 * started as a copy of the primary map the first time a host opens it. Aliases exist for the names
 * import-map-deployer's users already send (`?env=prod`, `?env=stage`).
 */
import { copyFileSync, constants, existsSync, mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';

export interface EnvironmentSpec {
  name: string;
  aliases: string[];
}

export interface EnvironmentConfig {
  /** The first is the primary environment (the site's own importmap.json). */
  list: EnvironmentSpec[];
  /** The environment this host serves (its pages and /importmap.json). */
  served: string;
}

export const DEFAULT_ENVIRONMENTS = 'production=prod,staging=stage';
const NAME = /^[a-z][a-z0-9-]{0,31}$/;

/** Parses `name=alias|alias,name…`; answers the problem in operator words when the text is not that. */
export function parseEnvironments(text: string): EnvironmentSpec[] | string {
  const list: EnvironmentSpec[] = [];
  const seen = new Set<string>();
  for (const entry of text.split(',').map((e) => e.trim()).filter(Boolean)) {
    const [name = '', aliasText = ''] = entry.split('=', 2).map((s) => s.trim());
    const aliases = aliasText.split('|').map((a) => a.trim()).filter(Boolean);
    for (const word of [name, ...aliases]) {
      if (!NAME.test(word)) return `"${word}" is not an environment name (lowercase letters, digits and "-", up to 32)`;
      if (seen.has(word)) return `"${word}" names two environments`;
      seen.add(word);
    }
    list.push({ name, aliases });
  }
  return list.length > 0 ? list : 'no environment is named';
}

/**
 * The environments from ARENA_ENVIRONMENTS and the one this host serves: ARENA_ENVIRONMENT when set, else
 * the ARENA_ENVIRONMENT_HOSTS entry of the site's host name (`publicHost`, from ARENA_PUBLIC_ORIGIN), else
 * the primary one. A wrong setting stops the host with its reason.
 */
export function environmentsFromEnv(env: NodeJS.ProcessEnv, publicHost: string | null = null): EnvironmentConfig {
  const list = parseEnvironments(env.ARENA_ENVIRONMENTS ?? DEFAULT_ENVIRONMENTS);
  if (typeof list === 'string') throw new Error(`ARENA_ENVIRONMENTS: ${list}`);
  const config = { list, served: list[0]!.name };
  const table = hostTable(env.ARENA_ENVIRONMENT_HOSTS ?? '');
  const [wanted, setting] = env.ARENA_ENVIRONMENT?.trim() ? [env.ARENA_ENVIRONMENT.trim(), 'ARENA_ENVIRONMENT'] : [publicHost ? table.get(publicHost.toLowerCase()) : undefined, 'ARENA_ENVIRONMENT_HOSTS'];
  for (const name of table.values()) {
    if (!resolveEnvironment(config, name)) throw new Error(`ARENA_ENVIRONMENT_HOSTS: "${name}" is not one of ${list.map((e) => e.name).join(', ')}`);
  }
  if (!wanted) return config;
  const served = resolveEnvironment(config, wanted);
  if (!served) throw new Error(`${setting}: "${wanted}" is not one of ${list.map((e) => e.name).join(', ')}`);
  return { list, served };
}

/** `host=environment,…` → host name (lowercase) → environment name or alias. */
function hostTable(text: string): Map<string, string> {
  const table = new Map<string, string>();
  for (const entry of text.split(',').map((e) => e.trim()).filter(Boolean)) {
    const at = entry.lastIndexOf('=');
    if (at <= 0) throw new Error(`ARENA_ENVIRONMENT_HOSTS: "${entry}" is not <host name>=<environment>`);
    table.set(entry.slice(0, at).trim().toLowerCase(), entry.slice(at + 1).trim());
  }
  return table;
}

/** An environment's name from its name or one of its aliases; null when none is called that. */
export function resolveEnvironment(config: EnvironmentConfig, nameOrAlias: string): string | null {
  return config.list.find((e) => e.name === nameOrAlias || e.aliases.includes(nameOrAlias))?.name ?? null;
}

/** Where an environment's live map lives, given the primary map's file. */
export function environmentMapFile(primaryMapFile: string, config: EnvironmentConfig, name: string): string {
  return name === config.list[0]!.name ? primaryMapFile : join(dirname(primaryMapFile), 'environments', name, 'importmap.json');
}

/**
 * Creates an environment's live map as a copy of the primary map when it has none yet (create-only:
 * hosts starting together copy once, and an existing map is never overwritten).
 */
export function seedEnvironmentMap(primaryMapFile: string, file: string): void {
  if (file === primaryMapFile || existsSync(file)) return;
  mkdirSync(dirname(file), { recursive: true });
  try {
    copyFileSync(primaryMapFile, file, constants.COPYFILE_EXCL);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
}
