/**
 * Idle logout timing (spec §4, §9): after `minutes × 60 000 ms` without user activity, `onIdle` runs once.
 * Activity only records a time stamp (mousemove fires constantly); the single timer re-arms itself for
 * the remainder when it fires early, so there is never more than one pending timer.
 */
export const IDLE_MINUTE_MS = 60_000;

/** Activity events that count as "not idle". */
export const IDLE_ACTIVITY_EVENTS = ['mousemove', 'mousedown', 'keydown', 'touchstart', 'wheel', 'scroll'] as const;

export function idleTimeoutMs(minutes: number): number {
  return minutes * IDLE_MINUTE_MS;
}

export interface IdleTimer {
  activity(): void;
  stop(): void;
}

export function startIdleTimer(minutes: number, onIdle: () => void, now: () => number = Date.now): IdleTimer {
  const timeout = idleTimeoutMs(minutes);
  let last = now();
  let stopped = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const arm = (delay: number) => {
    timer = setTimeout(check, delay);
  };
  function check(): void {
    if (stopped) return;
    const remaining = last + timeout - now();
    if (remaining > 0) return arm(remaining);
    stopped = true;
    onIdle();
  }
  if (timeout > 0) arm(timeout);
  return {
    activity() {
      last = now();
    },
    stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
    },
  };
}
