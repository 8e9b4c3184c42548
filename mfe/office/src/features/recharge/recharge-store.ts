/**
 * The deposit screen's state, framework-free (the React hook only subscribes). The player picks an
 * account, a payment system that takes its currency and an amount (in the currency's stake step, within
 * the system's min/max); the server's refusals (deposit limit exceeded, deposit time-out) are kept with
 * their figures so the page can show what is left or when it ends. An accepted deposit goes on to the
 * payment provider's checkout (`redirect`); the money arrives when the provider notifies the server, and
 * the onpay page, which follows the payment's status, then reloads the page's accounts entry
 * (@arena/server-state) so the header balance and every other reader refresh.
 */
import { amountStepFor, currencyExponent, stepAmount, type Account, type PaymentSystemInfo } from '@arena/domain';
import type { ArenaBus } from '@arena/event-bus';
import { isHttpError } from '@arena/http';
import type { Logger } from '@arena/utils';
import type { RechargeApi } from './recharge-api.ts';

export type RechargeOutcome =
  | { kind: 'redirect'; message: string; url: string }
  | { kind: 'limit'; message: string; remaining: number | null; currency: string }
  | { kind: 'timeout'; message: string; endsAt: number | null }
  | { kind: 'error'; message: string | null };

export type AmountProblem = 'empty' | 'not-positive' | 'precision';

export interface RechargeState {
  status: 'loading' | 'ready' | 'error';
  /** Accounts a deposit can go to: every account except the bonus one (the server refuses it). */
  accounts: Account[];
  accountId: number | null;
  /** Payment systems (the ones taking the chosen account's currency are offered). */
  systems: PaymentSystemInfo[];
  /** Deposits go to the payment sandbox: the page says "test payments". */
  testPayments: boolean;
  systemId: string | null;
  amount: string;
  submitting: boolean;
  outcome: RechargeOutcome | null;
}

export interface RechargeStoreOptions {
  api: RechargeApi;
  bus: Pick<ArenaBus, 'emit' | 'getState'>;
  logger: Pick<Logger, 'warn'>;
  language: () => string;
  /** Goes to the payment's checkout (a full navigation: the backend sends the browser on to the provider). */
  redirect?: (url: string) => void;
}

export interface RechargeStore {
  get(): RechargeState;
  subscribe(listener: () => void): () => void;
  load(): Promise<void>;
  selectAccount(accountId: number): void;
  selectSystem(systemId: string): void;
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
export function amountProblem(raw: string, iso: string): AmountProblem | null {
  if (raw.trim() === '') return 'empty';
  const amount = Number(raw.replace(',', '.'));
  if (!Number.isFinite(amount) || amount <= 0) return 'not-positive';
  // Any amount in the currency's minor unit: the step is what − / + and the chips add, not a rule (issue
  // 27: a 50 RUB minimum could not be deposited when only whole steps of 100 RUB were taken).
  const scaled = amount * 10 ** currencyExponent(iso);
  return Math.abs(scaled - Math.round(scaled)) < 1e-6 ? null : 'precision';
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

/** The systems that take deposits in a currency. */
export function depositSystems(systems: readonly PaymentSystemInfo[], iso: string): PaymentSystemInfo[] {
  return systems.filter((s) => s.rules[iso]?.deposit);
}

export function createRechargeStore(options: RechargeStoreOptions): RechargeStore {
  const { api, logger, language } = options;
  const redirect = options.redirect ?? ((url: string) => window.location.assign(url));
  let state: RechargeState = { status: 'loading', accounts: [], accountId: null, systems: [], testPayments: false, systemId: null, amount: '', submitting: false, outcome: null };
  const listeners = new Set<() => void>();
  let controller: AbortController | null = null;
  const set = (next: Partial<RechargeState>) => {
    state = { ...state, ...next };
    for (const listener of [...listeners]) listener();
  };
  const selected = () => state.accounts.find((a) => a.id === state.accountId);
  /** The chosen system when it takes the account's currency, else the first one that does. */
  const systemOf = (accountId: number | null, systemId: string | null, systems = state.systems) => {
    const iso = state.accounts.find((a) => a.id === accountId)?.iso ?? '';
    const offered = depositSystems(systems, iso);
    return (offered.find((s) => s.id === systemId) ?? offered[0])?.id ?? null;
  };
  const stepOf = () => amountStepFor(selected()?.iso ?? 'RUB');

  const fetchAccounts = async (): Promise<Account[] | null> => {
    controller?.abort();
    const own = new AbortController();
    controller = own;
    try {
      // The page's accounts entry is shared with the header: a screen that went away stops waiting, not the load.
      const accounts = depositableAccounts(await api.accounts());
      return own.signal.aborted ? null : accounts;
    } catch (error) {
      if (!own.signal.aborted) logger.warn('accounts failed', error);
      return null;
    }
  };

  return {
    get: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async load() {
      if (state.accounts.length === 0) set({ status: 'loading' });
      const [accounts, offer] = await Promise.all([fetchAccounts(), api.systems().catch(() => null)]);
      if (!accounts || !offer) {
        if (state.accounts.length === 0) set({ status: 'error' });
        return;
      }
      const keep = accounts.some((a) => a.id === state.accountId);
      const accountId = keep ? state.accountId : defaultAccountId(accounts);
      state = { ...state, accounts, systems: offer.systems, testPayments: offer.testPayments };
      set({ status: 'ready', accountId, systemId: systemOf(accountId, state.systemId, offer.systems) });
    },
    selectAccount(accountId) {
      if (state.accounts.some((a) => a.id === accountId)) set({ accountId, systemId: systemOf(accountId, state.systemId), outcome: null });
    },
    selectSystem(systemId) {
      if (systemOf(state.accountId, systemId) === systemId) set({ systemId, outcome: null });
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
      const systemId = systemOf(state.accountId, state.systemId);
      if (!account || !systemId || state.submitting || amountProblem(state.amount, selected()?.iso ?? 'RUB') !== null) return;
      const amount = Number(state.amount.replace(',', '.'));
      set({ submitting: true, outcome: null });
      try {
        const answer = await api.deposit(account.id, amount, language(), systemId);
        set({ outcome: { kind: 'redirect', message: answer.message, url: answer.redirectUrl } });
        redirect(answer.redirectUrl);
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
