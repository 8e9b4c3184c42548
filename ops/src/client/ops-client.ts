/**
 * The one client of the ops API (server/src/host/deploy/README.md), used by the operator page in the
 * browser and by `npm run deploy` in Node: every call carries the operator's token, refusals come back
 * as OpsRefusal with the API's `{ code, message }` (already in the asked language). The answer types are the routes' own
 * TypeBox schemas (@arena/server/ops-api), so the page, the CLI and the server cannot drift apart.
 * Type-only imports: the browser bundle gets none of the server code.
 */
import type { Static } from 'typebox';
import type { CanaryAnswer, CanaryRecordSchema, CanaryStatusAnswer, DeliveriesAnswer, EnvironmentsAnswer, HookAnswer, HooksAnswer, HistoryAnswer, ModulesAnswer, VersionAnswer } from '@arena/server/ops-api';

export type HeadVersion = Static<typeof VersionAnswer>;
export type HistoryVersion = Static<typeof HistoryAnswer>['versions'][number];
export type SpecifierChange = HistoryVersion['changes'][number];
export type ModuleBuilds = Static<typeof ModulesAnswer>['modules'][number];
export type Canary = Static<typeof CanaryRecordSchema>;
export type CanaryStatus = Static<typeof CanaryStatusAnswer>;
export type VersionProgress = NonNullable<CanaryStatus['running']>['stable'];
export type Environments = Static<typeof EnvironmentsAnswer>;
export type Hook = Static<typeof HookAnswer>['hook'];
export type HookDelivery = Static<typeof DeliveriesAnswer>['deliveries'][number];

export class OpsRefusal extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

export interface OpsClientOptions {
  token: string;
  /** Where the host listens; empty in the browser (same origin). */
  baseUrl?: string;
  language?: string;
  /** The environment the calls act on (`?env=`, a name or alias); none: the one the host serves. */
  environment?: string;
  fetch?: typeof fetch;
}

export interface OpsAnswer<T> {
  body: T;
  /** The map version the answer is about (`"7"`), for the next change's If-Match. */
  etag: string | null;
}

export function opsClient({ token, baseUrl = '', language = 'en', environment, fetch: doFetch = (...args) => fetch(...args) }: OpsClientOptions) {
  const call = async <T>(method: string, target: string, body?: unknown, ifMatch?: string | null): Promise<OpsAnswer<T>> => {
    const path = environment ? `${target}${target.includes('?') ? '&' : '?'}env=${encodeURIComponent(environment)}` : target;
    const headers: Record<string, string> = { authorization: `Bearer ${token}`, 'x-language': language };
    if (body !== undefined) headers['content-type'] = 'application/json';
    if (ifMatch) headers['if-match'] = ifMatch;
    let response: Response;
    try {
      response = await doFetch(baseUrl ? new URL(path, baseUrl).toString() : path, { method, headers, ...(body === undefined ? {} : { body: JSON.stringify(body) }) });
    } catch (error) {
      throw new OpsRefusal(0, 'unreachable', `cannot reach ${baseUrl || 'the host'} (${(error as Error).message})`);
    }
    const answer = (await response.json().catch(() => null)) as (T & { code?: string; message?: string }) | null;
    if (!response.ok) throw new OpsRefusal(response.status, answer?.code ?? 'http_error', answer?.message ?? `HTTP ${response.status}`);
    return { body: answer as T, etag: response.headers.get('etag') };
  };
  return {
    head: () => call<HeadVersion>('GET', '/ops-api/importmap'),
    modules: () => call<Static<typeof ModulesAnswer>>('GET', '/ops-api/modules').then((a) => a.body.modules),
    /** One page of the history, newest first; `next` asks for the older page (null: none). */
    history: (before?: number) =>
      call<Static<typeof HistoryAnswer>>('GET', `/ops-api/history${before === undefined ? '' : `?before=${before}`}`).then((a) => ({ versions: a.body.versions, next: a.body.next ?? null })),
    canary: () => call<CanaryStatus>('GET', '/ops-api/canary').then((a) => a.body),
    change: (etag: string | null, changes: Record<string, string>, reason: string) => call<HeadVersion>('PATCH', '/ops-api/importmap', { changes, reason }, etag),
    startCanary: (etag: string | null, changes: Record<string, string>, percent: number, reason: string) =>
      call<Static<typeof CanaryAnswer>>('POST', '/ops-api/canary', { changes, percent, reason }, etag).then((a) => a.body.canary),
    endCanary: (action: 'promote' | 'abort', reason: string) => call<Static<typeof CanaryAnswer>>('POST', `/ops-api/canary/${action}`, { reason }).then((a) => a.body.canary),
    rollback: (etag: string | null, version: number, reason: string) => call<HeadVersion>('POST', '/ops-api/rollback', { version, reason }, etag),
    environments: () => call<Environments>('GET', '/ops-api/environments').then((a) => a.body),
    /** `from`'s version (default its head) becomes `to`'s next version; `etag`: `to`'s head the operator saw. */
    promote: (input: { from: string; to: string; version?: number; reason: string }, etag?: string | null) => call<HeadVersion>('POST', '/ops-api/promote', input, etag ?? null),
    hooks: () => call<Static<typeof HooksAnswer>>('GET', '/ops-api/hooks').then((a) => a.body.hooks),
    addHook: (input: { url: string; secret: string; events?: string[] }) => call<Static<typeof HookAnswer>>('POST', '/ops-api/hooks', input).then((a) => a.body.hook),
    removeHook: (id: string) => call<Static<typeof HookAnswer>>('DELETE', `/ops-api/hooks/${encodeURIComponent(id)}`).then((a) => a.body.hook),
    deliveries: () => call<Static<typeof DeliveriesAnswer>>('GET', '/ops-api/hooks/deliveries').then((a) => a.body.deliveries),
  };
}

export type OpsClient = ReturnType<typeof opsClient>;
