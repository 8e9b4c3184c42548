/**
 * The captcha challenge behind the HTTP client's captcha reaction (spec §8: 400 with captcha code 100,
 * 111, 112 or 113 → challenge → retry with X-Captcha-Token). The challenge is an ALTCHA proof of work
 * (issue 32, finding 2): the store fetches it, lets altcha-lib's solver find the number (asynchronous
 * Web Crypto hashing, so the page stays responsive; the CSP allows workers only from the site's own
 * files, and a second or so of async work does not need one), validates it and resolves to the token —
 * the player only waits. It resolves to null when the player cancels. Framework-free; the dialog renders it.
 */
import type { CaptchaChallenge, CaptchaHandler } from '@arena/http';
import { toFormFailure, type FormFailure } from '../errors.ts';
import { createValue, type ReadableStore } from '../use-store.ts';

export interface PowPuzzle {
  captchaId: string;
  algorithm: string;
  challenge: string;
  salt: string;
  maxnumber: number;
}

export interface CaptchaApi {
  update(code: number): Promise<PowPuzzle>;
  validate(captchaId: string, answer: string): Promise<{ token: string }>;
  /** Finds the number (altcha-lib's solveChallenge in the page); null when none is in range or aborted. */
  solve(puzzle: PowPuzzle, signal: AbortSignal): Promise<number | null>;
}

export interface CaptchaState {
  open: boolean;
  code: number | null;
  /** The server's reason, shown above the progress. */
  reason: string | null;
  /** True while the browser fetches, solves and checks a challenge. */
  working: boolean;
  error: FormFailure | null;
}

const CLOSED: CaptchaState = { open: false, code: null, reason: null, working: false, error: null };

export interface CaptchaStore extends ReadableStore<CaptchaState> {
  handler: CaptchaHandler;
  /** Tries again with a new challenge after a failure. */
  retry(): Promise<void>;
  cancel(): void;
}

export function createCaptchaStore(api: CaptchaApi): CaptchaStore {
  const state = createValue<CaptchaState>(CLOSED);
  let settle: ((token: string | null) => void) | null = null;
  let abort: AbortController | null = null;
  const patch = (next: Partial<CaptchaState>) => state.set((s) => ({ ...s, ...next }));

  const finish = (token: string | null) => {
    const done = settle;
    settle = null;
    abort?.abort();
    abort = null;
    state.set(CLOSED);
    done?.(token);
  };

  async function run(code: number): Promise<void> {
    abort?.abort();
    const controller = new AbortController();
    abort = controller;
    patch({ working: true, error: null });
    try {
      const puzzle = await api.update(code);
      const number = await api.solve(puzzle, controller.signal);
      if (controller.signal.aborted) return;
      if (number === null) throw new Error('captcha_unsolved');
      const { token } = await api.validate(puzzle.captchaId, String(number));
      if (!controller.signal.aborted) finish(token);
    } catch (error) {
      if (controller.signal.aborted) return;
      // A used or expired challenge cannot be retried: the player starts a new one with "Try again".
      patch({ working: false, error: toFormFailure(error) });
    }
  }

  const store: CaptchaStore = {
    get: state.get,
    subscribe: state.subscribe,
    handler(challenge: CaptchaChallenge) {
      // A second challenge replaces the first: the first call gives up and reports its own error.
      if (settle) finish(null);
      return new Promise<string | null>((resolve) => {
        settle = resolve;
        state.set({ ...CLOSED, open: true, code: challenge.code, reason: challenge.message ?? null });
        void run(challenge.code);
      });
    },
    async retry() {
      const { code, working } = state.get();
      if (code !== null && !working) await run(code);
    },
    cancel: () => finish(null),
  };
  return store;
}
