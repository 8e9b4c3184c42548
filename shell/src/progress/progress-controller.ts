/**
 * Navigation progress bar (spec §9: throttle 200 ms, duration 5000 ms). A navigation shorter than the
 * throttle never shows the bar (no flicker); a longer one shows it creeping towards 90 % over the
 * duration, and finishing jumps to 100 % then hides.
 */
export const PROGRESS_THROTTLE_MS = 200;
export const PROGRESS_DURATION_MS = 5_000;
const TICK_MS = 100;
const CEILING = 0.9;

export interface ProgressState {
  visible: boolean;
  /** 0 … 1 */
  value: number;
}

export interface ProgressController {
  start(): void;
  done(): void;
  dispose(): void;
}

export function createProgressController(onChange: (state: ProgressState) => void): ProgressController {
  let showTimer: ReturnType<typeof setTimeout> | undefined;
  let tick: ReturnType<typeof setInterval> | undefined;
  let hideTimer: ReturnType<typeof setTimeout> | undefined;
  let startedAt = 0;
  let running = false;
  /** This navigation's bar is on screen (the throttle passed). */
  let shown = false;
  /** A bar is on screen, this navigation's or a finished one's that is about to hide. */
  let onScreen = false;
  const emit = (state: ProgressState) => {
    onScreen = state.visible;
    onChange(state);
  };
  const hideSoon = () => {
    hideTimer = setTimeout(() => emit({ visible: false, value: 0 }), PROGRESS_THROTTLE_MS);
  };
  const clear = () => {
    clearTimeout(showTimer);
    clearInterval(tick);
    clearTimeout(hideTimer);
  };
  return {
    start() {
      if (running) return;
      clear();
      running = true;
      startedAt = Date.now();
      showTimer = setTimeout(() => {
        shown = true;
        emit({ visible: true, value: 0.1 });
        tick = setInterval(() => {
          const elapsed = Date.now() - startedAt;
          emit({ visible: true, value: Math.min(CEILING, 0.1 + (CEILING - 0.1) * (elapsed / PROGRESS_DURATION_MS)) });
        }, TICK_MS);
      }, PROGRESS_THROTTLE_MS);
    },
    done() {
      if (!running) return;
      running = false;
      clear();
      if (!shown) {
        // A short navigation right after a long one: start() cancelled the finished bar's hiding, so
        // the bar still on screen must be hidden here (it stayed at 100 % forever otherwise).
        if (onScreen) hideSoon();
        return;
      }
      shown = false;
      emit({ visible: true, value: 1 });
      hideSoon();
    },
    dispose() {
      clear();
      running = false;
    },
  };
}
