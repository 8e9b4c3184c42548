/**
 * Issue 20: every dictionary key the code uses exists in every interface language, and no dictionary holds
 * a key no code uses. One test per rule (dictionary-keys.ts RULES); a failure lists `file:line` and the key.
 * The scan type-checks the client, so it takes a while.
 */
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Dictionaries } from '../../server/src/api/dictionaries/dictionary-store.ts';
import { RULES, checkDictionaryKeys, formatFailure, type Failure, type Rule } from './dictionary-keys.ts';
import { scanUsedKeys, type UsedKeys } from './used-keys.ts';

const SCAN_TIMEOUT_MS = 180_000;

describe('dictionary keys: the code and the six languages agree', () => {
  let used: UsedKeys;
  let failures: Failure[];
  beforeAll(() => {
    used = scanUsedKeys();
    failures = checkDictionaryKeys(used);
  }, SCAN_TIMEOUT_MS);

  it('the scan finds the translation calls of the apps, the shell and the ops page', () => {
    const namespaces = new Set(used.uses.map((use) => use.namespace));
    for (const namespace of ['common', 'office', 'auth', 'betting', 'casino', 'limits', 'ops']) expect(namespaces, namespace).toContain(namespace);
    expect(used.uses.length).toBeGreaterThan(1000);
  });

  it.each(Object.entries(RULES))('%s: %s', (rule) => {
    expect(failures.filter((failure) => failure.rule === rule).map(formatFailure)).toEqual([]);
  });
});

describe('the rules catch a planted missing key and a planted unused key', () => {
  const dir = mkdtempSync(join(tmpdir(), 'dictionary-keys-'));
  const dictionaries: Dictionaries = new Map();
  for (const language of ['en', 'ru', 'ar']) {
    const resource: Record<string, string> = language === 'ar' ? { greeting: 'مرحبًا', item_one: 'x', item_other: 'y' } : { greeting: 'Hello', item_one: 'x', item_other: 'y', planted_unused: 'Nobody reads me' };
    mkdirSync(join(dir, language));
    writeFileSync(join(dir, language, 'sample.json'), `${JSON.stringify(resource, null, 2)}\n`);
    dictionaries.set(language, new Map([['sample', resource]]));
  }
  const use = (key: string[], line: number, code = 'key') => ({ file: 'mfe/sample/page.tsx', line, namespace: 'sample', key, code });
  const used: UsedKeys = {
    uses: [use(['greeting'], 1), use(['item'], 2), use(['planted_missing'], 3), use(['planted_', ''], 4), use(['gone_', ''], 5)],
    unresolved: [{ file: 'mfe/sample/page.tsx', line: 6, namespace: 'sample', code: 'serverKey' }],
    unbound: [{ file: 'mfe/sample/page.tsx', line: 7 }],
  };
  const found = (rule: Rule) => checkDictionaryKeys(used, dictionaries, dir, []).filter((failure) => failure.rule === rule).map(formatFailure);

  it('key-missing names the place, the key and the languages without it', () => {
    expect(found('key-missing')).toEqual(['key-missing  mfe/sample/page.tsx:3  sample:planted_missing  (not in ar, en, ru)']);
  });

  it('pattern-unmatched: a pattern must match a key in every language', () => {
    expect(found('pattern-unmatched')).toEqual([
      'pattern-unmatched  mfe/sample/page.tsx:4  sample:planted_*  (not in ar)',
      'pattern-unmatched  mfe/sample/page.tsx:5  sample:gone_*  (not in ar, en, ru)',
    ]);
  });

  it('key-unused names the dictionary file and line (a plural counts as used through its stem)', () => {
    const withoutPattern = { ...used, uses: used.uses.filter((u) => u.line !== 4) };
    const unused = checkDictionaryKeys(withoutPattern, dictionaries, dir, []).filter((f) => f.rule === 'key-unused').map(formatFailure);
    expect(unused).toEqual([
      expect.stringMatching(/^key-unused {2}\S*\/en\/sample\.json:5 {2}sample:planted_unused$/),
      expect.stringMatching(/^key-unused {2}\S*\/ru\/sample\.json:5 {2}sample:planted_unused$/),
    ]);
  });

  it('key-unresolved and translation-unbound point at the calls; DYNAMIC_KEYS documents a call and its keys', () => {
    expect(found('key-unresolved')).toEqual(['key-unresolved  mfe/sample/page.tsx:6  sample:serverKey']);
    expect(found('translation-unbound')).toEqual(['translation-unbound  mfe/sample/page.tsx:7  ?:?']);
    const documented = [{ namespace: 'sample', calls: [['mfe/sample/page.tsx', 'serverKey'] as const], keys: ['planted_unused'], why: 'a test' }];
    const rules = checkDictionaryKeys(used, dictionaries, dir, documented).map((failure) => failure.rule);
    expect(rules).not.toContain('key-unresolved');
    expect(rules).toContain('key-missing'); // planted_unused is not in ar
  });

  afterAll(() => rmSync(dir, { recursive: true, force: true }));
});
