/**
 * `npm run content -- <command>`: the operator content API (server/src/api/content/README.md) from a
 * terminal. The server is ARENA_CONTENT_URL (default http://127.0.0.1:8080), the token ARENA_CONTENT_TOKEN.
 *
 *   list [--type news] [--status draft|published] [--category c]
 *   get <type> <slug>
 *   create <item.json> [--publish]          the seed file format (server/src/api/content/seed/…)
 *   update <type> <slug> <item.json> [--expected-revision N]
 *   publish|unpublish|delete|revisions <type> <slug>
 *   revision <type> <slug> <N>
 */
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';

const USAGE = `usage: npm run content -- <command> [args]
  list [--type T] [--status draft|published] [--category C]
  get <type> <slug>
  create <item.json> [--publish]
  update <type> <slug> <item.json> [--expected-revision N]
  publish | unpublish | delete | revisions <type> <slug>
  revision <type> <slug> <N>
environment: ARENA_CONTENT_URL (default http://127.0.0.1:8080), ARENA_CONTENT_TOKEN (an operator token)`;

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    type: { type: 'string' },
    status: { type: 'string' },
    category: { type: 'string' },
    publish: { type: 'boolean', default: false },
    'expected-revision': { type: 'string' },
  },
});
const [command, ...args] = positionals;
const base = (process.env.ARENA_CONTENT_URL ?? 'http://127.0.0.1:8080').replace(/\/+$/, '');
const token = process.env.ARENA_CONTENT_TOKEN ?? '';

function fail(message: string, code = 2): never {
  console.error(message);
  process.exit(code);
}

const need = (count: number) => {
  if (args.length < count) fail(USAGE);
  return args;
};

const itemPath = (type: string, slug: string) => `/content-api/operator/items/${encodeURIComponent(type)}/${encodeURIComponent(slug)}`;

function readItem(file: string): Record<string, unknown> {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
  } catch (error) {
    return fail(`cannot read ${file}: ${(error as Error).message}`);
  }
}

async function call(method: string, path: string, body?: unknown): Promise<void> {
  if (!token) fail('set ARENA_CONTENT_TOKEN to a content operator token');
  const response = await fetch(`${base}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, 'x-language': 'en', ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  }).catch((error: Error) => fail(`cannot reach ${base}: ${error.message}`, 1));
  const text = await response.text();
  if (!response.ok) fail(`${response.status} ${text}`, 1);
  if (text) console.log(JSON.stringify(JSON.parse(text), null, 2));
  else console.log(`${response.status} ok`);
}

switch (command) {
  case 'list': {
    const query = new URLSearchParams({ pageSize: '500' });
    for (const key of ['type', 'status', 'category'] as const) if (values[key]) query.set(key, values[key]);
    await call('GET', `/content-api/operator/items?${query}`);
    break;
  }
  case 'get':
  case 'revisions': {
    const [type, slug] = need(2);
    await call('GET', `${itemPath(type!, slug!)}${command === 'revisions' ? '/revisions' : ''}`);
    break;
  }
  case 'revision': {
    const [type, slug, revision] = need(3);
    await call('GET', `${itemPath(type!, slug!)}/revisions/${encodeURIComponent(revision!)}`);
    break;
  }
  case 'create': {
    const [file] = need(1);
    await call('POST', '/content-api/operator/items', { ...readItem(file!), ...(values.publish ? { published: true } : {}) });
    break;
  }
  case 'update': {
    const [type, slug, file] = need(3);
    // The file may be a whole seed file: type and slug are the path's, not fields to change.
    const { type: _t, slug: _s, published: _p, ...fields } = readItem(file!);
    const expected = values['expected-revision'];
    await call('PUT', itemPath(type!, slug!), { ...fields, ...(expected ? { expectedRevision: Number(expected) } : {}) });
    break;
  }
  case 'publish':
  case 'unpublish': {
    const [type, slug] = need(2);
    await call('POST', `${itemPath(type!, slug!)}/${command}`);
    break;
  }
  case 'delete': {
    const [type, slug] = need(2);
    await call('DELETE', itemPath(type!, slug!));
    break;
  }
  default:
    fail(USAGE);
}
