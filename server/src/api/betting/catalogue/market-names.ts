/**
 * Names of the simulated markets and their outcomes in the six interface languages (issue 20). Names
 * built from a line keep its number exactly as the market writes it ("+1.5", "2.5", Latin digits in
 * every language) and translate only the words around it. The words are the client dictionaries' own
 * (betting.json: handicap Фора / Fora / الهانديكاب, totals Тотал / Total / المجموع).
 * The 1 / X / 2 notation is international; ru and ua write it with their П (win) and Cyrillic Х.
 */
import type { Localized } from '../../../platform/messages.ts';

export const MARKET_NAMES = {
  matchResult: { ru: 'Исход матча', en: 'Match result', ua: 'Результат матчу', kz: 'Матч нәтижесі', az: 'Matçın nəticəsi', ar: 'نتيجة المباراة' },
  doubleChance: { ru: 'Двойной шанс', en: 'Double chance', ua: 'Подвійний шанс', kz: 'Қос мүмкіндік', az: 'İkiqat şans', ar: 'الفرصة المزدوجة' },
  winner: { ru: 'Победитель', en: 'Winner', ua: 'Переможець', kz: 'Жеңімпаз', az: 'Qalib', ar: 'الفائز' },
  handicap: { ru: 'Фора', en: 'Handicap', ua: 'Фора', kz: 'Фора', az: 'Fora', ar: 'الهانديكاب' },
  setHandicap: { ru: 'Фора по сетам', en: 'Set handicap', ua: 'Фора за сетами', kz: 'Сеттер бойынша фора', az: 'Setlər üzrə fora', ar: 'هانديكاب المجموعات' },
  oddEven: { ru: 'Чёт/нечет', en: 'Odd/even', ua: 'Парне/непарне', kz: 'Тақ/жұп', az: 'Tək/cüt', ar: 'فردي/زوجي' },
} satisfies Record<string, Localized>;

/** The total market on a line: "Total 2.5". */
export const totalName = (line: number): Localized => ({
  ru: `Тотал ${line}`, en: `Total ${line}`, ua: `Тотал ${line}`, kz: `Тотал ${line}`, az: `Total ${line}`, ar: `المجموع ${line}`,
});

/** A set sport's total on sets: "Total sets 3.5". */
export const setTotalName = (line: number): Localized => ({
  ru: `Тотал сетов ${line}`, en: `Total sets ${line}`, ua: `Тотал сетів ${line}`, kz: `Сеттер тоталы ${line}`, az: `Setlərin totalı ${line}`, ar: `مجموع المجموعات ${line}`,
});

export const OUTCOME_NAMES = {
  home: { ru: 'П1', en: '1', ua: 'П1', kz: '1', az: '1', ar: '1' },
  draw: { ru: 'Х', en: 'X', ua: 'Х', kz: 'X', az: 'X', ar: 'X' },
  away: { ru: 'П2', en: '2', ua: 'П2', kz: '2', az: '2', ar: '2' },
  homeOrDraw: { ru: '1Х', en: '1X', ua: '1Х', kz: '1X', az: '1X', ar: '1X' },
  homeOrAway: { ru: '12', en: '12', ua: '12', kz: '12', az: '12', ar: '12' },
  drawOrAway: { ru: 'Х2', en: 'X2', ua: 'Х2', kz: 'X2', az: 'X2', ar: 'X2' },
  odd: { ru: 'Нечёт', en: 'Odd', ua: 'Непарне', kz: 'Тақ', az: 'Tək', ar: 'فردي' },
  even: { ru: 'Чёт', en: 'Even', ua: 'Парне', kz: 'Жұп', az: 'Cüt', ar: 'زوجي' },
} satisfies Record<string, Localized>;

/** Over / under a total line: "Over 2.5" / "Under 2.5". */
export const overName = (line: number): Localized => ({
  ru: `Б ${line}`, en: `Over ${line}`, ua: `Більше ${line}`, kz: `Көп ${line}`, az: `Çox ${line}`, ar: `أكثر من ${line}`,
});
export const underName = (line: number): Localized => ({
  ru: `М ${line}`, en: `Under ${line}`, ua: `Менше ${line}`, kz: `Аз ${line}`, az: `Az ${line}`, ar: `أقل من ${line}`,
});

/** A side's handicap outcome, its line already signed ("+1.5", "-1.5"): "1 (+1.5)", "2 (-1.5)". */
export const handicapName = (side: 1 | 2, signedLine: string): Localized => ({
  ru: `Ф${side} (${signedLine})`, en: `${side} (${signedLine})`, ua: `Фора ${side} (${signedLine})`, kz: `Фора ${side} (${signedLine})`,
  // The sign stays before the number in right-to-left text only inside a left-to-right isolate (LRI…PDI).
  az: `Fora ${side} (${signedLine})`, ar: `هانديكاب ${side} (\u2066${signedLine}\u2069)`,
});
