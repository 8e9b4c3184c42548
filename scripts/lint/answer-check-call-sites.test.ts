/**
 * Issue 27, the guard: every answer browser code reads from the reference API goes through a listed checker.
 * Each `http.get|post|put|patch|delete(...)` call in the apps, the shell, the shared libraries and the root
 * config must be followed by `.then(checker)` with a checker of money-answers.ts or answers.ts (or
 * `.then(a ? checkerA : checkerB)` for a call whose path is chosen at run time), the checker's route must
 * have the call's method, and a path written in place (`'/office-api/profile'`, `` `/support-api/tickets/${id}` ``)
 * must fit the checker's route. The few calls that cannot be checked are listed below with the reason.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { ANSWERS } from '../../shared-libs/contracts/src/answer-checks/answers.ts';
import { MONEY_ANSWERS } from '../../shared-libs/contracts/src/answer-checks/money-answers.ts';

const root = resolve(import.meta.dirname, '..', '..');
const LISTED: Record<string, { route: string }> = { ...MONEY_ANSWERS, ...ANSWERS };

/** `file` + the call's path as written: why its answer is not checked (README, "Answers checked at the boundary"). */
const UNCHECKED: Record<string, string> = {
  'shell/src/chat/use-support-chat.ts `/support-api/chat/${chatId}/typing`': 'the server answers 204 with no body; nothing is read',
  'shared-libs/session/src/logout/logout.ts SESSION_PATHS.disconnect': 'the answer is not read: its cookies end the session, and the local logout runs either way',
  'shared-libs/session/src/session/session-service.ts SESSION_PATHS.session': 'the answer (`{ ok: true }`) is not read: the preload is the touch the spec asks for 8 s after start',
  'shared-libs/session/src/session/session-service.ts SESSION_PATHS.authRefresh': 'the answer (`{ ok: true }`) is not read: the call extends the session (cookies, token)',
};

interface CallSite {
  where: string;
  key: string;
  method: string;
  checkers: string[] | null;
  /** The path as a pattern when it is written in place, with `~` for each `${…}`. */
  written: string | null;
}

const HTTP_METHOD = /^(get|post|put|patch|delete)$/;

function callSitesOf(file: string, text: string): CallSite[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const sites: CallSite[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isCallExpression(node) && ts.isPropertyAccessExpression(node.expression) && HTTP_METHOD.test(node.expression.name.text) && /(^|\.)http$/.test(node.expression.expression.getText())) {
      const path = node.arguments[0];
      const parent = node.parent;
      const then = ts.isPropertyAccessExpression(parent) && parent.name.text === 'then' && ts.isCallExpression(parent.parent) ? parent.parent.arguments[0] : undefined;
      const names = (expression: ts.Expression | undefined): string[] | null => {
        if (expression && ts.isIdentifier(expression) && expression.text in LISTED) return [expression.text];
        if (expression && ts.isConditionalExpression(expression)) {
          const [a, b] = [names(expression.whenTrue), names(expression.whenFalse)];
          return a && b ? [...a, ...b] : null;
        }
        return null;
      };
      const written = path && (ts.isStringLiteral(path) || ts.isNoSubstitutionTemplateLiteral(path))
        ? path.text
        : path && ts.isTemplateExpression(path)
          ? path.head.text + path.templateSpans.map((span) => `~${span.literal.text}`).join('')
          : null;
      sites.push({
        where: `${file}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1}`,
        key: `${file} ${path?.getText() ?? ''}`,
        method: node.expression.name.text.toUpperCase(),
        checkers: names(then),
        written,
      });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return sites;
}

/** A path written in place fits a route when each `${…}` stands for one route parameter or, leading, for a prefix. */
function fits(written: string, route: string): boolean {
  const path = route.slice(route.indexOf(' ') + 1);
  const routePattern = new RegExp(`^${path.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/:\w+/g, '[^/]+')}$`);
  const writtenPattern = new RegExp(`^${written.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/~/g, '.+')}$`);
  return routePattern.test(written) || writtenPattern.test(path);
}

/** What is wrong with one call site (empty when it is checked as the list says). */
function problemsOf(site: CallSite): string[] {
  if (!site.checkers) return [`${site.where}: ${site.method} ${site.key} reads an answer with no listed checker in .then(…)`];
  const routes = site.checkers.map((name) => LISTED[name]!.route);
  const problems = routes.filter((route) => !route.startsWith(`${site.method} `)).map((route) => `${site.where}: a ${site.method} call checked as ${route}`);
  if (site.written !== null && !routes.some((route) => fits(site.written!, route))) problems.push(`${site.where}: ${site.written} fits none of ${routes.join(', ')}`);
  return problems;
}

function browserSources(): string[] {
  const listed = execFileSync('git', ['ls-files', 'mfe', 'shell', 'shared-libs', 'root-config'], { cwd: root, encoding: 'utf8' }).trim().split('\n');
  return listed.filter((f) => /\.tsx?$/.test(f) && !/\.test\.tsx?$/.test(f) && !/^shared-libs\/(contracts|testing|http)\//.test(f) && !f.includes('/testing/'));
}

describe('every answer browser code reads is checked at the boundary (issue 27)', () => {
  const sites = browserSources().flatMap((file) => callSitesOf(file, readFileSync(resolve(root, file), 'utf8')));

  it('finds the call sites (the scan itself works)', () => {
    expect(sites.length).toBeGreaterThan(150);
  });

  it('every call reads its answer through a listed checker whose route fits the call, or is listed as unchecked with a reason', () => {
    expect(sites.filter((site) => !(site.key in UNCHECKED)).flatMap(problemsOf)).toEqual([]);
  });

  it('every unchecked call listed still exists and is still unchecked', () => {
    for (const key of Object.keys(UNCHECKED)) expect(sites.filter((site) => site.key === key && !site.checkers).length, key).toBeGreaterThan(0);
  });

  it('refuses a call without a checker, with a checker of another route, and with one of another method', () => {
    const [bare, wrong, method, good, chosen] = callSitesOf(
      'mfe/x/api.ts',
      [
        `http.get<Profile>('/office-api/profile');`,
        `http.get<unknown>('/office-api/settings').then(officeProfileAnswer);`,
        `http.post<unknown>('/office-api/profile').then(officeProfileAnswer);`,
        'http.get<unknown>(`/support-api/tickets/${id}`).then(supportTicketsOfIdAnswer);',
        `http.post<unknown>(path).then(visitor ? supportVisitorChatSeenPostAnswer : supportChatSeenPostAnswer);`,
      ].join('\n'),
    );
    expect(problemsOf(bare!)).toEqual(["mfe/x/api.ts:1: GET mfe/x/api.ts '/office-api/profile' reads an answer with no listed checker in .then(…)"]);
    expect(problemsOf(wrong!)).toEqual(['mfe/x/api.ts:2: /office-api/settings fits none of GET /office-api/profile']);
    expect(problemsOf(method!)).toEqual(['mfe/x/api.ts:3: a POST call checked as GET /office-api/profile']);
    expect([...problemsOf(good!), ...problemsOf(chosen!)]).toEqual([]);
  });
});
