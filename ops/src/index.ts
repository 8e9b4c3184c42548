/**
 * @arena/ops: the client of the ops API, shared by the operator page (src/page/, bundled on its own by
 * scripts/build/ops-page.ts) and the operator CLI (`npm run deploy`, scripts/deploy.ts).
 */
export { OpsRefusal, opsClient } from './client/ops-client.ts';
export type { Canary, CanaryStatus, HeadVersion, HistoryVersion, ModuleBuilds, OpsAnswer, OpsClient, OpsClientOptions, SpecifierChange, VersionProgress } from './client/ops-client.ts';
