/**
 * Process concerns only: read the environment, listen, print the URL, shut down gracefully.
 * `server.ts` runs host and backend in one process on PORT; `server.ts host` the host alone on PORT
 * (backend at ARENA_API_URL); `server.ts api` the backend alone on ARENA_API_PORT.
 */
import { buildServer, type ServerPart } from './build-app.ts';
import { readEnv } from './platform/env.ts';
import { closeOnSignals } from './shutdown.ts';

const part = (process.argv[2] ?? 'all') as ServerPart;
if (!['all', 'host', 'api'].includes(part)) throw new Error(`server.ts [host|api]: unknown part "${part}"`);
const env = readEnv();
const app = await buildServer(env, { level: env.logLevel }, part);
const address = await app.listen({ port: part === 'api' ? env.apiPort : env.port, host: env.host });
const url = address.replace('0.0.0.0', 'localhost').replace('[::]', 'localhost');
if (part === 'api') console.log(`Arena API is running at ${url}/`);
else console.log(`Arena is running at ${url}/${'ru'}/`);
if (part === 'host') console.log(`(the backend is expected at ${env.apiUrl})`);

closeOnSignals(app);
