/**
 * Graceful shutdown on SIGTERM/SIGINT: stop accepting connections, end the live feeds (their preClose
 * hook), let requests in flight finish, close the database (the API's onClose hook) and exit 0.
 * A request that is still not done after `graceMs` (a slow upload, a stuck client) has its connection
 * cut so the close can complete; exit 1 only if even that does not finish within `hardMs`.
 */
import type { FastifyInstance } from 'fastify';

export interface ShutdownOptions {
  graceMs?: number;
  hardMs?: number;
  exit?: (code: number) => void;
}

export function closeGracefully(app: FastifyInstance, reason: string, { graceMs = 1500, hardMs = 5000, exit = (code) => process.exit(code) }: ShutdownOptions = {}): Promise<void> {
  app.log.info(`${reason}: closing (in-flight requests get ${graceMs} ms)`);
  const cut = setTimeout(() => {
    app.log.warn(`${reason}: requests still open after ${graceMs} ms; cutting their connections`);
    app.server.closeAllConnections();
  }, graceMs);
  const force = setTimeout(() => {
    app.log.error(`${reason}: the server did not close within ${hardMs} ms; exiting without a clean close`);
    exit(1);
  }, hardMs);
  cut.unref();
  force.unref();
  return app.close().then(
    () => {
      clearTimeout(cut);
      clearTimeout(force);
      // Written at warn so it shows at the production log level: operators see the close was clean.
      app.log.warn(`${reason}: closed cleanly (connections ended, database closed)`);
      exit(0);
    },
    (error: unknown) => {
      app.log.error(error);
      exit(1);
    },
  );
}

export function closeOnSignals(app: FastifyInstance, options: ShutdownOptions = {}): void {
  let closing = false;
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.on(signal, () => {
      if (closing) return;
      closing = true;
      void closeGracefully(app, signal, options);
    });
  }
}
