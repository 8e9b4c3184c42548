/**
 * Reference data of the simulated catalogue: sports with their scoring model, championships and teams.
 * Scoring is per team per minute of play (`rate` events worth `points` each), which drives both the
 * simulated scores and the odds model, so live odds react to the score the player sees.
 * Sport and championship names are written here once, in the six interface languages (issue 20; read
 * them with catalogue-names.ts). Teams and players are written as the clubs write them: that name is their
 * key (team slugs, standings), and team-names.ts gives each language's own form (issue 31).
 */
import type { Localized } from '../../../platform/messages.ts';
import type { ScoringRule } from './scoring-rules.ts';

export interface SportDef {
  id: number;
  name: Localized;
  slug: string;
  /**
   * Whether a draw is a result (three-way winner market and double chance). A sport with a draw that also
   * plays overtime (hockey) bets on regular time, as books do: overtime only decides the match.
   */
  hasDraw: boolean;
  /**
   * Regular periods and their minutes for a goal sport. A set sport plays its sets point by point over
   * periods × periodMinutes, its slot in the schedule (set-match.ts); its periods are the sets played.
   */
  periods: number;
  periodMinutes: number;
  /** Scoring events per team per minute of play, for a team of strength 1. */
  rate: number;
  points: number;
  /** Relative share of the schedule. */
  weight: number;
  /** Total line step between the main and the alternative totals. */
  totalStep: number;
  /** How the sport scores (scoring-rules.ts): goals over periods, sets of points, or tennis games and sets. */
  scoring: ScoringRule;
  champs: ChampDef[];
}

export interface ChampDef {
  id: number;
  name: Localized;
  /** Shown on the home page and in top events. */
  isTop: boolean;
  teams: string[];
}

const GOALS: ScoringRule = { kind: 'goals' };

const champ = (id: number, name: Localized, isTop: boolean, teams: string): ChampDef => ({ id, name, isTop, teams: teams.split('|') });

export const SPORTS: readonly SportDef[] = [
  {
    id: 1, slug: 'football',
    name: { ru: 'Футбол', en: 'Football', ua: 'Футбол', kz: 'Футбол', az: 'Futbol', ar: 'كرة القدم' },
    hasDraw: true, periods: 2, periodMinutes: 45,
    rate: 0.0155, points: 1, weight: 30, totalStep: 1,
    scoring: GOALS,
    champs: [
      champ(101, { ru: 'Англия. Премьер-лига', en: 'England. Premier League', ua: 'Англія. Прем’єр-ліга', kz: 'Англия. Премьер-лига', az: 'İngiltərə. Premyer Liqa', ar: 'إنجلترا. الدوري الممتاز' },
        true, 'Arsenal|Chelsea|Liverpool|Manchester City|Manchester United|Tottenham|Newcastle|Aston Villa|Brighton|West Ham'),
      champ(102, { ru: 'Испания. Ла Лига', en: 'Spain. La Liga', ua: 'Іспанія. Ла Ліга', kz: 'Испания. Ла Лига', az: 'İspaniya. La Liqa', ar: 'إسبانيا. الدوري الإسباني' },
        true, 'Real Madrid|Barcelona|Atletico Madrid|Sevilla|Valencia|Villarreal|Real Sociedad|Athletic Bilbao|Betis|Girona'),
      champ(103, { ru: 'Германия. Бундеслига', en: 'Germany. Bundesliga', ua: 'Німеччина. Бундесліга', kz: 'Германия. Бундеслига', az: 'Almaniya. Bundesliqa', ar: 'ألمانيا. البوندسليغا' },
        false, 'Bayern Munich|Borussia Dortmund|RB Leipzig|Bayer Leverkusen|Eintracht Frankfurt|Wolfsburg|Freiburg|Stuttgart'),
      champ(104, { ru: 'Италия. Серия A', en: 'Italy. Serie A', ua: 'Італія. Серія A', kz: 'Италия. Серия A', az: 'İtaliya. A Seriyası', ar: 'إيطاليا. الدوري الإيطالي' },
        false, 'Inter|Milan|Juventus|Napoli|Roma|Lazio|Atalanta|Fiorentina|Bologna|Torino'),
      champ(105, { ru: 'Россия. Премьер-лига', en: 'Russia. Premier League', ua: 'Росія. Прем’єр-ліга', kz: 'Ресей. Премьер-лига', az: 'Rusiya. Premyer Liqa', ar: 'روسيا. الدوري الممتاز' },
        true, 'Zenit|Spartak Moscow|CSKA Moscow|Lokomotiv Moscow|Dynamo Moscow|Krasnodar|Rostov|Rubin'),
    ],
  },
  {
    id: 2, slug: 'ice-hockey',
    name: { ru: 'Хоккей', en: 'Ice hockey', ua: 'Хокей', kz: 'Хоккей', az: 'Xokkey', ar: 'هوكي الجليد' },
    hasDraw: true, periods: 3, periodMinutes: 20,
    rate: 0.048, points: 1, weight: 10, totalStep: 1,
    scoring: { kind: 'goals', overtime: { minutes: 5, most: 1, suddenDeath: true, shootout: true } },
    champs: [
      champ(201, { ru: 'КХЛ', en: 'KHL', ua: 'КХЛ', kz: 'КХЛ', az: 'KHL', ar: 'دوري القارات لهوكي الجليد' },
        true, 'SKA|CSKA|Ak Bars|Metallurg Mg|Avangard|Lokomotiv|Dynamo Moscow|Traktor|Salavat Yulaev|Spartak'),
      champ(202, { ru: 'НХЛ', en: 'NHL', ua: 'НХЛ', kz: 'НХЛ', az: 'NHL', ar: 'دوري الهوكي الوطني' },
        true, 'Boston Bruins|Toronto Maple Leafs|Edmonton Oilers|Colorado Avalanche|New York Rangers|Florida Panthers|Vegas Golden Knights|Dallas Stars'),
    ],
  },
  {
    id: 3, slug: 'basketball',
    name: { ru: 'Баскетбол', en: 'Basketball', ua: 'Баскетбол', kz: 'Баскетбол', az: 'Basketbol', ar: 'كرة السلة' },
    hasDraw: false, periods: 4, periodMinutes: 12,
    rate: 1.0, points: 2, weight: 12, totalStep: 5,
    scoring: { kind: 'goals', overtime: { minutes: 5, most: 4, suddenDeath: false, shootout: false } },
    champs: [
      champ(301, { ru: 'НБА', en: 'NBA', ua: 'НБА', kz: 'НБА', az: 'NBA', ar: 'الدوري الأمريكي للمحترفين' },
        true, 'Los Angeles Lakers|Boston Celtics|Golden State Warriors|Milwaukee Bucks|Denver Nuggets|Miami Heat|Phoenix Suns|Dallas Mavericks|Philadelphia 76ers|New York Knicks'),
      champ(302, { ru: 'Евролига', en: 'Euroleague', ua: 'Євроліга', kz: 'Еуролига', az: 'Avroliqa', ar: 'اليوروليغ' },
        false, 'Real Madrid|Barcelona|Olympiacos|Panathinaikos|Fenerbahce|Anadolu Efes|Maccabi Tel Aviv|Monaco'),
      champ(303, { ru: 'Единая лига ВТБ', en: 'VTB United League', ua: 'Єдина ліга ВТБ', kz: 'ВТБ Бірыңғай лигасы', az: 'VTB Vahid Liqası', ar: 'دوري VTB الموحد' },
        false, 'CSKA Moscow|Zenit|UNICS|Lokomotiv Kuban|Parma|Avtodor'),
    ],
  },
  {
    id: 4, slug: 'tennis',
    name: { ru: 'Теннис', en: 'Tennis', ua: 'Теніс', kz: 'Теннис', az: 'Tennis', ar: 'التنس' },
    hasDraw: false, periods: 3, periodMinutes: 30,
    rate: 0.2, points: 1, weight: 14, totalStep: 2,
    scoring: { kind: 'tennis', bestOf: 3 },
    champs: [
      champ(401, { ru: 'ATP. Мастерс', en: 'ATP. Masters', ua: 'ATP. Мастерс', kz: 'ATP. Мастерс', az: 'ATP. Masters', ar: 'ATP. الماسترز' },
        true, 'J. Sinner|C. Alcaraz|N. Djokovic|D. Medvedev|A. Zverev|A. Rublev|H. Hurkacz|C. Ruud|T. Fritz|S. Tsitsipas'),
      champ(402, { ru: 'WTA. 1000', en: 'WTA. 1000', ua: 'WTA. 1000', kz: 'WTA. 1000', az: 'WTA. 1000', ar: 'WTA. 1000' },
        false, 'A. Sabalenka|I. Swiatek|C. Gauff|E. Rybakina|J. Pegula|O. Jabeur|M. Andreeva|D. Kasatkina'),
    ],
  },
  {
    id: 5, slug: 'volleyball',
    name: { ru: 'Волейбол', en: 'Volleyball', ua: 'Волейбол', kz: 'Волейбол', az: 'Voleybol', ar: 'الكرة الطائرة' },
    hasDraw: false, periods: 4, periodMinutes: 22,
    rate: 0.55, points: 1, weight: 8, totalStep: 4,
    scoring: { kind: 'sets', bestOf: 5, setPoints: 25, decidingSetPoints: 15 },
    champs: [
      champ(501, { ru: 'Россия. Суперлига', en: 'Russia. Superleague', ua: 'Росія. Суперліга', kz: 'Ресей. Суперлига', az: 'Rusiya. Superliqa', ar: 'روسيا. الدوري الممتاز' },
        false, 'Zenit Kazan|Dynamo Moscow|Lokomotiv Novosibirsk|Belogorie|Kuzbass|Fakel'),
      champ(502, { ru: 'Италия. Суперлига', en: 'Italy. SuperLega', ua: 'Італія. Суперліга', kz: 'Италия. Суперлига', az: 'İtaliya. Superliqa', ar: 'إيطاليا. الدوري الممتاز' },
        false, 'Trentino|Perugia|Lube Civitanova|Modena|Piacenza|Milano'),
    ],
  },
  {
    id: 6, slug: 'handball',
    name: { ru: 'Гандбол', en: 'Handball', ua: 'Гандбол', kz: 'Гандбол', az: 'Həndbol', ar: 'كرة اليد' },
    hasDraw: true, periods: 2, periodMinutes: 30,
    rate: 0.47, points: 1, weight: 6, totalStep: 2,
    scoring: GOALS,
    champs: [
      champ(601, { ru: 'Лига чемпионов ЕГФ', en: 'EHF Champions League', ua: 'Ліга чемпіонів ЄГФ', kz: 'ЕГФ Чемпиондар лигасы', az: 'EHF Çempionlar Liqası', ar: 'دوري أبطال أوروبا لكرة اليد' },
        false, 'Barcelona|PSG|Kiel|Veszprem|Magdeburg|Aalborg|Kielce|Szeged'),
    ],
  },
  {
    id: 7, slug: 'table-tennis',
    name: { ru: 'Настольный теннис', en: 'Table tennis', ua: 'Настільний теніс', kz: 'Үстел теннисі', az: 'Stolüstü tennis', ar: 'تنس الطاولة' },
    hasDraw: false, periods: 5, periodMinutes: 6,
    rate: 1.6, points: 1, weight: 8, totalStep: 4,
    scoring: { kind: 'sets', bestOf: 5, setPoints: 11, decidingSetPoints: 11 },
    champs: [
      champ(701, { ru: 'Сетка Кап', en: 'Setka Cup', ua: 'Сетка Кап', kz: 'Сетка Кап', az: 'Setka Cup', ar: 'كأس سيتكا' },
        false, 'A. Ivanov|P. Sokolov|D. Kuznetsov|M. Popov|S. Orlov|V. Lebedev|I. Volkov|N. Morozov'),
    ],
  },
  {
    // Badminton: best of three games to 21, two clear, the 30th point wins at 29:29 (issue 31, badminton).
    id: 11, slug: 'badminton',
    name: { ru: 'Бадминтон', en: 'Badminton', ua: 'Бадмінтон', kz: 'Бадминтон', az: 'Badminton', ar: 'الريشة الطائرة' },
    hasDraw: false, periods: 3, periodMinutes: 18,
    rate: 1.1, points: 1, weight: 4, totalStep: 4,
    scoring: { kind: 'sets', bestOf: 3, setPoints: 21, decidingSetPoints: 21, cap: 30 },
    champs: [
      champ(1101, { ru: 'BWF. Мировой тур', en: 'BWF. World Tour', ua: 'BWF. Світовий тур', kz: 'BWF. Әлемдік тур', az: 'BWF. Dünya turu', ar: 'BWF. الجولة العالمية' },
        false, 'V. Axelsen|Shi Yuqi|K. Momota|A. Ginting|A. Antonsen|L. Sen|J. Christie|K. Vitidsarn'),
    ],
  },
  {
    id: 8, slug: 'esports',
    name: { ru: 'Киберспорт', en: 'Esports', ua: 'Кіберспорт', kz: 'Киберспорт', az: 'Kibersport', ar: 'الرياضات الإلكترونية' },
    hasDraw: false, periods: 2, periodMinutes: 25,
    rate: 0.24, points: 1, weight: 8, totalStep: 2,
    scoring: GOALS,
    champs: [
      champ(801, { ru: 'CS2. Мейджор', en: 'CS2. Major', ua: 'CS2. Мейджор', kz: 'CS2. Мейджор', az: 'CS2. Major', ar: 'CS2. ميجور' },
        true, 'NAVI|Vitality|FaZe|G2|Spirit|MOUZ|Heroic|Virtus.pro'),
      champ(802, { ru: 'Dota 2. The International', en: 'Dota 2. The International', ua: 'Dota 2. The International', kz: 'Dota 2. The International', az: 'Dota 2. The International', ar: 'Dota 2. The International' },
        false, 'Team Spirit|Team Liquid|Gaimin Gladiators|Tundra|Falcons|BetBoom'),
      // Issue 15 (cyber): more disciplines; maps (games) are the periods, rounds/kills the points.
      champ(803, { ru: 'LoL. Чемпионат мира', en: 'LoL. World Championship', ua: 'LoL. Чемпіонат світу', kz: 'LoL. Әлем чемпионаты', az: 'LoL. Dünya çempionatı', ar: 'LoL. بطولة العالم' },
        true, 'T1|Gen.G|JD Gaming|Bilibili Gaming|G2 Esports|Fnatic|Cloud9|Hanwha Life'),
      champ(804, { ru: 'Valorant. Champions', en: 'Valorant. Champions', ua: 'Valorant. Champions', kz: 'Valorant. Champions', az: 'Valorant. Champions', ar: 'Valorant. Champions' },
        false, 'Sentinels|Fnatic|Paper Rex|LOUD|EDward Gaming|Team Heretics|DRX|Leviatan'),
    ],
  },
  {
    id: 9, slug: 'futsal',
    name: { ru: 'Футзал', en: 'Futsal', ua: 'Футзал', kz: 'Футзал', az: 'Futzal', ar: 'كرة الصالات' },
    hasDraw: true, periods: 2, periodMinutes: 20,
    rate: 0.07, points: 1, weight: 4, totalStep: 1,
    scoring: GOALS,
    champs: [
      champ(901, { ru: 'Россия. Суперлига', en: 'Russia. Superleague', ua: 'Росія. Суперліга', kz: 'Ресей. Суперлига', az: 'Rusiya. Superliqa', ar: 'روسيا. الدوري الممتاز' },
        false, 'KPRF|Norilsk Nickel|Sinara|Tyumen|Gazprom-Ugra|Dina'),
    ],
  },
  {
    id: 10, slug: 'baseball',
    name: { ru: 'Бейсбол', en: 'Baseball', ua: 'Бейсбол', kz: 'Бейсбол', az: 'Beysbol', ar: 'البيسبول' },
    hasDraw: false, periods: 9, periodMinutes: 10,
    rate: 0.05, points: 1, weight: 4, totalStep: 1,
    scoring: { kind: 'goals', overtime: { minutes: 10, most: 6, suddenDeath: false, shootout: false } },
    champs: [
      champ(1001, { ru: 'МЛБ', en: 'MLB', ua: 'МЛБ', kz: 'МЛБ', az: 'MLB', ar: 'دوري البيسبول الرئيسي' },
        false, 'New York Yankees|Los Angeles Dodgers|Boston Red Sox|Chicago Cubs|Houston Astros|Atlanta Braves|San Francisco Giants|Seattle Mariners'),
    ],
  },
];

export function sportById(id: number): SportDef | undefined {
  return SPORTS.find((s) => s.id === id);
}

export function durationMinutes(sport: SportDef): number {
  return sport.periods * sport.periodMinutes;
}

/** How the sport's periods are named on the wire (@arena/domain periodName): sets, or periods then overtime. */
export function periodShape(sport: SportDef): { scoring: ScoringRule['kind']; regularPeriods: number; shootoutPeriod: number | null } {
  const rule = sport.scoring;
  if (rule.kind !== 'goals') return { scoring: rule.kind, regularPeriods: rule.bestOf, shootoutPeriod: null };
  const shootoutPeriod = rule.overtime?.shootout ? sport.periods + rule.overtime.most + 1 : null;
  return { scoring: rule.kind, regularPeriods: sport.periods, shootoutPeriod };
}
