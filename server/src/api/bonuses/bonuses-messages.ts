/** Texts of the bonuses concept's answers in the six interface languages. */
import { createMessages, type Localized } from '../../platform/messages.ts';
import type { BonusRefusal } from './bonus-service.ts';

const MESSAGES = {
  bonus_unknown: {
    ru: 'Такого бонуса нет', en: 'There is no such bonus',
    ua: 'Такого бонусу немає', kz: 'Мұндай бонус жоқ', az: 'Belə bonus yoxdur', ar: 'هذه المكافأة غير موجودة',
  },
  bonus_active: {
    ru: 'У вас уже есть активный бонус: отыграйте или отмените его, чтобы выбрать другой',
    en: 'You already have an active bonus: wager or cancel it to choose another one',
    ua: 'У вас уже є активний бонус: відіграйте або скасуйте його, щоб вибрати інший',
    kz: 'Сізде белсенді бонус бар: басқасын таңдау үшін оны ойнап шығыңыз немесе одан бас тартыңыз',
    az: 'Artıq aktiv bonusunuz var: başqasını seçmək üçün onu oynayın və ya ləğv edin',
    ar: 'لديك مكافأة نشطة بالفعل: أكمل مراهنتها أو ألغِها لتختار مكافأة أخرى',
  },
  bonus_not_found: {
    ru: 'Бонус не найден', en: 'Bonus not found',
    ua: 'Бонус не знайдено', kz: 'Бонус табылмады', az: 'Bonus tapılmadı', ar: 'لم يتم العثور على المكافأة',
  },
  bonus_not_cancellable: {
    ru: 'Этот бонус уже завершён и не может быть отменён', en: 'This bonus has already ended and cannot be cancelled',
    ua: 'Цей бонус уже завершено, і його не можна скасувати', kz: 'Бұл бонус аяқталған, одан бас тарту мүмкін емес',
    az: 'Bu bonus artıq başa çatıb və ləğv edilə bilməz', ar: 'انتهت هذه المكافأة بالفعل ولا يمكن إلغاؤها',
  },
  promo_code_unknown: {
    ru: 'Промокод не найден. Проверьте, как он написан', en: 'Promo code not found. Please check the spelling',
    ua: 'Промокод не знайдено. Перевірте, чи правильно його написано', kz: 'Промокод табылмады. Оның дұрыс жазылғанын тексеріңіз',
    az: 'Promokod tapılmadı. Düzgün yazıldığını yoxlayın', ar: 'لم يتم العثور على الرمز الترويجي. تحقّق من كتابته',
  },
  promo_code_expired: {
    ru: 'Срок действия промокода истёк', en: 'This promo code has expired',
    ua: 'Термін дії промокоду минув', kz: 'Промокодтың мерзімі өтті', az: 'Promokodun müddəti bitib', ar: 'انتهت صلاحية هذا الرمز الترويجي',
  },
  promo_code_used: {
    ru: 'Вы уже активировали этот промокод', en: 'You have already activated this promo code',
    ua: 'Ви вже активували цей промокод', kz: 'Сіз бұл промокодты бұрын белсендіргенсіз', az: 'Bu promokodu artıq aktivləşdirmisiniz',
    ar: 'لقد فعّلت هذا الرمز الترويجي من قبل',
  },
  account_not_found: {
    ru: 'Счёт не найден', en: 'Account not found',
    ua: 'Рахунок не знайдено', kz: 'Шот табылмады', az: 'Hesab tapılmadı', ar: 'لم يتم العثور على الحساب',
  },
  cashback_paid: {
    ru: 'Кешбэк за прошлую неделю уже начислен', en: "Last week's cashback has already been paid",
    ua: 'Кешбек за минулий тиждень уже нараховано', kz: 'Өткен аптаның кэшбэгі есептеліп қойған',
    az: 'Keçən həftənin keşbeki artıq hesablanıb', ar: 'تم بالفعل دفع الاسترداد النقدي عن الأسبوع الماضي',
  },
  cashback_nothing: {
    ru: 'За прошлую неделю кешбэк не начисляется', en: 'There is no cashback for last week',
    ua: 'За минулий тиждень кешбек не нараховується', kz: 'Өткен апта үшін кэшбэк есептелмейді',
    az: 'Keçən həftə üçün keşbek hesablanmır', ar: 'لا يوجد استرداد نقدي عن الأسبوع الماضي',
  },
  reward_unknown: {
    ru: 'Такой награды нет', en: 'There is no such reward',
    ua: 'Такої нагороди немає', kz: 'Мұндай марапат жоқ', az: 'Belə mükafat yoxdur', ar: 'هذه الجائزة غير موجودة',
  },
  reward_not_reached: {
    ru: 'Условие награды ещё не выполнено', en: 'The reward condition is not met yet',
    ua: 'Умову нагороди ще не виконано', kz: 'Марапат шарты әлі орындалған жоқ', az: 'Mükafatın şərti hələ yerinə yetirilməyib',
    ar: 'لم يتحقّق شرط الجائزة بعد',
  },
  reward_claimed: {
    ru: 'Эта награда уже получена', en: 'This reward has already been claimed',
    ua: 'Цю нагороду вже отримано', kz: 'Бұл марапат алынып қойған', az: 'Bu mükafat artıq alınıb', ar: 'تم استلام هذه الجائزة بالفعل',
  },
  bonus_chosen: {
    ru: 'Бонус выбран: он будет начислен при следующем подходящем пополнении',
    en: 'Bonus chosen: it will be credited with your next qualifying deposit',
    ua: 'Бонус вибрано: його буде нараховано з наступним відповідним поповненням',
    kz: 'Бонус таңдалды: ол келесі лайықты шот толтырумен бірге есептеледі',
    az: 'Bonus seçildi: növbəti uyğun depozitinizlə hesabınıza köçürüləcək',
    ar: 'تم اختيار المكافأة: ستُضاف مع إيداعك المؤهَّل التالي',
  },
  bonus_cancelled: {
    ru: 'Бонус отменён', en: 'The bonus has been cancelled',
    ua: 'Бонус скасовано', kz: 'Бонустан бас тартылды', az: 'Bonus ləğv edildi', ar: 'تم إلغاء المكافأة',
  },
  promo_code_activated: {
    ru: 'Промокод активирован: бонус начислен', en: 'Promo code activated: the bonus has been credited',
    ua: 'Промокод активовано: бонус нараховано', kz: 'Промокод белсендірілді: бонус есептелді',
    az: 'Promokod aktivləşdirildi: bonus hesabınıza köçürüldü', ar: 'تم تفعيل الرمز الترويجي: أُضيفت المكافأة',
  },
  cashback_claimed: {
    ru: 'Кешбэк зачислен на основной счёт', en: 'Cashback has been credited to your main account',
    ua: 'Кешбек зараховано на основний рахунок', kz: 'Кэшбэк негізгі шотқа түсті', az: 'Keşbek əsas hesabınıza köçürüldü',
    ar: 'أُضيف الاسترداد النقدي إلى حسابك الرئيسي',
  },
  reward_claimed_now: {
    ru: 'Награда зачислена на основной счёт', en: 'The reward has been credited to your main account',
    ua: 'Нагороду зараховано на основний рахунок', kz: 'Марапат негізгі шотқа түсті', az: 'Mükafat əsas hesabınıza köçürüldü',
    ar: 'أُضيفت الجائزة إلى حسابك الرئيسي',
  },
} satisfies Record<BonusRefusal | string, Localized>;

export type BonusesMessageKey = keyof typeof MESSAGES;
export const bonusesMessage = createMessages<BonusesMessageKey>(MESSAGES);
