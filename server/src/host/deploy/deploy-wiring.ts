/**
 * The deploy service of one host, wired to its store and its served map (host-plugin.ts calls this):
 * the file store next to the map by default, the shared PostgreSQL store when the host has one. The
 * host re-reads the head and the canary every couple of seconds (other processes' and hosts' changes);
 * with a shared store its live file follows the head first. A store out of reach is logged and the host
 * goes on serving its last map and pages.
 */
import { dirname, join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { validateImportMap, type ImportMapDocument, type ValidationContext } from '../importmap-validation.ts';
import type { ImportMapStore } from '../importmap-store.ts';
import type { AbortPolicy } from '../canary/abort-decision.ts';
import type { TelemetryAggregator } from '../canary/telemetry-aggregator.ts';
import type { PgHostStore } from '../shared-state/pg-host-store.ts';
import { abortPolicyFromEnv, createDeployService, type DeployService } from './deploy-service.ts';
import { deployEnvironments, labelPrefixOf, openEnvironmentStores, openOtherEnvironments } from './deploy-environments.ts';
import type { EnvironmentConfig } from './environments.ts';
import { createHookDispatcher } from './deploy-hooks.ts';
import { openFileHookStore } from './hook-store.ts';
import type { OperatorToken } from './operator-tokens.ts';
import { opsRoutes } from './ops-routes.ts';
import { registerOpsPage } from './ops-page-route.ts';

/** How often a process re-reads the deploy store's head and canary (other processes' changes). */
const DEPLOY_REFRESH_MS = 2000;
const FAILURE_LOG_EVERY_MS = 60_000;

export interface DeployWiring {
  /** The primary environment's map (importmap/importmap.json); the served one's may be another (environments.ts). */
  primaryMapFile: string;
  environments: EnvironmentConfig;
  distRoot: string;
  validation: ValidationContext;
  telemetry: TelemetryAggregator;
  /** The watcher's store of the live file. */
  mapStore: ImportMapStore;
  servedImports: () => ImportMapDocument['imports'];
  operatorTokens: readonly OperatorToken[];
  hostStore: PgHostStore | null;
  lockTimeoutMs?: number;
  canaryPolicy?: AbortPolicy;
  /** Plain-http hooks to this machine are accepted (test controls, development). */
  allowLocalHooks: boolean;
  /** Back-off between hook delivery attempts (deploy-hooks.ts; tests shorten it). */
  hookRetryDelaysMs?: readonly number[];
}

export async function startDeployService(app: FastifyInstance, wiring: DeployWiring): Promise<DeployService> {
  const { mapStore, validation, hostStore, environments: config } = wiring;
  const storeOptions = { primaryMapFile: wiring.primaryMapFile, config, hostStore, ...(wiring.lockTimeoutMs === undefined ? {} : { lockTimeoutMs: wiring.lockTimeoutMs }) };
  const { store: deployStore, canaries } = await openEnvironmentStores(storeOptions, config.served);
  const hookStore = hostStore ? hostStore.hooks : await openFileHookStore(join(dirname(wiring.primaryMapFile), 'hooks'));
  const hooks = createHookDispatcher({ store: hookStore, log: { error: (m) => app.log.error(m) }, ...(wiring.hookRetryDelaysMs ? { retryDelaysMs: wiring.hookRetryDelaysMs } : {}) });
  app.addHook('onClose', () => hooks.close());
  const log = { info: (m: string) => app.log.info(m), error: (m: string) => app.log.error(m) };
  const policy = wiring.canaryPolicy ?? abortPolicyFromEnv(process.env);
  const notifyServed = (event: Parameters<typeof hooks.notify>[1]) => hooks.notify(config.served, event);
  const service = createDeployService({
    store: deployStore,
    canaries,
    validation,
    telemetry: wiring.telemetry,
    policy,
    servedImports: wiring.servedImports,
    log,
    serveCommitted: () => void mapStore.reload(),
    labelPrefix: labelPrefixOf(config, config.served),
    onEvent: notifyServed,
  });
  // A shared store's head may have moved on another host: the local copy follows it first, then is served.
  const followHead = async () => {
    if (deployStore.followHead && (await deployStore.followHead()) !== null) mapStore.reload();
  };
  // While the store is away the refresh fails every tick: one log line a minute says so, not thirty.
  let lastFailureLogged = 0;
  const refresh = () =>
    followHead()
      .then(() => service.refresh())
      .then(
        () => {
          lastFailureLogged = 0;
        },
        (error: Error) => {
          if (Date.now() - lastFailureLogged < FAILURE_LOG_EVERY_MS) return;
          lastFailureLogged = Date.now();
          app.log.error(`deploy: cannot read the store, serving the last map meanwhile (${error.message})`);
        },
      );
  // A hand edit the watcher accepted becomes a version too (validated again under the store's lock).
  const adoptHandEdit = () =>
    deployStore.adoptHandEdit((text) => validateImportMap(text, validation).ok).then(
      (version) => version && app.log.info(`importmap: the hand edit became version ${version.version}`),
      (error: Error) => app.log.error(`importmap: could not record the hand edit in the history (${error.message})`),
    );
  mapStore.onChange(() => void adoptHandEdit().then(refresh));
  await adoptHandEdit(); // an edit made while the host was down
  await refresh();
  // Another host committed or changed a canary: follow now rather than at the next tick.
  hostStore?.onStateChange(() => void refresh());
  // Other host processes on the store start, promote and abort canaries too: follow them.
  const timer = setInterval(() => void refresh(), DEPLOY_REFRESH_MS).unref();
  app.addHook('onClose', async () => clearInterval(timer));
  if (wiring.operatorTokens.length > 0) {
    const others = await openOtherEnvironments({ ...storeOptions, validation, telemetry: wiring.telemetry, policy, log, notify: hooks.notify });
    const served = { name: config.served, store: deployStore, service, serveCommitted: () => void mapStore.reload(), notify: notifyServed };
    const environments = deployEnvironments(config, [served, ...others]);
    const guessing = hostStore ? { guessing: hostStore.guessing } : {};
    await app.register(opsRoutes, { environments, tokens: wiring.operatorTokens, validation, hooks: { store: hookStore, dispatcher: hooks, allowLocalHttp: wiring.allowLocalHooks }, ...guessing });
    registerOpsPage(app, wiring.distRoot);
  }
  return service;
}
