/** Process concerns only: read the environment, listen, print the URL, shut down gracefully. */
import { buildServer } from './build-app.ts';
import { readEnv } from './env.ts';

const env = readEnv();
const app = await buildServer(env);
const address = await app.listen({ port: env.port, host: env.host });
const url = address.replace('0.0.0.0', 'localhost').replace('[::]', 'localhost');
console.log(`Arena is running at ${url}/${'ru'}/`);

let closing = false;
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.on(signal, () => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal}: closing`);
    // close() stops accepting connections and waits for requests in flight.
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error(error);
        process.exit(1);
      },
    );
  });
}
