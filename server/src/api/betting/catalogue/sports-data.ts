/**
 * Reference data of the simulated catalogue: sports with their scoring model, championships and teams.
 * Scoring is per team per minute of play (`rate` events worth `points` each), which drives both the
 * simulated scores and the odds model, so live odds react to the score the player sees.
 */

export interface SportDef {
  id: number;
  name: { ru: string; en: string };
  slug: string;
  /** Whether a draw is a result (three-way winner market and double chance). */
  hasDraw: boolean;
  periods: number;
  periodMinutes: number;
  /** Scoring events per team per minute of play, for a team of strength 1. */
  rate: number;
  points: number;
  /** Relative share of the schedule. */
  weight: number;
  /** Total line step between the main and the alternative totals. */
  totalStep: number;
  champs: ChampDef[];
}

export interface ChampDef {
  id: number;
  name: string;
  /** Shown on the home page and in top events. */
  isTop: boolean;
  teams: string[];
}

const champ = (id: number, name: string, isTop: boolean, teams: string): ChampDef => ({ id, name, isTop, teams: teams.split('|') });

export const SPORTS: readonly SportDef[] = [
  {
    id: 1, name: { ru: 'Футбол', en: 'Football' }, slug: 'football', hasDraw: true, periods: 2, periodMinutes: 45,
    rate: 0.0155, points: 1, weight: 30, totalStep: 1,
    champs: [
      champ(101, 'England. Premier League', true, 'Arsenal|Chelsea|Liverpool|Manchester City|Manchester United|Tottenham|Newcastle|Aston Villa|Brighton|West Ham'),
      champ(102, 'Spain. La Liga', true, 'Real Madrid|Barcelona|Atletico Madrid|Sevilla|Valencia|Villarreal|Real Sociedad|Athletic Bilbao|Betis|Girona'),
      champ(103, 'Germany. Bundesliga', false, 'Bayern Munich|Borussia Dortmund|RB Leipzig|Bayer Leverkusen|Eintracht Frankfurt|Wolfsburg|Freiburg|Stuttgart'),
      champ(104, 'Italy. Serie A', false, 'Inter|Milan|Juventus|Napoli|Roma|Lazio|Atalanta|Fiorentina|Bologna|Torino'),
      champ(105, 'Russia. Premier League', true, 'Zenit|Spartak Moscow|CSKA Moscow|Lokomotiv Moscow|Dynamo Moscow|Krasnodar|Rostov|Rubin'),
    ],
  },
  {
    id: 2, name: { ru: 'Хоккей', en: 'Ice hockey' }, slug: 'ice-hockey', hasDraw: true, periods: 3, periodMinutes: 20,
    rate: 0.048, points: 1, weight: 10, totalStep: 1,
    champs: [
      champ(201, 'KHL', true, 'SKA|CSKA|Ak Bars|Metallurg Mg|Avangard|Lokomotiv|Dynamo Moscow|Traktor|Salavat Yulaev|Spartak'),
      champ(202, 'NHL', true, 'Boston Bruins|Toronto Maple Leafs|Edmonton Oilers|Colorado Avalanche|New York Rangers|Florida Panthers|Vegas Golden Knights|Dallas Stars'),
    ],
  },
  {
    id: 3, name: { ru: 'Баскетбол', en: 'Basketball' }, slug: 'basketball', hasDraw: false, periods: 4, periodMinutes: 12,
    rate: 1.0, points: 2, weight: 12, totalStep: 5,
    champs: [
      champ(301, 'NBA', true, 'Los Angeles Lakers|Boston Celtics|Golden State Warriors|Milwaukee Bucks|Denver Nuggets|Miami Heat|Phoenix Suns|Dallas Mavericks|Philadelphia 76ers|New York Knicks'),
      champ(302, 'Euroleague', false, 'Real Madrid|Barcelona|Olympiacos|Panathinaikos|Fenerbahce|Anadolu Efes|Maccabi Tel Aviv|Monaco'),
      champ(303, 'VTB United League', false, 'CSKA Moscow|Zenit|UNICS|Lokomotiv Kuban|Parma|Avtodor'),
    ],
  },
  {
    id: 4, name: { ru: 'Теннис', en: 'Tennis' }, slug: 'tennis', hasDraw: false, periods: 3, periodMinutes: 30,
    rate: 0.2, points: 1, weight: 14, totalStep: 2,
    champs: [
      champ(401, 'ATP. Masters', true, 'J. Sinner|C. Alcaraz|N. Djokovic|D. Medvedev|A. Zverev|A. Rublev|H. Hurkacz|C. Ruud|T. Fritz|S. Tsitsipas'),
      champ(402, 'WTA. 1000', false, 'A. Sabalenka|I. Swiatek|C. Gauff|E. Rybakina|J. Pegula|O. Jabeur|M. Andreeva|D. Kasatkina'),
    ],
  },
  {
    id: 5, name: { ru: 'Волейбол', en: 'Volleyball' }, slug: 'volleyball', hasDraw: false, periods: 4, periodMinutes: 22,
    rate: 0.55, points: 1, weight: 8, totalStep: 4,
    champs: [
      champ(501, 'Russia. Superleague', false, 'Zenit Kazan|Dynamo Moscow|Lokomotiv Novosibirsk|Belogorie|Kuzbass|Fakel'),
      champ(502, 'Italy. SuperLega', false, 'Trentino|Perugia|Lube Civitanova|Modena|Piacenza|Milano'),
    ],
  },
  {
    id: 6, name: { ru: 'Гандбол', en: 'Handball' }, slug: 'handball', hasDraw: true, periods: 2, periodMinutes: 30,
    rate: 0.47, points: 1, weight: 6, totalStep: 2,
    champs: [champ(601, 'EHF Champions League', false, 'Barcelona|PSG|Kiel|Veszprem|Magdeburg|Aalborg|Kielce|Szeged')],
  },
  {
    id: 7, name: { ru: 'Настольный теннис', en: 'Table tennis' }, slug: 'table-tennis', hasDraw: false, periods: 5, periodMinutes: 6,
    rate: 1.6, points: 1, weight: 8, totalStep: 4,
    champs: [champ(701, 'Setka Cup', false, 'A. Ivanov|P. Sokolov|D. Kuznetsov|M. Popov|S. Orlov|V. Lebedev|I. Volkov|N. Morozov')],
  },
  {
    id: 8, name: { ru: 'Киберспорт', en: 'Esports' }, slug: 'esports', hasDraw: false, periods: 2, periodMinutes: 25,
    rate: 0.24, points: 1, weight: 8, totalStep: 2,
    champs: [
      champ(801, 'CS2. Major', true, 'NAVI|Vitality|FaZe|G2|Spirit|MOUZ|Heroic|Virtus.pro'),
      champ(802, 'Dota 2. The International', false, 'Team Spirit|Team Liquid|Gaimin Gladiators|Tundra|Falcons|BetBoom'),
      // Issue 15 (cyber): more disciplines; maps (games) are the periods, rounds/kills the points.
      champ(803, 'LoL. World Championship', true, 'T1|Gen.G|JD Gaming|Bilibili Gaming|G2 Esports|Fnatic|Cloud9|Hanwha Life'),
      champ(804, 'Valorant. Champions', false, 'Sentinels|Fnatic|Paper Rex|LOUD|EDward Gaming|Team Heretics|DRX|Leviatan'),
    ],
  },
  {
    id: 9, name: { ru: 'Футзал', en: 'Futsal' }, slug: 'futsal', hasDraw: true, periods: 2, periodMinutes: 20,
    rate: 0.07, points: 1, weight: 4, totalStep: 1,
    champs: [champ(901, 'Russia. Superleague', false, 'KPRF|Norilsk Nickel|Sinara|Tyumen|Gazprom-Ugra|Dina')],
  },
  {
    id: 10, name: { ru: 'Бейсбол', en: 'Baseball' }, slug: 'baseball', hasDraw: false, periods: 9, periodMinutes: 10,
    rate: 0.05, points: 1, weight: 4, totalStep: 1,
    champs: [champ(1001, 'MLB', false, 'New York Yankees|Los Angeles Dodgers|Boston Red Sox|Chicago Cubs|Houston Astros|Atlanta Braves|San Francisco Giants|Seattle Mariners')],
  },
];

export function sportById(id: number): SportDef | undefined {
  return SPORTS.find((s) => s.id === id);
}

export function durationMinutes(sport: SportDef): number {
  return sport.periods * sport.periodMinutes;
}
