/** Process concerns only: read the environment, listen, print the URL, shut down gracefully. */
import { buildServer } from './build-app.ts';
import { readEnv } from './platform/env.ts';
import { closeOnSignals } from './shutdown.ts';

const env = readEnv();
const app = await buildServer(env);
const address = await app.listen({ port: env.port, host: env.host });
const url = address.replace('0.0.0.0', 'localhost').replace('[::]', 'localhost');
console.log(`Arena is running at ${url}/${'ru'}/`);

closeOnSignals(app);
