/**
 * The first phase of a graceful stop (shutdown.ts): for a moment after SIGTERM the server keeps accepting
 * and answering, but tells every HTTP/1 client to close its connection after the answer and answers
 * /healthz 503, so a balancer stops sending players here. Closing the listener at once used to reset every
 * request already on the wire: those on idle keep-alive connections (Node closes idle connections on
 * close, even one whose request has arrived but is not yet read) and those not yet accepted (issue 32,
 * finding 5: 29–104 resets under load).
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** The longest the server keeps accepting after SIGTERM; it stops sooner once no connection is left open. */
export const DRAIN_MS = 1000;

/**
 * How long a close (a graceful stop, or a test's `app.close()`) lets the connections still open finish
 * before it cuts them. Node closes idle keep-alive connections itself, but one it does not count as idle (a
 * request half received, or a keep-alive socket caught between two requests) held the close until its
 * keep-alive timeout, 65 s: a CI run failed on a test host whose close never returned.
 */
export const CLOSE_GRACE_MS = 1500;

export class DrainState {
  active = false;
}

export function installDraining(app: FastifyInstance, state: DrainState): void {
  app.addHook('onRequest', (request: FastifyRequest, reply: FastifyReply, done) => {
    // The host's health check: a draining server is not one to send new players to.
    if (state.active && request.url === '/healthz') return void reply.code(503).header('cache-control', 'no-store').send({ status: 'draining' });
    done();
  });
  app.addHook('onSend', (request, reply, payload, done) => {
    // HTTP/2 has no Connection header (tls-host.ts ends its sessions with GOAWAY instead).
    if (state.active && request.raw.httpVersionMajor === 1) reply.header('connection', 'close');
    done(null, payload);
  });
  app.addHook('preClose', (done) => {
    const server = app.server as { closeAllConnections?: () => void; once: (event: 'close', listener: () => void) => unknown };
    const cut = setTimeout(() => {
      app.log.warn(`connections still open ${CLOSE_GRACE_MS} ms into the close; cutting them`);
      server.closeAllConnections?.();
    }, CLOSE_GRACE_MS);
    cut.unref();
    server.once('close', () => clearTimeout(cut));
    done();
  });
}
