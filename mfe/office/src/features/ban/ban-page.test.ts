/** Issue 17 item 10: the banned player's page shows the ban's message and what its level leaves open. */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { BAN_NAMESPACE, banFacts } from './ban-page.tsx';

const dictionary = (lng: string): Record<string, string> =>
  JSON.parse(readFileSync(join(import.meta.dirname, '../../../../../server/src/api/dictionaries/data', lng, `${BAN_NAMESPACE}.json`), 'utf8'));

describe('ban page (spec §4 ban state)', () => {
  it('withdrawal is open only at the ban level its ban version allows (53 for version 1, else 45)', () => {
    expect(banFacts({ banLevel: 45, banVersion: 1 })).toEqual({ level: 45, withdrawalOpen: false });
    expect(banFacts({ banLevel: 53, banVersion: 1 })).toEqual({ level: 53, withdrawalOpen: true });
    expect(banFacts({ banLevel: 45, banVersion: 2 })).toEqual({ level: 45, withdrawalOpen: true });
  });

  it('ru and en carry the ban message, its level and the explanations', () => {
    for (const lng of ['ru', 'en']) {
      const texts = dictionary(lng);
      for (const key of ['ban_title', 'ban_level', 'ban_text', 'ban_withdrawal_open', 'ban_withdrawal_closed', 'ban_support_link', 'ban_appeals_title']) {
        expect(texts[key], `${lng} ${key}`).toBeTruthy();
      }
      expect(texts.ban_level).toContain('{{level}}');
    }
    // The same message the server answers a banned player's refused call with (messages.ts `banned`).
    expect(dictionary('ru').ban_title).toBe('Аккаунт ограничен');
    expect(dictionary('en').ban_title).toBe('The account is restricted');
  });
});
