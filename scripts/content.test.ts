/**
 * The content CLI (`npm run content -- …`, scripts/content.ts) against a real listening API: an operator
 * creates a news item from a file, publishes it, reads its history and deletes it; a missing token and a
 * refused call end with a non-zero exit and the server's message.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPlugin } from '../server/src/api/index.ts';
import { contentOperatorEntry } from '../server/src/api/content/content-operators.ts';
import { readEnv } from '../server/src/platform/env.ts';

const run = promisify(execFile);
const ROOT = resolve(import.meta.dirname, '..');
const TOKEN = 'cli-test-token-0123456789abcdef-strong';
let app: FastifyInstance;
let url = '';
let dir = '';

beforeAll(async () => {
  app = Fastify({ logger: false });
  await app.register(apiPlugin, { env: readEnv({ ARENA_DB: ':memory:', ARENA_CONTENT_TOKENS: JSON.stringify([contentOperatorEntry(TOKEN, 'cli', 'editor')]) }) });
  url = await app.listen({ port: 0, host: '127.0.0.1' });
  dir = mkdtempSync(join(tmpdir(), 'content-cli-'));
});
afterAll(async () => {
  await app.close();
  rmSync(dir, { recursive: true, force: true });
});

const cli = (args: string[], token = TOKEN) =>
  run(process.execPath, ['--import', 'tsx', 'scripts/content.ts', ...args], { cwd: ROOT, env: { ...process.env, ARENA_CONTENT_URL: url, ARENA_CONTENT_TOKEN: token } });

describe('npm run content', () => {
  it('create from a file, publish, revisions, delete', async () => {
    const file = join(dir, 'item.json');
    const text = { title: 'Новость из консоли', summary: 'Кратко.', seoTitle: '', seoDescription: '', body: 'Текст.' };
    writeFileSync(file, JSON.stringify({ type: 'news', slug: 'cli-news', publishedAt: '2026-11-20T10:00:00Z', ru: text }));
    expect(JSON.parse((await cli(['create', file])).stdout)).toMatchObject({ slug: 'cli-news', status: 'draft' });
    expect(JSON.parse((await cli(['publish', 'news', 'cli-news'])).stdout)).toMatchObject({ status: 'published' });
    const history = JSON.parse((await cli(['revisions', 'news', 'cli-news'])).stdout) as { revisions: Array<{ action: string; operator: string }> };
    expect(history.revisions.map((r) => `${r.action}:${r.operator}`)).toEqual(['publish:cli', 'create:cli']);
    expect((await cli(['delete', 'news', 'cli-news'])).stdout.trim()).toBe('204 ok');
  }, 60_000);

  it('a wrong token or an unknown item exits non-zero with the server’s answer', async () => {
    await expect(cli(['get', 'news', 'nothing'], 'wrong-token')).rejects.toMatchObject({ code: 1, stderr: expect.stringContaining('401') });
    await expect(cli(['get', 'news', 'nothing'])).rejects.toMatchObject({ code: 1, stderr: expect.stringContaining('content_not_found') });
    await expect(cli(['frobnicate'])).rejects.toMatchObject({ code: 2, stderr: expect.stringContaining('usage:') });
  }, 60_000);
});
