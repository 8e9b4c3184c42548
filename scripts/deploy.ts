/**
 * `npm run deploy -- <command> …`: the operator's CLI over the ops API (scripts/deploy/commands.ts lists
 * the commands). ARENA_OPS_URL (default http://localhost:$PORT or :8080) and ARENA_OPS_TOKEN (or
 * --token-file <path>) say where and who.
 */
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { runCommand, UsageError } from './deploy/commands.ts';
import { opsClient, OpsRefusal } from '@arena/ops';

const USAGE =
  'usage: npm run deploy -- [status | modules [<specifier>] | set <specifier>=<url or build> … | history | rollback <version> | promote [<from> <to>] | abort | environments | hooks [add <url> | remove <id> | deliveries]] [--reason "<why>"] [--canary <percent>] [--limit <n>] [--version <n>] [--secret <s>] [--events <e,…>] [--env <environment>] [--url <ops url>] [--token-file <path>]';

/** The command line, or a usage error (exit 2 with the usage line, never a stack trace) for an unknown or malformed option. */
function commandLine() {
  try {
    return parseArgs({
      allowPositionals: true,
      options: {
        reason: { type: 'string' },
        canary: { type: 'string' },
        limit: { type: 'string' },
        version: { type: 'string' },
        secret: { type: 'string' },
        events: { type: 'string' },
        env: { type: 'string' },
        url: { type: 'string' },
        'token-file': { type: 'string' },
      },
    });
  } catch (error) {
    console.error(`deploy: ${(error as Error).message}\n${USAGE}`);
    process.exit(2);
  }
}

const { values, positionals } = commandLine();
const [command = 'status', ...rest] = positionals;
try {
  const token = values['token-file'] ? readFileSync(values['token-file'], 'utf8').trim() : process.env.ARENA_OPS_TOKEN;
  if (!token) throw new UsageError('set ARENA_OPS_TOKEN (or pass --token-file <path>) to an operator token');
  const baseUrl = values.url ?? process.env.ARENA_OPS_URL ?? `http://localhost:${process.env.PORT ?? 8080}`;
  const number = (name: string, text: string | undefined) => {
    if (text === undefined) return undefined;
    const n = Number(text);
    if (!Number.isInteger(n)) throw new UsageError(`--${name} must be a whole number, got "${text}"`);
    return n;
  };
  const canary = number('canary', values.canary);
  const limit = number('limit', values.limit);
  const version = number('version', values.version);
  const lines = await runCommand(opsClient({ baseUrl, token, ...(values.env ? { environment: values.env } : {}) }), command, {
    positionals: rest,
    ...(values.reason === undefined ? {} : { reason: values.reason }),
    ...(canary === undefined ? {} : { canary }),
    ...(limit === undefined ? {} : { limit }),
    ...(version === undefined ? {} : { version }),
    ...(values.secret === undefined ? {} : { secret: values.secret }),
    ...(values.events === undefined ? {} : { events: values.events }),
  });
  console.log(lines.join('\n'));
} catch (error) {
  if (error instanceof UsageError) {
    console.error(`deploy: ${error.message}\n${USAGE}`);
    process.exit(2);
  }
  if (error instanceof OpsRefusal) {
    console.error(`deploy: refused (${error.status} ${error.code}): ${error.message}`);
    process.exit(1);
  }
  throw error;
}
