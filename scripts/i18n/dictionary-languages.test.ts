/**
 * The six interface languages agree with en, and each plural has its language's forms. Moved from the server's
 * content tests (issue 25): it compares the backend's dictionaries with the texts the shell and the office app
 * build in, and server code imports no browser code.
 */
import { describe, expect, it } from 'vitest';
import { languageTag } from '@arena/domain';
import { loadDictionaries } from '../../server/src/api/dictionaries/dictionary-store.ts';
import { SHELL_TEXTS } from '../../shell/src/platform/shell-texts.ts';
import { COUPON_TEXTS } from '../../shell/src/coupon/coupon-text-table.ts';
import { RECHARGE_TEXTS } from '../../mfe/office/src/features/recharge/recharge-text-table.ts';

describe('dictionaries', () => {
  // Plural keys differ by language (i18next: en one/other, ru one/few/many/other): compare their stems.
  // A plural is a stem with a `_one` form (a key like `limits_pending_other` alone is an ordinary key).
  const PLURAL = /_(zero|one|two|few|many|other)$/;
  const pluralStems = (resource: object) => new Set(Object.keys(resource).filter((key) => key.endsWith('_one')).map((key) => key.slice(0, -'_one'.length)));
  const stems = (resource: object) => {
    const plurals = pluralStems(resource);
    return [...new Set(Object.keys(resource).map((key) => (plurals.has(key.replace(PLURAL, '')) ? key.replace(PLURAL, '') : key)))].sort();
  };

  it('every interface language holds the same keys as en in every namespace (plural forms counted once)', () => {
    const all = loadDictionaries();
    expect([...all.keys()].sort()).toEqual(['ar', 'az', 'en', 'kz', 'ru', 'ua']);
    // Some ru and en texts are built in where they are shown (the shell's, the slip's, the deposit screen's:
    // shown before any dictionary arrives); the other languages carry them in their dictionaries.
    const builtIn: Record<string, string[]> = {
      common: [...Object.keys(SHELL_TEXTS.en), ...Object.keys(COUPON_TEXTS.en).map((key) => `slip_${key}`)],
      office: Object.keys(RECHARGE_TEXTS).map((key) => `recharge_${key}`),
    };
    for (const [language, namespaces] of all) {
      expect([...namespaces.keys()].sort(), language).toEqual([...(all.get('en')?.keys() ?? [])].sort());
      for (const [namespace, en] of all.get('en') ?? new Map()) {
        const expected = builtIn[namespace] && !(language in SHELL_TEXTS) ? [...new Set([...stems(en), ...builtIn[namespace]])].sort() : stems(en);
        expect(stems(namespaces.get(namespace) ?? {}), `${language}/${namespace}`).toEqual(expected);
      }
    }
  });

  it('every plural has exactly the forms its language needs (CLDR, as i18next picks them): ru one/few/many/other, ar all six', () => {
    const all = loadDictionaries();
    for (const [language, namespaces] of all) {
      const forms = new Intl.PluralRules(languageTag(language)).resolvedOptions().pluralCategories;
      for (const [namespace, resource] of namespaces) {
        for (const stem of pluralStems(resource)) {
          const written = Object.keys(resource).filter((key) => key.replace(PLURAL, '') === stem && PLURAL.test(key)).map((key) => PLURAL.exec(key)![1]);
          expect(written.sort(), `${language}/${namespace}: ${stem}`).toEqual([...forms].sort());
        }
      }
    }
  });

});
