/**
 * Process concerns only: read the environment, listen, print the URL, shut down gracefully.
 * `server.ts` runs host and backend in one process on PORT; `server.ts host` the host alone on PORT
 * (backend at ARENA_API_URL); `server.ts api` the backend alone on ARENA_API_PORT; `server.ts sandbox` the
 * payment sandbox alone on ARENA_PAYMENT_SANDBOX_PORT.
 */
import { buildServer, type ServerPart } from './build-app.ts';
import { readEnv } from './platform/env.ts';
import { closeOnSignals } from './shutdown.ts';

const part = (process.argv[2] ?? 'all') as ServerPart;
if (!['all', 'host', 'api', 'sandbox'].includes(part)) throw new Error(`server.ts [host|api|sandbox]: unknown part "${part}"`);
// Alone, the sandbox and the backend sign with a secret both must be given (one process makes its own).
if (part === 'sandbox' && !process.env.ARENA_PAYMENT_SANDBOX_SECRET) throw new Error('the payment sandbox alone needs ARENA_PAYMENT_SANDBOX_SECRET (the same as the backend\'s)');
const env = readEnv();
const app = await buildServer(env, { level: env.logLevel }, part);
const PORTS = { all: env.port, host: env.port, api: env.apiPort, sandbox: env.paymentSandboxPort } as const;
// A live match brings players in bursts (issue 28): a deep accept queue (the kernel caps it at
// net.core.somaxconn) lets a burst of live-feed connections wait to be accepted instead of being reset.
const LISTEN_BACKLOG = 4096;
const address = await app.listen({ port: PORTS[part], host: env.host, backlog: LISTEN_BACKLOG });
const url = address.replace('0.0.0.0', 'localhost').replace('[::]', 'localhost');
if (part === 'api') console.log(`Arena API is running at ${url}/`);
else if (part === 'sandbox') console.log(`Arena payment sandbox is running at ${url}/ (notifications go to ${env.paymentNotifyUrl})`);
else console.log(`Arena is running at ${url}/${'ru'}/`);
if (part === 'host') console.log(`(the backend is expected at ${env.apiUrl})`);

closeOnSignals(app);
