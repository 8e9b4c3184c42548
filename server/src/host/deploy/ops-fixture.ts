/**
 * Test support for the ops API: a temporary workspace with a fake dist/ (two builds of @arena/office)
 * and an import map, and a host on it with two operators (anna deploys, victor views).
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { fakeDist } from '../fake-dist.ts';
import { hostPlugin, type HostOptions } from '../host-plugin.ts';
import type { RequiredModule } from '../importmap-requirements.ts';
import { sha256Hex } from '../../platform/token-digests.ts';
import { type OperatorToken } from './operator-tokens.ts';

const root = resolve(import.meta.dirname, '..', '..', '..', '..');

export const REQUIRED: RequiredModule[] = [
  { specifier: '@arena/root-config', kind: 'root-config' },
  { specifier: '@arena/shell', kind: 'shell' },
  { specifier: '@arena/office', kind: 'app' },
  { specifier: 'react', kind: 'vendor' },
];
export const TOKENS: OperatorToken[] = [
  { sha256: sha256Hex('deploy-secret-anna-7f3k2m9q4w8e1r6t'), operator: 'anna', role: 'deployer' },
  { sha256: sha256Hex('view-secret-victor-5h8j2k4l6z9x3c7v'), operator: 'victor', role: 'viewer' },
];
export const DEPLOYER = { authorization: 'Bearer deploy-secret-anna-7f3k2m9q4w8e1r6t' };
export const VIEWER = { authorization: 'Bearer view-secret-victor-5h8j2k4l6z9x3c7v' };

export interface OpsWorkspace {
  dir: string;
  distRoot: string;
  mapFile: string;
  officeV1: string;
  officeV2: string;
  validation: () => { distRoot: string; allowedOrigins: string[]; required: RequiredModule[] };
  write: ReturnType<typeof fakeDist>['write'];
  /** A host on this workspace (several may share it, like processes on one machine). */
  start(options?: Partial<HostOptions>, setup?: (app: FastifyInstance) => Promise<void>): Promise<FastifyInstance>;
  remove(): void;
}

export function createOpsWorkspace(): OpsWorkspace {
  const dir = mkdtempSync(join(tmpdir(), 'arena-ops-'));
  mkdirSync(join(dir, 'importmap'));
  const distRoot = join(dir, 'dist');
  const mapFile = join(dir, 'importmap', 'importmap.json');
  const { write } = fakeDist(distRoot);
  const officeV1 = write('office/cccccccccccc/index.js');
  const officeV2 = write('office/eeeeeeeeeeee/index.js', { contents: 'System.register([],function(e){return{execute(){e({bootstrap(){},mount(){},unmount(){}})}}}); // v2' });
  const map = {
    imports: {
      '@arena/root-config': write('root-config/aaaaaaaaaaaa/index.js'),
      '@arena/shell': write('shell/bbbbbbbbbbbb/index.js'),
      '@arena/office': officeV1,
      react: write('vendor/dddddddddddd/react.js'),
    },
  };
  writeFileSync(mapFile, JSON.stringify(map));
  const hosts: FastifyInstance[] = [];
  return {
    dir,
    distRoot,
    mapFile,
    officeV1,
    officeV2,
    write,
    validation: () => ({ distRoot, allowedOrigins: ['https://cdn.example'], required: REQUIRED }),
    async start(options = {}, setup) {
      const app = Fastify({ logger: false });
      await setup?.(app);
      await app.register(hostPlugin, {
        root,
        distRoot,
        importMapFile: mapFile,
        allowedOrigins: ['https://cdn.example'],
        cors: false,
        requiredModules: REQUIRED,
        appForPath: () => null,
        operatorTokens: TOKENS,
        ...options,
      });
      await app.ready();
      hosts.push(app);
      return app;
    },
    remove() {
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
