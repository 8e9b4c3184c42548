import { execFile } from 'node:child_process';
import { resolve } from 'node:path';
import { promisify } from 'node:util';
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createOpsWorkspace, type OpsWorkspace } from '../../server/src/host/deploy/ops-fixture.ts';

const root = resolve(import.meta.dirname, '..', '..');
let ws: OpsWorkspace;
let host: FastifyInstance;
let url: string;

beforeEach(async () => {
  ws = createOpsWorkspace();
  host = await ws.start();
  url = await host.listen({ port: 0, host: '127.0.0.1' });
});
afterEach(async () => {
  await host.close();
  ws.remove();
});

/** The real entry, as `npm run deploy -- …` runs it. */
async function deploy(token: string, ...args: string[]): Promise<{ code: number; out: string; err: string }> {
  try {
    const { stdout, stderr } = await promisify(execFile)(process.execPath, ['--import', 'tsx', 'scripts/deploy.ts', ...args], { cwd: root, env: { ...process.env, ARENA_OPS_URL: url, ARENA_OPS_TOKEN: token } });
    return { code: 0, out: stdout, err: stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, out: failed.stdout, err: failed.stderr };
  }
}

describe('npm run deploy', () => {
  it('set by build version, history, rollback — each a new audited version', async () => {
    const set = await deploy('deploy-secret-anna-7f3k2m9q4w8e1r6t', 'set', '@arena/office=eeeeeeeeeeee', '--reason', 'new office');
    expect(set).toMatchObject({ code: 0 });
    expect(set.out).toContain('version 2 is live');
    expect(set.out).toContain(`@arena/office: ${ws.officeV1} → ${ws.officeV2}`);
    const history = await deploy('view-secret-victor-5h8j2k4l6z9x3c7v', 'history');
    expect(history.out).toMatch(/^2 {2}\S+ {2}anna: new office$/m);
    const rollback = await deploy('deploy-secret-anna-7f3k2m9q4w8e1r6t', 'rollback', '1', '--reason', 'back');
    expect(rollback.out).toContain('version 3 is live (the map of version 1)');
    expect(JSON.parse((await host.inject({ url: '/importmap.json' })).body).imports['@arena/office']).toBe(ws.officeV1);
  }, 30_000);

  it('a canary: set --canary, status with its error rates, abort', async () => {
    const started = await deploy('deploy-secret-anna-7f3k2m9q4w8e1r6t', 'set', `@arena/office=${ws.officeV2}`, '--canary', '25', '--reason', 'try it');
    expect(started.out).toContain('canary 1 started at 25 % on version 1');
    const status = await deploy('view-secret-victor-5h8j2k4l6z9x3c7v', 'status');
    expect(status.out).toContain('canary 1 (1.canary-1) at 25 % by anna: try it');
    expect(status.out).toMatch(/canary 1\.canary-1: 0 sessions, 0 with errors \(0\.0 %\)/);
    expect((await deploy('deploy-secret-anna-7f3k2m9q4w8e1r6t', 'abort', '--reason', 'not now')).out).toContain('canary 1 aborted');
    expect((await deploy('view-secret-victor-5h8j2k4l6z9x3c7v', 'status')).out).toContain('no canary running');
  }, 30_000);

  it('refusals: exit code 1 with the API message; usage mistakes: exit code 2', async () => {
    const viewer = await deploy('view-secret-victor-5h8j2k4l6z9x3c7v', 'set', '@arena/office=eeeeeeeeeeee', '--reason', 'x');
    expect(viewer.code).toBe(1);
    expect(viewer.err).toContain('refused (403 ops_forbidden)');
    const noReason = await deploy('deploy-secret-anna-7f3k2m9q4w8e1r6t', 'set', '@arena/office=eeeeeeeeeeee');
    expect(noReason.code).toBe(2);
    expect(noReason.err).toContain('--reason');
    const unknownBuild = await deploy('deploy-secret-anna-7f3k2m9q4w8e1r6t', 'set', '@arena/office=000000000000', '--reason', 'x');
    expect(unknownBuild).toMatchObject({ code: 2 });
    expect(unknownBuild.err).toContain('no build "000000000000" of @arena/office');
    // Issue 29 finding 6: an unknown option is a usage mistake too (it printed a stack trace, exit 1).
    const unknownOption = await deploy('deploy-secret-anna-7f3k2m9q4w8e1r6t', 'status', '--frobnicate');
    expect(unknownOption.code).toBe(2);
    expect(unknownOption.err).toMatch(/Unknown option '--frobnicate'[\s\S]*usage: npm run deploy --/);
    expect(unknownOption.err).not.toMatch(/\n\s+at /);
    const badToken = await deploy('nobody', 'status');
    expect(badToken.code).toBe(1);
    expect(badToken.err).toContain('401 ops_token_required');
  }, 30_000);

  it('issue 29 finding 7: environments, --env, promote <from> <to>, hooks', async () => {
    const anna = 'deploy-secret-anna-7f3k2m9q4w8e1r6t';
    const staged = await deploy(anna, 'set', '@arena/office=eeeeeeeeeeee', '--env', 'staging', '--reason', 'office v2 to staging');
    expect(staged.out).toContain('version 2 is live');
    const listed = await deploy('view-secret-victor-5h8j2k4l6z9x3c7v', 'environments');
    expect(listed.out).toMatch(/^\* production \(prod\): version 1 by initial/m);
    expect(listed.out).toMatch(/^ {2}staging \(stage\): version 2 by anna/m);
    const promoted = await deploy(anna, 'promote', 'staging', 'prod', '--reason', 'staging looked good');
    expect(promoted).toMatchObject({ code: 0 });
    expect(promoted.out).toContain('prod: version 2 is live (promoted from staging version 2: staging looked good)');
    expect(JSON.parse((await host.inject({ url: '/importmap.json' })).body).imports['@arena/office']).toBe(ws.officeV2);
    expect((await deploy(anna, 'promote', 'staging', '--reason', 'x')).code).toBe(2);
    expect((await deploy(anna, 'status', '--env', 'moon')).err).toContain('404 environment_not_found');

    const added = await deploy(anna, 'hooks', 'add', 'https://hooks.example/deploy', '--secret', 'hook-secret-5a8d1f4g7h2j9k3l', '--events', 'deploy,promote');
    expect(added.out).toMatch(/^hook \S+ registered: https:\/\/hooks\.example\/deploy \(deploy, promote\)$/m);
    expect((await deploy(anna, 'hooks')).out).toContain('https://hooks.example/deploy  deploy,promote');
    expect((await deploy(anna, 'hooks', 'add', 'http://example.com/x', '--secret', 'hook-secret-5a8d1f4g7h2j9k3l')).err).toContain('422 hook_url_refused');
    expect((await deploy(anna, 'hooks', 'add', 'https://hooks.example/x')).code).toBe(2);
  }, 60_000);
});
