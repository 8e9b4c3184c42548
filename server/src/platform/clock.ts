/**
 * The one clock every time-dependent server rule reads (tokens, codes, captcha, limits, delayed accounts).
 * Test controls move it; nothing in server/src/api or server/src/db may call Date.now() directly.
 */
export interface Clock {
  /** Milliseconds since the epoch, as the server believes. */
  now(): number;
  /** Whole unix seconds. */
  nowSeconds(): number;
}

export class AdjustableClock implements Clock {
  private offsetMs = 0;
  private frozenAt: number | null = null;

  now(): number {
    return (this.frozenAt ?? Date.now()) + this.offsetMs;
  }

  nowSeconds(): number {
    return Math.floor(this.now() / 1000);
  }

  /** Moves the clock forward (or back, with a negative value). */
  advance(ms: number): void {
    this.offsetMs += ms;
  }

  /** Sets the clock to an absolute time; it keeps running from there. */
  set(epochMs: number): void {
    this.offsetMs = epochMs - (this.frozenAt ?? Date.now());
  }

  /** Stops the clock where it is: a test whose figures depend on elapsed time moves it only by advance(). */
  freeze(): void {
    this.frozenAt = this.now();
    this.offsetMs = 0;
  }

  reset(): void {
    this.offsetMs = 0;
    this.frozenAt = null;
  }

  get offset(): number {
    return this.offsetMs;
  }
}
