import { describe, expect, it } from 'vitest';
import { champName, sportName } from './catalogue-names.ts';
import { SPORTS } from './sports-data.ts';

describe('catalogue names in the interface languages (issue 20)', () => {
  it('every sport and championship has its name in ru, ua, kz, az and ar; another language reads English', () => {
    for (const sport of SPORTS) {
      for (const lang of ['ru', 'ua', 'kz', 'az', 'ar']) expect(sportName(sport, lang), `${sport.slug} ${lang}`).not.toBe('');
      expect(sportName(sport, 'de')).toBe(sport.name.en);
      for (const champ of sport.champs) {
        for (const lang of ['ru', 'ua', 'kz', 'az', 'ar']) expect(champName(champ, lang), `${champ.id} ${lang}`).toBeTruthy();
        expect(champName(champ, 'en')).toBe(champ.name);
      }
    }
  });

  it('a league reads in the page language: Germany. Bundesliga on a Russian page is Германия. Бундеслига', () => {
    const bundesliga = SPORTS.flatMap((s) => s.champs).find((c) => c.id === 103)!;
    expect(champName(bundesliga, 'ru')).toBe('Германия. Бундеслига');
    expect(champName(bundesliga, 'ua')).toBe('Німеччина. Бундесліга');
    expect(sportName(SPORTS[0]!, 'az')).toBe('Futbol');
  });
});
