import { describe, expect, it } from 'vitest';
import { TelemetryAggregator } from '../canary/telemetry-aggregator.ts';
import type { ImportMapDocument } from '../importmap-validation.ts';
import type { CanaryStore } from './canary-store.ts';
import { createDeployService } from './deploy-service.ts';
import type { DeployStore, MapVersion } from './deploy-store.ts';

const version = (n: number, office: string): MapVersion => ({ version: n, map: { imports: { '@arena/office': office } }, operator: 'anna', at: '2026-01-01T00:00:00.000Z', reason: 'x', changes: [] });

describe('deploy service: the page version tag (issue 29, finding 6)', () => {
  it('is withheld, never the previous version, while a newly served map waits for the next refresh', async () => {
    let head = version(1, '/dist/office/a/index.js');
    let served: ImportMapDocument['imports'] = { ...head.map.imports };
    const store = { head: async () => head } as unknown as DeployStore;
    const canaries = { running: async () => null } as unknown as CanaryStore;
    const service = createDeployService({
      store,
      canaries,
      validation: { distRoot: '/nowhere', allowedOrigins: [], required: [] },
      telemetry: new TelemetryAggregator(),
      servedImports: () => served,
      log: { info: () => undefined, error: () => undefined },
    });
    await service.refresh();
    expect(service.serving().stableLabel).toBe('1');
    // Another process committed version 2; this one's watcher serves it before the refresh runs.
    head = version(2, '/dist/office/b/index.js');
    served = { ...head.map.imports };
    expect(service.serving().stableLabel).toBeNull();
    await service.refresh();
    expect(service.serving().stableLabel).toBe('2');
  });
});
