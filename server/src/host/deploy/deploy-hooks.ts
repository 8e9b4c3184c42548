/**
 * Deploy hooks (issue 29, finding 7; imd #150): operators register a URL and a secret; every deploy,
 * rollback, canary start/promotion/abort and promotion between environments is POSTed to it as JSON,
 * signed with HMAC-SHA256 of the exact body (`X-Arena-Signature-256: sha256=<hex>`, as GitHub signs),
 * retried with back-off when the receiver fails or is away. Deliveries are recorded (hook-store.ts) and
 * listed through the API and on the operator page. A hook never delays or fails the change itself.
 */
import { createHmac, randomUUID } from 'node:crypto';
import type { DeployEvent } from './deploy-service.ts';
import type { HookDelivery, HookStore } from './hook-store.ts';

export const HOOK_EVENTS = ['deploy', 'rollback', 'canary_start', 'canary_promote', 'canary_abort', 'promote'] as const;
export type HookEvent = (typeof HOOK_EVENTS)[number];

/** Waits before the 2nd, 3rd… attempt: 1 s, 5 s, 30 s, 2 min (then the delivery is marked failed). */
export const DEFAULT_RETRY_DELAYS_MS = [1000, 5000, 30_000, 120_000];
const ATTEMPT_TIMEOUT_MS = 5000;

/**
 * Why a hook URL is refused, or null: https anywhere; plain http only to this machine (localhost,
 * 127.0.0.1, [::1]) and only where local receivers are allowed (test controls or development); no
 * credentials in the URL (they would be stored and shown).
 */
export function hookUrlProblem(text: string, allowLocalHttp: boolean): string | null {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return `"${text}" is not an absolute URL`;
  }
  if (url.username || url.password) return 'a hook URL must not carry credentials (the secret signs the body instead)';
  if (url.protocol === 'https:') return null;
  const local = ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname);
  if (url.protocol === 'http:' && local) return allowLocalHttp ? null : 'plain http is accepted only for a local receiver with test controls or in development';
  return `a hook URL must be https (got ${url.protocol}//${url.hostname})`;
}

export const signBody = (secret: string, body: string) => `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`;

export interface HookDispatcherOptions {
  store: HookStore;
  retryDelaysMs?: readonly number[];
  log: { error(message: string): void };
}

export function createHookDispatcher(options: HookDispatcherOptions) {
  const delays = options.retryDelaysMs ?? DEFAULT_RETRY_DELAYS_MS;
  const pending = new Set<Promise<void>>();
  /** Cuts short the back-off waits (the host closes). */
  const wakes = new Set<() => void>();
  let closed = false;

  const attempt = async (url: string, headers: Record<string, string>, body: string): Promise<{ status: number | null; error: string | null }> => {
    try {
      // Redirects are not followed: a receiver cannot bounce the signed body elsewhere.
      const response = await fetch(url, { method: 'POST', headers, body, redirect: 'manual', signal: AbortSignal.timeout(ATTEMPT_TIMEOUT_MS) });
      await response.body?.cancel();
      return { status: response.status, error: response.ok ? null : `HTTP ${response.status}` };
    } catch (error) {
      return { status: null, error: (error as Error).message };
    }
  };

  const deliver = async (delivery: HookDelivery, secret: string, body: string): Promise<void> => {
    const headers = { 'content-type': 'application/json', 'user-agent': 'arena-deploy-hooks', 'x-arena-event': delivery.event, 'x-arena-delivery': delivery.id, 'x-arena-signature-256': signBody(secret, body) };
    for (let n = 0; ; n++) {
      const result = await attempt(delivery.url, headers, body);
      const done = result.error === null;
      const last = n >= delays.length || closed;
      Object.assign(delivery, { attempts: n + 1, lastStatus: result.status, lastError: result.error, state: done ? 'delivered' : last ? 'failed' : 'retrying', updatedAt: new Date().toISOString() });
      await options.store.saveDelivery(delivery).catch((error: Error) => options.log.error(`deploy hooks: cannot record a delivery (${error.message})`));
      if (done || last) return;
      await new Promise<void>((resolve) => {
        const wake = () => {
          clearTimeout(timer);
          wakes.delete(wake);
          resolve();
        };
        const timer = setTimeout(wake, delays[n]);
        wakes.add(wake);
      });
      if (closed) {
        Object.assign(delivery, { state: 'failed', lastError: `${delivery.lastError ?? ''} (the host stopped before the next attempt)`.trim() });
        await options.store.saveDelivery(delivery).catch(() => undefined);
        return;
      }
    }
  };

  return {
    /** Sends `event` of `environment` to every hook that wants it, in the background. */
    notify(environment: string, event: DeployEvent): void {
      const work = (async () => {
        const hooks = (await options.store.list()).filter((hook) => hook.events.includes(event.event));
        const at = new Date().toISOString();
        await Promise.all(
          hooks.map((hook) => {
            const id = randomUUID();
            const body = JSON.stringify({ id, environment, at, ...event });
            const delivery: HookDelivery = { id, hook: hook.id, url: hook.url, event: event.event, environment, at, attempts: 0, state: 'retrying', lastStatus: null, lastError: null, updatedAt: at };
            return deliver(delivery, hook.secret, body);
          }),
        );
      })().catch((error: Error) => options.log.error(`deploy hooks: ${error.message}`));
      pending.add(work);
      void work.finally(() => pending.delete(work));
    },
    /** Stops waiting for retries (the host closes); deliveries under way end as failed. */
    async close(): Promise<void> {
      closed = true;
      for (const wake of [...wakes]) wake();
      await Promise.allSettled([...pending]);
    },
    /** Resolves when every delivery started so far is delivered or failed (tests). */
    settled: async (): Promise<void> => {
      while (pending.size > 0) await Promise.allSettled([...pending]);
    },
  };
}

export type HookDispatcher = ReturnType<typeof createHookDispatcher>;
