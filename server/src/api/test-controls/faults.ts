/**
 * Fault injection: test controls register faults per route; an onRequest hook on every API route
 * applies them (status answer, delay, dropped connection), `count` times or forever.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';

export interface FaultSpec {
  /** HTTP method, or omitted for any. */
  method?: string;
  /** Exact path, or a prefix when it ends with '*'. Query strings are ignored. */
  path: string;
  /** Answer this status with { code: 'injected_fault', message }. */
  status?: number;
  /** Wait this long (real time) before handling or answering. */
  delayMs?: number;
  /** Destroy the connection without an answer (a network error on the client). */
  drop?: boolean;
  /** How many matching requests it applies to; omitted = until cleared. */
  count?: number;
  /** Extra fields merged into the injected body (e.g. captchaCode). */
  body?: Record<string, unknown>;
}

export interface Fault extends FaultSpec {
  id: number;
  hits: number;
}

export class FaultStore {
  private faults: Fault[] = [];
  private nextId = 1;

  add(spec: FaultSpec): Fault {
    const fault: Fault = { ...spec, id: this.nextId++, hits: 0 };
    this.faults.push(fault);
    return fault;
  }

  list(): Fault[] {
    return [...this.faults];
  }

  clear(): void {
    this.faults = [];
  }

  /** Takes the first fault matching the request, counting it and dropping it when used up. */
  take(method: string, path: string): Fault | undefined {
    const fault = this.faults.find(
      (f) => (!f.method || f.method.toUpperCase() === method) && (f.path.endsWith('*') ? path.startsWith(f.path.slice(0, -1)) : path === f.path),
    );
    if (!fault) return undefined;
    fault.hits++;
    if (fault.count !== undefined && fault.hits >= fault.count) this.faults = this.faults.filter((f) => f !== fault);
    return fault;
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function faultHook(store: FaultStore) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const path = request.url.split('?')[0] ?? '';
    if (path.startsWith('/test-api/')) return;
    const fault = store.take(request.method, path);
    if (!fault) return;
    if (fault.delayMs) await sleep(fault.delayMs);
    if (fault.drop) {
      reply.hijack();
      request.raw.socket?.destroy();
      reply.raw.destroy();
      return;
    }
    if (fault.status) {
      return reply.code(fault.status).send({ code: 'injected_fault', message: 'Injected fault (test control)', ...fault.body });
    }
  };
}
