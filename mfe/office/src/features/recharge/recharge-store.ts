/**
 * The deposit screen's state, framework-free (the React hook only subscribes). The amount moves in the
 * currency's stake step (@arena/domain amountStepFor); the server's refusals (deposit limit exceeded,
 * deposit time-out) are kept with their figures so the page can show what is left or when it ends.
 * After a deposit the shell is told over the bus ('account:changed') so the header balance refreshes.
 */
import { amountStepFor, stepAmount, type Account } from '@arena/domain';
import type { ArenaBus } from '@arena/event-bus';
import { isHttpError } from '@arena/http';
import type { Logger } from '@arena/utils';
import type { RechargeApi } from './recharge-api.ts';

export type RechargeOutcome =
  | { kind: 'done'; message: string; amount: number; iso: string; balance: number }
  | { kind: 'limit'; message: string; remaining: number | null; currency: string }
  | { kind: 'timeout'; message: string; endsAt: number | null }
  | { kind: 'error'; message: string | null };

export type AmountProblem = 'empty' | 'not-positive' | 'not-a-step';

export interface RechargeState {
  status: 'loading' | 'ready' | 'error';
  /** Accounts a deposit can go to: every account except the bonus one (the server refuses it). */
  accounts: Account[];
  accountId: number | null;
  amount: string;
  submitting: boolean;
  outcome: RechargeOutcome | null;
}

export interface RechargeStoreOptions {
  api: RechargeApi;
  bus: Pick<ArenaBus, 'emit' | 'getState'>;
  logger: Pick<Logger, 'warn'>;
  language: () => string;
}

export interface RechargeStore {
  get(): RechargeState;
  subscribe(listener: () => void): () => void;
  load(): Promise<void>;
  selectAccount(accountId: number): void;
  setAmount(amount: string): void;
  step(direction: 1 | -1): void;
  submit(): Promise<void>;
  dismiss(): void;
  /** Aborts a load in flight; the page calls it on unmount. */
  dispose(): void;
}

const BONUS_ACCOUNT_TYPE = 4;

export function depositableAccounts(accounts: readonly Account[]): Account[] {
  return accounts.filter((a) => a.type !== BONUS_ACCOUNT_TYPE);
}

/** The active account when it can take a deposit, else the main account, else the first one. */
export function defaultAccountId(accounts: readonly Account[]): number | null {
  return (accounts.find((a) => a.isActive) ?? accounts.find((a) => a.type === 0) ?? accounts[0])?.id ?? null;
}

/** Amounts are whole steps of the currency: a step of 2.5 accepts 7.5 but not 7. */
export function amountProblem(raw: string, step: number): AmountProblem | null {
  if (raw.trim() === '') return 'empty';
  const amount = Number(raw.replace(',', '.'));
  if (!Number.isFinite(amount) || amount <= 0) return 'not-positive';
  const steps = amount / step;
  return Math.abs(steps - Math.round(steps)) < 1e-9 ? null : 'not-a-step';
}

/** The server's refusal body → what the page shows (spec: limits README "Enforcement"). */
export function outcomeOfError(error: unknown): RechargeOutcome {
  if (!isHttpError(error) || !error.body) return { kind: 'error', message: null };
  const { body } = error;
  const message = typeof body.message === 'string' ? body.message : null;
  if (body.code === 'deposit_limit_exceeded') {
    return { kind: 'limit', message: message ?? '', remaining: typeof body['remaining'] === 'number' ? body['remaining'] : null, currency: String(body['currency'] ?? '') };
  }
  if (body.code === 'deposit_timeout') return { kind: 'timeout', message: message ?? '', endsAt: typeof body['endsAt'] === 'number' ? body['endsAt'] : null };
  return { kind: 'error', message };
}

export function createRechargeStore(options: RechargeStoreOptions): RechargeStore {
  const { api, bus, logger, language } = options;
  let state: RechargeState = { status: 'loading', accounts: [], accountId: null, amount: '', submitting: false, outcome: null };
  const listeners = new Set<() => void>();
  let controller: AbortController | null = null;
  const set = (next: Partial<RechargeState>) => {
    state = { ...state, ...next };
    for (const listener of [...listeners]) listener();
  };
  const selected = () => state.accounts.find((a) => a.id === state.accountId);
  const stepOf = () => amountStepFor(selected()?.iso ?? 'RUB');

  const fetchAccounts = async (): Promise<Account[] | null> => {
    controller?.abort();
    const own = new AbortController();
    controller = own;
    try {
      return depositableAccounts(await api.accounts(own.signal));
    } catch (error) {
      if (!own.signal.aborted) logger.warn('accounts failed', error);
      return null;
    }
  };

  /** Tells every app; the shell refreshes the header's accounts, the coupon keeps its account. */
  const announce = (accounts: readonly Account[]) => {
    const active = bus.getState('activeAccount');
    const fresh = active ? accounts.find((a) => a.id === active.id) : undefined;
    bus.emit('account:changed', { account: active ? { ...active, money: fresh?.money ?? active.money } : null });
  };

  return {
    get: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async load() {
      if (state.accounts.length === 0) set({ status: 'loading' });
      const accounts = await fetchAccounts();
      if (!accounts) {
        if (state.accounts.length === 0) set({ status: 'error' });
        return;
      }
      const keep = accounts.some((a) => a.id === state.accountId);
      set({ status: 'ready', accounts, accountId: keep ? state.accountId : defaultAccountId(accounts) });
    },
    selectAccount(accountId) {
      if (state.accounts.some((a) => a.id === accountId)) set({ accountId, outcome: null });
    },
    setAmount(amount) {
      set({ amount, outcome: null });
    },
    step(direction) {
      const current = Number(state.amount.replace(',', '.'));
      const step = stepOf();
      const base = Number.isFinite(current) && current > 0 ? current : direction === 1 ? 0 : step;
      set({ amount: String(stepAmount(base, step, direction)), outcome: null });
    },
    async submit() {
      const account = selected();
      if (!account || state.submitting || amountProblem(state.amount, stepOf()) !== null) return;
      const amount = Number(state.amount.replace(',', '.'));
      set({ submitting: true, outcome: null });
      try {
        const answer = await api.deposit(account.id, amount, language());
        const accounts = state.accounts.map((a) => (a.id === account.id ? { ...a, money: answer.balance } : a));
        set({ accounts, outcome: { kind: 'done', message: answer.message, amount, iso: account.iso, balance: answer.balance } });
        announce(accounts);
      } catch (error) {
        set({ outcome: outcomeOfError(error) });
      } finally {
        set({ submitting: false });
      }
    },
    dismiss() {
      set({ outcome: null });
    },
    dispose() {
      controller?.abort();
    },
  };
}
