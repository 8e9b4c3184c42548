/**
 * A developer's local server for ONE app, for import-map overrides: it builds the app into its own
 * folder, serves it with CORS (the page lives on another origin) and keeps a stable URL,
 * `/<module>/latest/index.js`, that always serves the newest build, so the override never goes stale.
 */
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { buildAll } from '../build/build.ts';
import { discoverModules } from '../../server/src/host/build-contract/modules.ts';

export interface AppServerOptions {
  root: string;
  specifier: string;
  port?: number;
  host?: string;
  distRoot: string;
  label?: string;
  production?: boolean;
}

export interface AppServer {
  app: FastifyInstance;
  origin: string;
  /** The URL to put in the override: `import-map-override:<specifier>` → this. */
  overrideUrl: string;
  rebuild(label?: string): Promise<string>;
  close(): Promise<void>;
}

function newestVersion(moduleDir: string): string | undefined {
  if (!existsSync(moduleDir)) return undefined;
  return readdirSync(moduleDir)
    .filter((name) => existsSync(join(moduleDir, name, 'build.json')))
    .sort((a, b) => statSync(join(moduleDir, b, 'build.json')).mtimeMs - statSync(join(moduleDir, a, 'build.json')).mtimeMs)[0];
}

export async function startAppServer(options: AppServerOptions): Promise<AppServer> {
  const mod = discoverModules(options.root).find((m) => m.specifier === options.specifier);
  if (!mod) throw new Error(`${options.specifier} is not a module of this workspace`);
  const moduleDir = join(options.distRoot, mod.distName);
  let latest: string | undefined;
  const rebuild = async (label = options.label) => {
    const report = await buildAll({ root: options.root, distRoot: options.distRoot, importMapFile: false, only: [mod.specifier], label, production: options.production });
    latest = report.modules[0]!.urlBase.split('/').at(-2);
    return latest!;
  };
  await rebuild();

  const app = Fastify({ logger: false });
  app.addHook('onSend', async (_request, reply) => {
    reply.header('Access-Control-Allow-Origin', '*');
  });
  await app.register(fastifyStatic, { root: options.distRoot, prefix: '/dist/', index: false, cacheControl: false });
  app.get<{ Params: { '*': string } }>(`/${mod.distName}/latest/*`, (request, reply) => {
    const version = latest ?? newestVersion(moduleDir);
    if (!version) return reply.code(404).send({ code: 'not_built', message: `${mod.specifier} has no build yet` });
    reply.header('Cache-Control', 'no-cache');
    return reply.sendFile(join(mod.distName, version, request.params['*']));
  });
  const address = await app.listen({ port: options.port ?? 0, host: options.host ?? '127.0.0.1' });
  return {
    app,
    origin: address,
    overrideUrl: `${address}/${mod.distName}/latest/index.js`,
    rebuild,
    close: () => app.close(),
  };
}
