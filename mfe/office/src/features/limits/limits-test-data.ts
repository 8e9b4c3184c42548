/** Test helpers: limits and a fake limits API. */
import type { ClientLimit } from '@arena/domain';
import type { ActionAnswer, LimitsAnswer, LimitsApi } from './limits-api.ts';

export const NOW = 1_700_000_000;

export function limit(limitType: number, limitValue: number, extra: Partial<ClientLimit> = {}): ClientLimit {
  return { limitType, limitValue, limitState: 'ACTIVE', startedAt: NOW - 3600, endsAt: 0, limitBalance: limitValue, needApprove: false, measure: 'RUB', label: '', ...extra };
}

export function pending(limitType: number, from: number, to: number | null, endsAt: number): ClientLimit {
  return limit(limitType, from, {
    limitState: 'PENDING', needApprove: true, startedAt: endsAt - 86_400, endsAt,
    pendingChange: { direction: 'higher', limitValue: to, endsAt, currency: 'RUB' },
  });
}

export interface FakeApi extends LimitsApi {
  calls: string[];
  answers: { load: Array<LimitsAnswer | Error>; action: ActionAnswer | Error };
}

export function fakeApi(initial: ClientLimit[]): FakeApi {
  const api: FakeApi = {
    calls: [],
    answers: { load: [{ limits: initial, serverTime: NOW }], action: { status: true } },
    async load() {
      api.calls.push('load');
      const next = api.answers.load.length > 1 ? api.answers.load.shift()! : api.answers.load[0]!;
      if (next instanceof Error) throw next;
      return next;
    },
    async set(limitType, value) {
      api.calls.push(`set ${limitType}=${value}`);
      return { status: true, title: 'The limit is set' };
    },
    async action(action, limitType) {
      api.calls.push(`action ${action}${limitType ? ` ${limitType}` : ''}`);
      if (api.answers.action instanceof Error) throw api.answers.action;
      return api.answers.action;
    },
    async cancel(limitType) {
      api.calls.push(`delete${limitType ? ` ${limitType}` : ''}`);
      return { status: true };
    },
  };
  return api;
}
