/**
 * A small scoped logger. Every library logs through it so the spec's named log lines
 * ('Fetch token error', 'fail load session', …) go to one sink that tests can replace.
 */
export type LogLevel = 'debug' | 'info' | 'warn' | 'error';

export interface Logger {
  debug(message: string, ...details: unknown[]): void;
  info(message: string, ...details: unknown[]): void;
  warn(message: string, ...details: unknown[]): void;
  error(message: string, ...details: unknown[]): void;
  /** A child logger whose lines carry an extra scope prefix. */
  child(scope: string): Logger;
}

/** Where log lines end up; `console` by default. */
export type LogSink = Pick<Console, LogLevel>;

export function createLogger(scope = 'arena', sink: LogSink = console): Logger {
  const prefix = `[${scope}]`;
  // A logger must never throw into the code that called it (e.g. a sink that was torn down).
  const write = (level: LogLevel, message: string, details: unknown[]): void => {
    try {
      sink[level](prefix, message, ...details);
    } catch {
      /* nothing sensible left to report to */
    }
  };
  return {
    debug: (m, ...d) => write('debug', m, d),
    info: (m, ...d) => write('info', m, d),
    warn: (m, ...d) => write('warn', m, d),
    error: (m, ...d) => write('error', m, d),
    child: (child) => createLogger(`${scope}:${child}`, sink),
  };
}

/** The page-wide logger. */
export const logger: Logger = createLogger('arena');
