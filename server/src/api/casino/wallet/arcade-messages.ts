/** Refusal texts of the fishing shooter and the virtual sports families (issue 30), in the six languages. */
import type { Localized } from '../../../platform/messages.ts';

export const ARCADE_MESSAGES = {
  fishing_target_invalid: {
    ru: 'Выберите рыбу: рыба-клоун, рыба-фугу, черепаха, акула или кит',
    en: 'Aim at a fish: clownfish, pufferfish, turtle, shark or whale',
    ua: 'Оберіть рибу: риба-клоун, риба-фугу, черепаха, акула або кит',
    kz: 'Балықты таңдаңыз: клоун-балық, фугу, тасбақа, акула немесе кит',
    az: 'Balıq seçin: kloun balığı, fuqu, tısbağa, köpəkbalığı və ya balina',
    ar: 'صوّب نحو سمكة: سمكة المهرج أو السمكة المنتفخة أو السلحفاة أو القرش أو الحوت',
  },
  fishing_shot_stake_invalid: {
    ru: 'Укажите ставку за выстрел: раунд стоит десять выстрелов',
    en: 'Enter the stake per shot: a round is ten shots',
    ua: 'Вкажіть ставку за постріл: раунд коштує десять пострілів',
    kz: 'Бір атудың бәсін көрсетіңіз: раунд он атудан тұрады',
    az: 'Bir atəşin mərcini göstərin: raund on atəşdən ibarətdir',
    ar: 'أدخل رهان الطلقة الواحدة: الجولة عشر طلقات',
  },
  virtual_pick_invalid: {
    ru: 'Выберите исход матча: победа хозяев, ничья или победа гостей',
    en: 'Choose the match result: home win, draw or away win',
    ua: 'Оберіть результат матчу: перемога господарів, нічия або перемога гостей',
    kz: 'Матч нәтижесін таңдаңыз: үй иелерінің жеңісі, тең ойын немесе қонақтардың жеңісі',
    az: 'Matçın nəticəsini seçin: ev sahiblərinin qələbəsi, heç-heçə və ya qonaqların qələbəsi',
    ar: 'اختر نتيجة المباراة: فوز صاحب الأرض أو التعادل أو فوز الضيف',
  },
  virtual_market_invalid: {
    ru: 'Выберите ставку: победа хозяев, победа гостей, тотал больше или меньше линии',
    en: 'Choose a bet: home win, away win, or the total over or under the line',
    ua: 'Оберіть ставку: перемога господарів, перемога гостей, тотал більше або менше лінії',
    kz: 'Бәсті таңдаңыз: үй иелерінің жеңісі, қонақтардың жеңісі, тотал сызықтан көп немесе аз',
    az: 'Mərci seçin: ev sahiblərinin qələbəsi, qonaqların qələbəsi, ümumi say xəttdən çox və ya az',
    ar: 'اختر رهانك: فوز صاحب الأرض أو فوز الضيف أو المجموع أكثر أو أقل من الخط',
  },
  virtual_runner_invalid: {
    ru: 'Выберите участника забега: номер от 1 до 6',
    en: 'Choose a runner: a number from 1 to 6',
    ua: 'Оберіть учасника забігу: номер від 1 до 6',
    kz: 'Жарысқа қатысушыны таңдаңыз: 1-ден 6-ға дейінгі нөмір',
    az: 'Yarış iştirakçısını seçin: 1-dən 6-ya qədər nömrə',
    ar: 'اختر متسابقًا: رقمًا من 1 إلى 6',
  },
} satisfies Record<string, Localized>;
