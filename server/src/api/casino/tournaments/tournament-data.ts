/**
 * Casino tournaments, as data. Each runs in repeating periods on the server clock (UTC days, ISO weeks,
 * calendar months); the score is the sum of a player's real-money stakes in the tournament's games during
 * the period (rolled-back rounds do not count), in roubles at the rate table. Prizes are shares of the pool.
 */
import type { Localized } from '../../../platform/messages.ts';

export type TournamentPeriod = 'day' | 'week' | 'month';

export interface TournamentDef {
  id: string;
  name: Localized;
  description: Localized;
  /** Catalogue slugs of the games whose stakes count. */
  games: readonly string[];
  period: TournamentPeriod;
  /** Prize pool in RUB and the share of each place, best first. */
  prizePoolRub: number;
  prizeShares: readonly number[];
}

export const TOURNAMENTS: readonly TournamentDef[] = [
  {
    id: 'fruit-fiesta-sprint',
    name: { ru: 'Фруктовый спринт', en: 'Fruit Fiesta Sprint', ua: 'Фруктовий спринт', kz: 'Жеміс спринті', az: 'Meyvə sprinti', ar: 'سباق الفواكه' },
    description: {
      ru: 'Неделя ставок в «Фруктовой фиесте 5»: чем больше сумма ваших ставок на деньги, тем выше место. Призы получают пять лучших.',
      en: 'A week of spins in Fruit Fiesta 5: the more you stake for real money, the higher you climb. The top five share the prizes.',
      ua: 'Тиждень ставок у «Фруктовій фієсті 5»: що більша сума ваших ставок на реальні гроші, то вище ваше місце. Призи отримують п’ятеро найкращих.',
      kz: '«Жеміс фиестасы 5» ойынындағы бәстер аптасы: нақты ақшаға тіккен бәстеріңіздің сомасы неғұрлым көп болса, орныңыз соғұрлым жоғары. Жүлделерді үздік бестік алады.',
      az: '“Meyvə fiestası 5” oyununda mərclər həftəsi: real pulla mərclərinizin cəmi nə qədər çox olsa, yeriniz də bir o qədər yüksək olar. Mükafatları ən yaxşı beş oyunçu alır.',
      ar: 'أسبوع من الرهانات في «فييستا الفواكه 5»: كلما زاد مجموع رهاناتك بأموال حقيقية ارتفع ترتيبك. يتقاسم أفضل خمسة لاعبين الجوائز.',
    },
    games: ['fruit-fiesta-5'],
    period: 'week',
    prizePoolRub: 100_000,
    prizeShares: [0.4, 0.25, 0.15, 0.1, 0.1],
  },
  {
    id: 'rocket-rally',
    name: { ru: 'Ракетное ралли', en: 'Rocket Rally', ua: 'Ракетне ралі', kz: 'Зымыран ралли', az: 'Raket rallisi', ar: 'رالي الصاروخ' },
    description: {
      ru: 'Ежедневный турнир в «Ракете»: сумма ставок на деньги за день определяет место. Три призовых места.',
      en: 'A daily Rocket Crash race: your real-money stakes of the day decide your place. Three places win.',
      ua: 'Щоденний турнір у «Ракеті»: місце визначає сума ваших ставок на реальні гроші за день. Три призові місця.',
      kz: '«Зымыран» ойынындағы күнделікті турнир: орынды бір күнде нақты ақшаға тігілген бәстердің сомасы анықтайды. Үш жүлделі орын.',
      az: '“Raket” oyununda gündəlik turnir: yerinizi gün ərzində real pulla etdiyiniz mərclərin cəmi müəyyən edir. Üç mükafatlı yer.',
      ar: 'بطولة يومية في «الصاروخ»: يحدّد مجموعُ رهاناتك بأموال حقيقية خلال اليوم ترتيبَك. ثلاثة مراكز فائزة.',
    },
    games: ['rocket-crash'],
    period: 'day',
    prizePoolRub: 20_000,
    prizeShares: [0.5, 0.3, 0.2],
  },
  {
    id: 'originals-cup',
    name: { ru: 'Кубок Arena Originals', en: 'Arena Originals Cup', ua: 'Кубок Arena Originals', kz: 'Arena Originals кубогы', az: 'Arena Originals kuboku', ar: 'كأس Arena Originals' },
    description: {
      ru: 'Месячный турнир по всем играм Arena Originals: слот, ракета и кено. Десять призовых мест.',
      en: 'A monthly cup across every Arena Originals game: the slot, the rocket and keno. Ten places win.',
      ua: 'Місячний турнір в усіх іграх Arena Originals: слот, ракета й кено. Десять призових місць.',
      kz: 'Барлық Arena Originals ойындары бойынша айлық турнир: слот, зымыран және кено. Он жүлделі орын.',
      az: 'Bütün Arena Originals oyunları üzrə aylıq turnir: slot, raket və keno. On mükafatlı yer.',
      ar: 'بطولة شهرية في جميع ألعاب Arena Originals: السلوت والصاروخ والكينو. عشرة مراكز فائزة.',
    },
    games: ['fruit-fiesta-5', 'rocket-crash', 'lucky-keno'],
    period: 'month',
    prizePoolRub: 500_000,
    prizeShares: [0.3, 0.2, 0.12, 0.09, 0.07, 0.06, 0.05, 0.04, 0.04, 0.03],
  },
];

/** The period containing `nowMs` (UTC): [start, end) in ms. */
export function periodAt(period: TournamentPeriod, nowMs: number): { start: number; end: number } {
  const now = new Date(nowMs);
  const day = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  if (period === 'day') return { start: day, end: day + 86_400_000 };
  if (period === 'week') {
    const sinceMonday = (now.getUTCDay() + 6) % 7;
    const start = day - sinceMonday * 86_400_000;
    return { start, end: start + 7 * 86_400_000 };
  }
  return { start: Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1), end: Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1) };
}
