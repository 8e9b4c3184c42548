/**
 * Issue 31, item 7 (last sentence): the header's "Виртуальный спорт" opens the casino's virtual-sports
 * games, while cyber has its own simulated virtual matches. The two must not share a name in any language,
 * or a player looking for one lands on the other.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const DATA = join(import.meta.dirname, '../../../../../server/src/api/dictionaries/data');
const dictionary = (lng: string, name: string): Record<string, string> => JSON.parse(readFileSync(join(DATA, lng, `${name}.json`), 'utf8'));

describe('cyber\'s virtual matches and the casino\'s virtual sports have different names (issue 31, item 7)', () => {
  it.each(['ru', 'en', 'ua', 'kz', 'az', 'ar'])('%s: the cyber tab and title differ from the casino category the header opens', (lng) => {
    const cyber = dictionary(lng, 'cyber');
    const casinoCategory = dictionary(lng, 'casino')['category_virtualsports'];
    const pageTitle = dictionary(lng, 'titles')['virtualsports'];
    expect(casinoCategory?.trim()).toBeTruthy();
    for (const key of ['cyber_type_virtual', 'cyber_title_virtual']) {
      const name = cyber[key]!;
      expect(name.trim()).toBeTruthy();
      expect(name, key).not.toBe(casinoCategory);
      expect(name, key).not.toBe(pageTitle);
      // Not a shortened form of it either ("Виртуальный" beside "Виртуальный спорт").
      expect(casinoCategory!.startsWith(name), key).toBe(false);
    }
  });
});
