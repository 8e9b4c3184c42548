/**
 * Every environment's deploy service in one host (environments.ts): the served one is wired to the
 * pages and the watcher (deploy-wiring.ts); the others are opened on their own stores so the ops API
 * can change, canary and promote any environment from any host. The hosts that serve an environment
 * follow its live file (file store: their watcher; PostgreSQL: their periodic refresh).
 */
import { dirname } from 'node:path';
import type { ValidationContext } from '../importmap-validation.ts';
import type { AbortPolicy } from '../canary/abort-decision.ts';
import type { TelemetryAggregator } from '../canary/telemetry-aggregator.ts';
import type { PgHostStore } from '../shared-state/pg-host-store.ts';
import { StoreUnavailableError } from '../shared-state/store-unavailable.ts';
import { openFileCanaryStore, type CanaryStore } from './canary-store.ts';
import type { HostDeployStore } from './deploy-store.ts';
import { createDeployService, type DeployEvent, type DeployService, type DeployServiceOptions } from './deploy-service.ts';
import { environmentMapFile, resolveEnvironment, seedEnvironmentMap, type EnvironmentConfig } from './environments.ts';
import { openFileDeployStore } from './file-deploy-store.ts';

export interface EnvironmentDeploy {
  name: string;
  store: HostDeployStore;
  service: DeployService;
  /** Makes the hosts of this environment in this process serve a new head now (only the served one has any). */
  serveCommitted: () => void;
  /** Tells the deploy hooks of a change. */
  notify: (event: DeployEvent) => void;
}

export interface DeployEnvironments {
  config: EnvironmentConfig;
  served: EnvironmentDeploy;
  all: EnvironmentDeploy[];
  /** By name or alias; `undefined` is the served environment. */
  resolve(nameOrAlias: string | undefined): EnvironmentDeploy | null;
}

export interface EnvironmentStoresOptions {
  primaryMapFile: string;
  config: EnvironmentConfig;
  hostStore: PgHostStore | null;
  lockTimeoutMs?: number;
}

/** The version-label prefix of an environment's telemetry and page tags (none for the primary one). */
export const labelPrefixOf = (config: EnvironmentConfig, name: string) => (name === config.list[0]!.name ? '' : `${name}-`);

/** Opens one environment's version and canary stores (files next to its map, or the shared database). */
export async function openEnvironmentStores(options: EnvironmentStoresOptions, name: string): Promise<{ file: string; store: HostDeployStore; canaries: CanaryStore }> {
  const file = environmentMapFile(options.primaryMapFile, options.config, name);
  seedEnvironmentMap(options.primaryMapFile, file);
  if (options.hostStore) return { file, ...(await options.hostStore.openDeploy(file, name)) };
  const store = await openFileDeployStore(file, options.lockTimeoutMs === undefined ? {} : { lockTimeoutMs: options.lockTimeoutMs });
  return { file, store, canaries: await openFileCanaryStore(dirname(file)) };
}

const NOTHING_SERVED = {};

/** The environments this host does not serve, each with a deploy service of its own. */
export async function openOtherEnvironments(
  options: EnvironmentStoresOptions & { validation: ValidationContext; telemetry: TelemetryAggregator; policy: AbortPolicy; log: DeployServiceOptions['log']; notify: (environment: string, event: DeployEvent) => void },
): Promise<EnvironmentDeploy[]> {
  const others = options.config.list.filter((e) => e.name !== options.config.served);
  return Promise.all(
    others.map(async ({ name }) => {
      const { store, canaries } = await openEnvironmentStores(options, name);
      const notify = (event: DeployEvent) => options.notify(name, event);
      const service = createDeployService({
        store,
        canaries,
        validation: options.validation,
        telemetry: options.telemetry,
        policy: options.policy,
        servedImports: () => NOTHING_SERVED,
        log: options.log,
        labelPrefix: labelPrefixOf(options.config, name),
        onEvent: notify,
      });
      // A host may start while the shared store is down (it serves its local map): this environment's
      // service then reads its head on first use, when the store answers again.
      await service.refresh().catch((error: unknown) => {
        if (!(error instanceof StoreUnavailableError)) throw error;
        options.log.error(`deploy: environment ${name} not read at start: ${(error as Error).message}`);
      });
      return { name, store, service, serveCommitted: () => undefined, notify };
    }),
  );
}

export function deployEnvironments(config: EnvironmentConfig, all: EnvironmentDeploy[]): DeployEnvironments {
  const served = all.find((e) => e.name === config.served)!;
  return {
    config,
    served,
    all,
    resolve(nameOrAlias) {
      if (nameOrAlias === undefined) return served;
      const name = resolveEnvironment(config, nameOrAlias);
      return all.find((e) => e.name === name) ?? null;
    },
  };
}
