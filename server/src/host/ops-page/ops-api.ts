/**
 * The ops page's client of /ops-api (server/src/host/deploy/README.md): every call carries the
 * operator's token; refusals come back as `{ code, message }` already in the page's language.
 */
export interface SpecifierChange {
  specifier: string;
  before: string | null;
  after: string | null;
}
export interface MapVersion {
  version: number;
  operator: string;
  at: string;
  reason: string;
  changes: SpecifierChange[];
  rollbackOf?: number;
  map?: { imports: Record<string, string> };
}
export interface ModuleBuild {
  version: string;
  builtAt: string;
  size: number;
  entries: Record<string, string>;
  live: boolean;
}
export interface ModuleBuilds {
  module: string;
  builds: ModuleBuild[];
}
export interface Canary {
  id: number;
  baseVersion: number;
  percent: number;
  changes: SpecifierChange[];
  operator: string;
  at: string;
  reason: string;
  end: { outcome: 'promoted' | 'aborted'; operator: string; at: string; reason: string; version?: number } | null;
}
export interface VersionProgress {
  version: string;
  sessions: number;
  sessionsWithErrors: number;
  errors: number;
  errorRate: number;
  recentErrors: Array<{ kind: string; app: string | null; message: string; at: number }>;
}
export interface CanaryStatus {
  running: { canary: Canary; label: string; stable: VersionProgress; candidate: VersionProgress; policy: { minSessions: number; margin: number } } | null;
  recent: Canary[];
}

export class OpsError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

export function createOpsApi(token: string, language: string) {
  const call = async <T>(method: string, path: string, body?: unknown, ifMatch?: string): Promise<{ body: T; etag: string | null }> => {
    const headers: Record<string, string> = { authorization: `Bearer ${token}`, 'x-language': language };
    if (body !== undefined) headers['content-type'] = 'application/json';
    if (ifMatch) headers['if-match'] = ifMatch;
    const response = await fetch(path, { method, headers, ...(body === undefined ? {} : { body: JSON.stringify(body) }) });
    const answer = (await response.json().catch(() => null)) as (T & { code?: string; message?: string }) | null;
    if (!response.ok) throw new OpsError(response.status, answer?.code ?? 'http_error', answer?.message ?? `HTTP ${response.status}`);
    return { body: answer as T, etag: response.headers.get('etag') };
  };
  return {
    head: () => call<MapVersion>('GET', '/ops-api/importmap'),
    modules: () => call<{ modules: ModuleBuilds[] }>('GET', '/ops-api/modules').then((a) => a.body.modules),
    history: () => call<{ versions: MapVersion[] }>('GET', '/ops-api/history').then((a) => a.body.versions),
    canary: () => call<CanaryStatus>('GET', '/ops-api/canary').then((a) => a.body),
    change: (etag: string, changes: Record<string, string>, reason: string) => call<MapVersion>('PATCH', '/ops-api/importmap', { changes, reason }, etag),
    startCanary: (etag: string, changes: Record<string, string>, percent: number, reason: string) => call<{ canary: Canary }>('POST', '/ops-api/canary', { changes, percent, reason }, etag),
    endCanary: (action: 'promote' | 'abort', reason: string) => call<{ canary: Canary }>('POST', `/ops-api/canary/${action}`, { reason }),
    rollback: (etag: string, version: number, reason: string) => call<MapVersion>('POST', '/ops-api/rollback', { version, reason }, etag),
  };
}

export type OpsApi = ReturnType<typeof createOpsApi>;
