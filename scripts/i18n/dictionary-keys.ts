/**
 * Issue 20's dictionary check: every key the client code uses exists in every interface language's
 * dictionary, and no dictionary holds a key no code uses. The uses come from scripts/i18n/used-keys.ts
 * (the TypeScript compiler's view of every translation call); the dictionaries are the server's
 * (server/src/api/dictionaries/data/<language>/<namespace>.json).
 */
import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { DICTIONARY_DIR, loadDictionaries, type Dictionaries } from '../../server/src/api/dictionaries/dictionary-store.ts';
import { SHELL_TEXTS } from '../../shell/src/platform/shell-texts.ts';
import { COUPON_TEXTS } from '../../shell/src/coupon/coupon-text-table.ts';
import { RECHARGE_TEXTS } from '../../mfe/office/src/features/recharge/recharge-text-table.ts';
import { ERROR_TEXTS } from '@arena/root-config/navigation';
import { ERROR_ROUTE_IDS, ROUTES } from '@arena/routes';
import { ROOT, showKey, wildcard, type KeyPattern, type UsedKeys } from './used-keys.ts';

export const RULES = {
  'key-missing': 'a key the code uses exists in its namespace in every language',
  'pattern-unmatched': 'a key pattern (a template literal such as `appeal_status_${status}`) matches a key in every language',
  'key-unresolved': 'a key the scan cannot follow is a documented dynamic key (DYNAMIC_KEYS)',
  'namespace-unknown': 'a translation function is bound to a namespace that has dictionaries',
  'translation-unbound': 'a call of a function named like a translation function (t, tr, gt) is bound to one by the scan',
  'key-unused': 'every dictionary key is used: by a key or pattern in the code, a built-in table mirror or DYNAMIC_KEYS',
  'dynamic-stale': 'every DYNAMIC_KEYS entry with calls still documents a call the scan lists',
} as const;
export type Rule = keyof typeof RULES;

export interface Failure { rule: Rule; place: string; namespace: string; key: string; detail?: string }

/**
 * The one list of keys the scan cannot follow, documented: the calls (file and key expression as written)
 * and the keys they receive. A listed call may pass keys the scan cannot see; its keys count as used and
 * must exist. With `shownRaw`, the values the scan finds for a listed call that are not of its keys are
 * the call's deliberate fallback (i18next shows a missing key as it is), not missing keys.
 * An entry without calls documents keys no code reads that are kept on purpose.
 */
export interface DynamicKeys {
  namespace: string;
  calls: ReadonlyArray<readonly [file: string, expression: string]>;
  /** Exact keys, or `prefix*` for every key of the namespace so named (at least one must exist). */
  keys: readonly string[];
  shownRaw?: true;
  why: string;
}

export const DYNAMIC_KEYS: readonly DynamicKeys[] = [
  {
    namespace: 'common',
    calls: [['mfe/errors/src/app.tsx', 'message'], ['mfe/errors/src/app.tsx', "route?.params.home ?? 'Go to the home page'"]],
    keys: [ERROR_TEXTS[404], ERROR_TEXTS[500], ERROR_TEXTS.home],
    why: "the error page's texts travel on the bus `route` state (root-config/src/navigation/route-state.ts): the spec's phrases of ERROR_TEXTS, which are keys of the main dictionary",
  },
  {
    namespace: 'titles',
    calls: [['shell/src/seo/seo-head.ts', 'route.id']],
    keys: [...ROUTES.map((route) => route.id), ERROR_ROUTE_IDS.notFound, ERROR_ROUTE_IDS.serverError],
    why: "the document title of a page without its own SEO title is the titles text of the bus route's id (@arena/domain seo/page-title.ts; the shell and the host read it): every route of the table and the error pages",
  },
  {
    namespace: 'auth',
    calls: [
      ['mfe/auth/src/platform/ui.tsx', 'error'], ['mfe/auth/src/platform/phone-field.tsx', 'error'],
      ['mfe/auth/src/features/registration/registration-fields.tsx', 'error'], ['mfe/auth/src/features/registration/registration-fields.tsx', "errors['agreed']"],
      ['mfe/auth/src/features/registration/social-providers.tsx', 'error'],
      // The office phone change shows the shared phone rule's own message (@arena/domain phoneNumberProblem).
      ['mfe/office/src/features/security/code-sections.tsx', 'problem'],
    ],
    keys: ['field_*'],
    why: "a form field's message is a key the stores put in a FieldErrors map (Record<string, string>): the validators' field_* keys, or a server failure's key, which errors.ts's BY_CODE gives (used through failureText)",
  },
  {
    namespace: 'limits',
    calls: [
      ['mfe/office/src/features/limits/limit-section.tsx', 'field.labelKey'],
      ['mfe/office/src/features/limits/limits-page.tsx', "view.sections.flatMap((s) => s.fields).find((f) => f.limitType === limitType)?.labelKey ?? ''"],
    ],
    keys: ['limits_*'],
    shownRaw: true,
    why: "a limit field's label is labelKey() of limits-view.ts: limits_<period>, or its kind's limits_* key; a limit type it does not know shows its kind or number as it is",
  },
  // Kept without a reader, pinned by tests that are not this check's: remove them together with those tests.
  {
    namespace: 'errors',
    calls: [],
    keys: ['main_dictionary_load_error', 'responsible_gaming_cancel_limit_error', 'responsible_gaming_confirm_limit_error', 'session limit ended', 'visit tomorrow', 'page refresh', 'This page could not be found', 'Unknown middleware'],
    why: 'no code reads the errors namespace (the failure notices have built-in texts, the error page reads common, the limits texts limits); server/src/api/content.test.ts ("the spec texts are present") pins these spec phrases in it',
  },
];

/** Keys some languages hold for texts built into the code in ru and en (dictionary-languages.test.ts compares the same sets). */
export function builtInKeys(): Record<string, string[]> {
  return {
    common: [...Object.keys(SHELL_TEXTS.en), ...Object.keys(COUPON_TEXTS.en).map((key) => `slip_${key}`)],
    office: Object.keys(RECHARGE_TEXTS).map((key) => `recharge_${key}`),
  };
}
const BUILT_IN_LANGUAGES = Object.keys(SHELL_TEXTS);

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const matcher = (key: KeyPattern): RegExp => new RegExp(`^${key.map(escape).join('.*')}(_(zero|one|two|few|many|other))?$`);
const dynamicPattern = (key: string): KeyPattern => (key.endsWith('*') ? [key.slice(0, -1), ''] : [key]);

/** A resource's keys as i18next reads them: nested objects (the ops page's) as dotted paths. */
export function flatKeys(resource: object, prefix = ''): string[] {
  return Object.entries(resource).flatMap(([key, value]) => (value !== null && typeof value === 'object' ? flatKeys(value as object, `${prefix}${key}.`) : [`${prefix}${key}`]));
}

/** Where a key is written in its dictionary file (the line of its `"key":`, nested keys part by part). */
function dictionaryPlace(dir: string, language: string, namespace: string, key: string): string {
  const path = join(dir, language, `${namespace}.json`);
  const text = readFileSync(path, 'utf8');
  const flat = text.indexOf(`${JSON.stringify(key)}:`);
  const at = flat >= 0 ? flat : key.split('.').reduce((from, part) => (from < 0 ? from : text.indexOf(`${JSON.stringify(part)}:`, from)), 0);
  return `${relative(ROOT, path)}:${at < 0 ? 1 : text.slice(0, at).split('\n').length}`;
}

export function checkDictionaryKeys(used: UsedKeys, dictionaries: Dictionaries = loadDictionaries(), dir = DICTIONARY_DIR, dynamic = DYNAMIC_KEYS): Failure[] {
  const failures: Failure[] = [];
  const builtIn = builtInKeys();
  const languages = [...dictionaries.keys()].sort();
  const namespaces = new Set(languages.flatMap((language) => [...(dictionaries.get(language)?.keys() ?? [])]));
  const keysOf = (language: string, namespace: string): string[] => {
    const own = flatKeys(dictionaries.get(language)?.get(namespace) ?? {});
    return BUILT_IN_LANGUAGES.includes(language) ? [...own, ...(builtIn[namespace] ?? [])] : own;
  };
  /** Per namespace, the patterns of the keys in use. */
  const usedBy = new Map<string, RegExp[]>();
  const need = (place: string, namespace: string, key: KeyPattern): void => {
    if (!namespaces.has(namespace)) {
      failures.push({ rule: 'namespace-unknown', place, namespace, key: showKey(key) });
      return;
    }
    const pattern = matcher(key);
    usedBy.set(namespace, [...(usedBy.get(namespace) ?? []), pattern]);
    const lacking = languages.filter((language) => !keysOf(language, namespace).some((candidate) => pattern.test(candidate)));
    if (lacking.length > 0) failures.push({ rule: wildcard(key) ? 'pattern-unmatched' : 'key-missing', place, namespace, key: showKey(key), detail: `not in ${lacking.join(', ')}` });
  };
  const entryOf = (namespace: string, file: string, code: string): DynamicKeys | undefined =>
    dynamic.find((entry) => entry.namespace === namespace && entry.calls.some(([f, expression]) => f === file && expression === code));

  const covering = new Set<DynamicKeys>();
  for (const { file, line, namespace, key, code } of used.uses) {
    const entry = entryOf(namespace, file, code);
    if (entry) covering.add(entry);
    // A documented fallback: a value of a listed call that is none of its keys is shown as it is.
    if (entry?.shownRaw && !entry.keys.some((documented) => matcher(dynamicPattern(documented)).test(showKey(key)))) continue;
    need(`${file}:${line}`, namespace, key);
  }
  for (const { file, line, namespace, code } of used.unresolved) {
    const entry = entryOf(namespace, file, code);
    if (entry) covering.add(entry);
    else failures.push({ rule: 'key-unresolved', place: `${file}:${line}`, namespace, key: code });
  }
  for (const { file, line } of used.unbound) failures.push({ rule: 'translation-unbound', place: `${file}:${line}`, namespace: '?', key: '?' });
  for (const entry of dynamic) {
    if (entry.calls.length > 0 && !covering.has(entry)) {
      failures.push({ rule: 'dynamic-stale', place: 'scripts/i18n/dictionary-keys.ts', namespace: entry.namespace, key: entry.calls.map(([file, code]) => `${file}: ${code}`).join('; ') });
    }
    for (const key of entry.keys) need('scripts/i18n/dictionary-keys.ts (DYNAMIC_KEYS)', entry.namespace, dynamicPattern(key));
  }

  for (const language of languages) {
    for (const [namespace, resource] of dictionaries.get(language) ?? []) {
      const patterns = usedBy.get(namespace) ?? [];
      const mirrors = new Set(builtIn[namespace] ?? []);
      for (const key of flatKeys(resource)) {
        if (mirrors.has(key) || patterns.some((pattern) => pattern.test(key))) continue;
        failures.push({ rule: 'key-unused', place: dictionaryPlace(dir, language, namespace, key), namespace, key });
      }
    }
  }
  return failures;
}

/** One line per failure: `rule  file:line  namespace:key  detail`. */
export const formatFailure = (failure: Failure): string =>
  `${failure.rule}  ${failure.place}  ${failure.namespace}:${failure.key}${failure.detail ? `  (${failure.detail})` : ''}`;

