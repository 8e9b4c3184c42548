/**
 * The captcha challenge behind the HTTP client's captcha reaction (spec §8: 400 with captcha code 100,
 * 111, 112 or 113 → challenge → retry with X-Captcha-Token). The store turns one challenge into one
 * promise: it resolves to the validated token, or to null when the player gives up. Framework-free;
 * the dialog renders it.
 */
import type { CaptchaChallenge, CaptchaHandler } from '@arena/http';
import { toFormFailure, type FormFailure } from '../errors.ts';
import { createValue, type ReadableStore } from '../use-store.ts';

export interface CaptchaApi {
  /** A new challenge: `image` is a data: URL of an SVG picture (the answer is never in the JSON). */
  update(code: number): Promise<{ captchaId: string; image: string; width?: number; height?: number }>;
  validate(captchaId: string, answer: string): Promise<{ token: string }>;
}

export interface CaptchaState {
  open: boolean;
  code: number | null;
  /** The server's reason, shown above the puzzle. */
  reason: string | null;
  captchaId: string | null;
  /** The picture to read (a data: URL), null while loading. */
  image: string | null;
  imageSize: { width: number; height: number } | null;
  loading: boolean;
  error: FormFailure | null;
}

const CLOSED: CaptchaState = { open: false, code: null, reason: null, captchaId: null, image: null, imageSize: null, loading: false, error: null };

export interface CaptchaStore extends ReadableStore<CaptchaState> {
  handler: CaptchaHandler;
  submit(answer: string): Promise<void>;
  refresh(): Promise<void>;
  cancel(): void;
}

export function createCaptchaStore(api: CaptchaApi): CaptchaStore {
  const state = createValue<CaptchaState>(CLOSED);
  let settle: ((token: string | null) => void) | null = null;
  const patch = (next: Partial<CaptchaState>) => state.set((s) => ({ ...s, ...next }));

  const finish = (token: string | null) => {
    const done = settle;
    settle = null;
    state.set(CLOSED);
    done?.(token);
  };

  async function load(code: number): Promise<void> {
    patch({ loading: true, image: null, imageSize: null, captchaId: null });
    try {
      const puzzle = await api.update(code);
      const imageSize = puzzle.width && puzzle.height ? { width: puzzle.width, height: puzzle.height } : null;
      patch({ loading: false, captchaId: puzzle.captchaId, image: puzzle.image, imageSize });
    } catch (error) {
      patch({ loading: false, error: toFormFailure(error) });
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
        void load(challenge.code);
      });
    },
    async submit(answer) {
      const { captchaId, loading, code } = state.get();
      if (loading || !captchaId || code === null) return;
      if (!answer.trim()) {
        patch({ error: { key: 'field_required', field: 'answer' } });
        return;
      }
      patch({ loading: true, error: null });
      try {
        const { token } = await api.validate(captchaId, answer.trim());
        finish(token);
      } catch (error) {
        // The server burns a challenge on a wrong answer: show the error with a fresh picture.
        const failure = toFormFailure(error);
        await load(code);
        patch({ error: { ...failure, field: 'answer' } });
      }
    },
    async refresh() {
      const { code, loading } = state.get();
      if (code !== null && !loading) await load(code);
    },
    cancel: () => finish(null),
  };
  return store;
}
