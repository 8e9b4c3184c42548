/**
 * Graceful shutdown on SIGTERM/SIGINT. First a drain (platform/draining.ts): up to `drainMs` the server still
 * accepts and answers, asking every client to close its connection after the answer, until no connection is
 * left; requests already on the wire are answered, not reset. Then it stops accepting, ends the live feeds
 * (their preClose hook), lets requests in flight finish, closes the database (the API's onClose hook) and
 * exits 0. A request still not done CLOSE_GRACE_MS into the close (a slow upload, a stuck client) has its
 * connection cut so the close can complete (draining.ts); exit 1 only if even that does not finish within `hardMs`.
 */
import type { Server } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { CLOSE_GRACE_MS, DRAIN_MS } from './platform/draining.ts';

export interface ShutdownOptions {
  drainMs?: number;
  hardMs?: number;
  exit?: (code: number) => void;
}

/** Resolves once the server holds no connection, or after `ms`, whichever comes first. */
function connectionsGone(server: Server, ms: number): Promise<void> {
  return new Promise((resolve) => {
    const until = Date.now() + ms;
    const check = () =>
      server.getConnections((error, count) => {
        if (error || count === 0 || Date.now() >= until) resolve();
        else setTimeout(check, 20);
      });
    check();
  });
}

export async function closeGracefully(app: FastifyInstance, reason: string, { drainMs = DRAIN_MS, hardMs = 5000, exit = (code) => process.exit(code) }: ShutdownOptions = {}): Promise<void> {
  app.log.info(`${reason}: draining for up to ${drainMs} ms, then closing (in-flight requests get ${CLOSE_GRACE_MS} ms)`);
  const force = setTimeout(() => {
    app.log.error(`${reason}: the server did not close within ${hardMs} ms; exiting without a clean close`);
    exit(1);
  }, hardMs);
  force.unref();
  app.drain.active = true;
  await connectionsGone(app.server, drainMs);
  return app.close().then(
    () => {
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
