/** The limits service calls (spec §7; contract in server/src/api/limits/README.md). */
import type { LimitsAnswer as WireLimitsAnswer } from '@arena/domain';
import { http, type HttpClient } from '@arena/http';

export const LIMITS_BASE = '/limit-service-api/api/external/web/v3';

/** The server's clock (unix seconds) comes with the limits: hours left are counted from it, not from the browser's clock. */
export type LimitsAnswer = WireLimitsAnswer;

export interface ActionAnswer {
  status: boolean;
  title?: string;
}

export interface LimitsApi {
  load(language: string): Promise<LimitsAnswer>;
  set(limitType: number, limitValue: number | null, language: string): Promise<ActionAnswer & Partial<LimitsAnswer>>;
  /** limitaction?action=0|1 (approval mode) — reject 0, approve 1. */
  action(action: 0 | 1, limitType?: number): Promise<ActionAnswer>;
  /** DELETE limit: the cancel outside approval mode. */
  cancel(limitType?: number): Promise<ActionAnswer>;
}

export function createLimitsApi(client: HttpClient = http): LimitsApi {
  const headers = (language: string) => ({ 'X-Language': language });
  return {
    load: (language) => client.get(`${LIMITS_BASE}/limits`, { headers: headers(language), cache: 'no-store' }),
    set: (limitType, limitValue, language) => client.post(`${LIMITS_BASE}/limit`, { limitType, limitValue }, { headers: headers(language) }),
    action: (action, limitType) => client.post(`${LIMITS_BASE}/limitaction`, undefined, { query: { action, limitType } }),
    cancel: (limitType) => client.delete(`${LIMITS_BASE}/limit`, { query: { limitType } }),
  };
}
