import { describe, expect, it } from 'vitest';
import { TEXT_LANGUAGES } from '../../../platform/messages.ts';
import { champName, sportName } from './catalogue-names.ts';
import { SPORTS } from './sports-data.ts';
import { VIRTUAL_SPORTS } from './virtual-schedule.ts';

const ALL_SPORTS = [...SPORTS, ...VIRTUAL_SPORTS];

describe('catalogue names in the interface languages (issue 20)', () => {
  it('every sport and championship name exists in every interface language (real and virtual sports)', () => {
    const missing: string[] = [];
    for (const sport of ALL_SPORTS) {
      for (const lang of TEXT_LANGUAGES) if (!sport.name[lang]?.trim()) missing.push(`sport ${sport.slug} ${lang}`);
      for (const champ of sport.champs) {
        for (const lang of TEXT_LANGUAGES) if (!champ.name[lang]?.trim()) missing.push(`champ ${champ.id} ${lang}`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('a language outside the six reads English', () => {
    for (const sport of ALL_SPORTS) {
      expect(sportName(sport, 'de')).toBe(sport.name.en);
      for (const champ of sport.champs) expect(champName(champ, 'de')).toBe(champ.name.en);
    }
  });

  it('a league reads in the page language: Germany. Bundesliga on a Russian page is Германия. Бундеслига', () => {
    const bundesliga = SPORTS.flatMap((s) => s.champs).find((c) => c.id === 103)!;
    expect(champName(bundesliga, 'en')).toBe('Germany. Bundesliga');
    expect(champName(bundesliga, 'ru')).toBe('Германия. Бундеслига');
    expect(champName(bundesliga, 'ua')).toBe('Німеччина. Бундесліга');
    expect(sportName(SPORTS[0]!, 'az')).toBe('Futbol');
    expect(sportName(VIRTUAL_SPORTS[0]!, 'kz')).toBe('Виртуалды футбол');
  });
});
