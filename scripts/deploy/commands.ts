/**
 * `npm run deploy -- <command>`: the operator's commands over the ops API. Each returns the lines to
 * print; a refusal of the API is thrown as OpsRefusal and printed by the entry with exit code 1.
 *
 *   status                                   live version, modules, running canary and its error rates
 *   modules [<specifier>]                    available builds (newest first, * = live)
 *   set <specifier>=<url|build> … --reason R [--canary N]
 *                                            change modules (with If-Match of the version read just before),
 *                                            or start a canary of the change for N % of visitors
 *   promote --reason R | abort --reason R    end the running canary
 *   history [--limit N]                      versions with their changes
 *   rollback <version> --reason R            a new version with that version's map
 *   environments                             each environment's live version (* = served by that host)
 *   promote <from> <to> [--version N] --reason R
 *                                            <from>'s version N (default its live one) becomes <to>'s live map
 *   hooks | hooks add <url> --secret S [--events e,…] | hooks remove <id> | hooks deliveries
 *                                            deploy hooks and their recent deliveries
 *
 * `--env <name>` makes any command act on that environment (default: the one the host serves).
 */
import type { ModuleBuilds, OpsClient, SpecifierChange } from '@arena/ops';

export class UsageError extends Error {}

export interface ParsedArgs {
  positionals: string[];
  reason?: string;
  canary?: number;
  limit?: number;
  version?: number;
  secret?: string;
  events?: string;
}

const pct = (rate: number) => `${(rate * 100).toFixed(1)} %`;
const changeLine = (c: SpecifierChange) => `  ${c.specifier}: ${c.before ?? '(none)'} → ${c.after ?? '(removed)'}`;
const needReason = (args: ParsedArgs): string => {
  if (!args.reason?.trim()) throw new UsageError('--reason "<why>" is required: every change is audited');
  return args.reason.trim();
};

/** `<specifier>=<value>`: a URL as is, or a build's version hash of that module (looked up in /ops-api/modules). */
async function resolveChanges(client: OpsClient, pairs: readonly string[]): Promise<Record<string, string>> {
  if (pairs.length === 0) throw new UsageError('set needs at least one <specifier>=<url or build version>');
  let modules: ModuleBuilds[] | null = null;
  const changes: Record<string, string> = {};
  for (const pair of pairs) {
    const at = pair.lastIndexOf('=');
    if (at <= 0 || at === pair.length - 1) throw new UsageError(`"${pair}" is not <specifier>=<url or build version>`);
    const specifier = pair.slice(0, at);
    const value = pair.slice(at + 1);
    if (value.startsWith('/') || /^https?:\/\//.test(value)) {
      changes[specifier] = value;
      continue;
    }
    modules ??= await client.modules();
    const url = modules.flatMap((m) => m.builds).find((b) => b.version === value && b.entries[specifier])?.entries[specifier];
    if (!url) throw new UsageError(`no build "${value}" of ${specifier} (see: npm run deploy -- modules ${specifier})`);
    changes[specifier] = url;
  }
  return changes;
}

export async function runCommand(client: OpsClient, command: string, args: ParsedArgs): Promise<string[]> {
  switch (command) {
    case 'status': {
      const [{ body: head }, canary] = await Promise.all([client.head(), client.canary()]);
      const lines = [`live version ${head.version} by ${head.operator} at ${head.at}: ${head.reason}`];
      for (const [specifier, url] of Object.entries(head.map.imports).filter(([s]) => s.startsWith('@arena/'))) lines.push(`  ${specifier} ${url}`);
      const running = canary.running;
      if (!running) lines.push('no canary running');
      else {
        lines.push(`canary ${running.canary.id} (${running.label}) at ${running.canary.percent} % by ${running.canary.operator}: ${running.canary.reason}`);
        lines.push(...running.canary.changes.map(changeLine));
        lines.push(`  stable ${running.stable.version}: ${running.stable.sessions} sessions, ${running.stable.sessionsWithErrors} with errors (${pct(running.stable.errorRate)})`);
        lines.push(`  canary ${running.candidate.version}: ${running.candidate.sessions} sessions, ${running.candidate.sessionsWithErrors} with errors (${pct(running.candidate.errorRate)})`);
        lines.push(`  aborts by itself above stable + ${pct(running.policy.margin)} after ${running.policy.minSessions} sessions`);
      }
      return lines;
    }
    case 'modules': {
      const wanted = args.positionals[0];
      return (await client.modules())
        .filter((m) => !wanted || Object.keys(m.builds[0]?.entries ?? {}).includes(wanted) || m.module === wanted)
        .flatMap((m) => [m.module, ...m.builds.map((b) => `  ${b.live ? '*' : ' '} ${b.version}  ${b.builtAt}  ${Math.round(b.size / 1024)} KB  ${Object.keys(b.entries).join(', ')}`)]);
    }
    case 'set': {
      const reason = needReason(args);
      const changes = await resolveChanges(client, args.positionals);
      const { etag } = await client.head();
      if (args.canary !== undefined) {
        const canary = await client.startCanary(etag, changes, args.canary, reason);
        return [`canary ${canary.id} started at ${canary.percent} % on version ${canary.baseVersion}`, ...canary.changes.map(changeLine)];
      }
      const { body } = await client.change(etag, changes, reason);
      return [`version ${body.version} is live`, ...body.changes.map(changeLine)];
    }
    case 'promote':
    case 'abort': {
      // `promote <from> <to>` moves an environment's map; without environments, promote ends the running canary.
      if (command === 'promote' && args.positionals.length > 0) return promoteEnvironment(client, args);
      const canary = await client.endCanary(command, needReason(args));
      const end = canary.end;
      return [`canary ${canary.id} ${end?.outcome ?? command}${end?.version ? `: version ${end.version} is live` : ''}`];
    }
    case 'history': {
      return (await client.history()).versions.slice(0, args.limit ?? 20).flatMap((v) => [
        `${v.version}  ${v.at}  ${v.operator}${v.rollbackOf ? ` (rollback to ${v.rollbackOf})` : ''}: ${v.reason}`,
        ...v.changes.map(changeLine),
      ]);
    }
    case 'rollback': {
      const target = Number(args.positionals[0]);
      if (!Number.isInteger(target) || target < 1) throw new UsageError('rollback needs the version number to return to (see: npm run deploy -- history)');
      const reason = needReason(args);
      const { etag } = await client.head();
      const { body } = await client.rollback(etag, target, reason);
      return [`version ${body.version} is live (the map of version ${target})`, ...body.changes.map(changeLine)];
    }
    case 'environments':
      return (await client.environments()).environments.map((e) => `${e.served ? '*' : ' '} ${e.name}${e.aliases.length ? ` (${e.aliases.join(', ')})` : ''}: version ${e.head.version} by ${e.head.operator} at ${e.head.at}${e.canaryRunning ? ', canary running' : ''}`);
    case 'hooks':
      return hookCommand(client, args);
    default:
      throw new UsageError(`unknown command "${command}": status, modules, set, promote, abort, history, rollback, environments, hooks`);
  }
}

async function promoteEnvironment(client: OpsClient, args: ParsedArgs): Promise<string[]> {
  const [from, to, extra] = args.positionals;
  if (!from || !to || extra !== undefined) throw new UsageError('promote between environments needs <from> <to> (see: npm run deploy -- environments)');
  const reason = needReason(args);
  const { body } = await client.promote({ from, to, reason, ...(args.version === undefined ? {} : { version: args.version }) });
  return [`${to}: version ${body.version} is live (${body.reason})`, ...body.changes.map(changeLine)];
}

async function hookCommand(client: OpsClient, args: ParsedArgs): Promise<string[]> {
  const [action = 'list', target, extra] = args.positionals;
  if (extra !== undefined) throw new UsageError(`hooks ${action} takes one argument`);
  switch (action) {
    case 'list':
      return (await client.hooks()).map((h) => `${h.id}  ${h.url}  ${h.events.join(',')}  (${h.operator}, ${h.at})`);
    case 'add': {
      if (!target) throw new UsageError('hooks add needs the receiver URL');
      if (!args.secret) throw new UsageError('hooks add needs --secret "<at least 16 characters>": it signs every body');
      const events = args.events?.split(',').map((e) => e.trim()).filter(Boolean);
      const hook = await client.addHook({ url: target, secret: args.secret, ...(events ? { events } : {}) });
      return [`hook ${hook.id} registered: ${hook.url} (${hook.events.join(', ')})`];
    }
    case 'remove': {
      if (!target) throw new UsageError('hooks remove needs the hook id (see: npm run deploy -- hooks)');
      return [`hook ${(await client.removeHook(target)).id} removed`];
    }
    case 'deliveries':
      return (await client.deliveries()).map((d) => `${d.at}  ${d.environment}  ${d.event}  ${d.url}  ${d.state} after ${d.attempts} attempt(s)${d.lastStatus === null ? '' : `, HTTP ${d.lastStatus}`}${d.lastError ? ` (${d.lastError})` : ''}`);
    default:
      throw new UsageError(`unknown hooks action "${action}": add, remove, deliveries`);
  }
}
