/**
 * The browser half of an answer check, free of TypeBox so it can ship in an app bundle: the typed error and
 * the checker every compiled check is wrapped in. The verdict comes from the compiled check (build time) or
 * the run-time compiled one (tests); the first failing path is worked out only after a refusal, by a
 * separately loaded explainer, so the TypeBox error walker never weighs on a bundle's first load.
 */
import { logger } from '@arena/utils';

/** An answer whose shape is not its route's contract: nothing of it is shown or credited. */
export class AnswerShapeError extends Error {
  override readonly name = 'AnswerShapeError';
  constructor(
    /** `METHOD /route/:pattern` the answer came from. */
    readonly route: string,
    /** JSON pointer of the first value that broke the contract (`/all_accounts/0/money`); `` for the whole answer. */
    readonly path: string,
  ) {
    super(`${route} answered a shape its contract does not allow (first at ${path || '/'})`);
  }
}

/**
 * By shape, not by class: each module that checks answers carries its own compiled copy of this file, and a
 * refusal made in one (@arena/server-state's accounts load) is judged in another (the office, the shell).
 */
export const isAnswerShapeError = (error: unknown): error is AnswerShapeError =>
  error instanceof AnswerShapeError ||
  (error instanceof Error && error.name === 'AnswerShapeError' && typeof (error as { route?: unknown }).route === 'string' && typeof (error as { path?: unknown }).path === 'string');

/** Finds the first failing JSON pointer of a refused answer. */
export type AnswerExplainer = (value: unknown) => string | Promise<string>;

/**
 * Passes a well-formed answer through as its type; refuses (and logs) any other with an AnswerShapeError.
 * `warm`, on a late checker, starts fetching its chunk now: a read the page waits for (the boot reads of the
 * shared libraries) warms its checker as it sends the request, so the chunk arrives beside the answer.
 */
export type AnswerCheck<T> = ((value: unknown) => Promise<T>) & { warm?: () => void };

export function answerCheck<T>(route: string, check: (value: unknown) => boolean, explain: AnswerExplainer): AnswerCheck<T> {
  // Frozen answers that passed, remembered while they live: such an answer cannot change after its check. The
  // host's server render hands one answer, frozen through and through, to every render of its second
  // (@arena/http parsed-body), and checking it again for each render was ~5 % of a render worker's time.
  const passed = new WeakSet<object>();
  return async (value) => {
    const frozen = typeof value === 'object' && value !== null && Object.isFrozen(value);
    if (frozen && passed.has(value)) return value as T;
    if (check(value)) {
      if (frozen) passed.add(value);
      return value as T;
    }
    // The path is for the log and the report; a failing explainer must not turn the refusal into a pass.
    const path = await Promise.resolve()
      .then(() => explain(value))
      .catch(() => '');
    const error = new AnswerShapeError(route, path);
    logger.error(error.message);
    throw error;
  };
}

/** What the chunk of a late checker holds: its route, its compiled check and the explainer of a refusal. */
export interface LateCheck {
  route: string;
  Check: (value: unknown) => boolean;
  explain: AnswerExplainer;
}

/**
 * A checker whose compiled check lives in a chunk of its own (the answers of answers.ts): the chunk is fetched
 * on the first answer it judges and kept, so no first load carries it. A chunk that cannot be fetched rejects
 * that answer (the caller shows its error as for a failed request) and is asked for again next time.
 */
export function lateAnswerCheck<T>(load: () => Promise<LateCheck>): AnswerCheck<T> {
  let loading: Promise<AnswerCheck<T>> | undefined;
  const loaded = () =>
    (loading ??= load().then(
      ({ route, Check, explain }) => answerCheck<T>(route, Check, explain),
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    ));
  const check = async (value: unknown) => (await loaded())(value);
  // A failed warm-up is forgotten (loading is reset): the answer's own check asks again.
  return Object.assign(check, { warm: () => void loaded().catch(() => undefined) });
}
