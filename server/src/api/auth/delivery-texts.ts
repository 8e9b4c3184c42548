/**
 * What the player receives by SMS or e-mail with a one-time code, per kind of code and in the player's
 * language: the real message text a gateway would deliver (the reference backend writes it to its
 * outbox, login-service.ts). `{code}` is the code; `{validity}` is how long it lasts, written out with
 * the language's own plural form by Intl ("5 минут", "1 хвилина", "7 days"), so no table needs a
 * plural rule of its own.
 */
import { interfaceLanguageOf, intlLocale } from '@arena/domain';
import type { CodeKind } from '../db/repositories/codes.ts';
import { localize, type Localized } from '../../platform/messages.ts';

/** The codes a real deployment sends to the player; a login token and a reset token travel in the answer or a redirect. */
export const DELIVERED_KINDS = ['sms', 'two_step', 'recovery', 'activation'] as const satisfies readonly CodeKind[];
export type DeliveredKind = (typeof DELIVERED_KINDS)[number];

export const isDeliveredKind = (kind: CodeKind): kind is DeliveredKind => (DELIVERED_KINDS as readonly string[]).includes(kind);

const DELIVERY_TEXTS: Readonly<Record<DeliveredKind, Localized>> = {
  // Phone sign-in, phone registration and the security confirmations of the personal account.
  sms: {
    ru: 'Arena: код подтверждения {code}. Срок действия — {validity}. Никому его не сообщайте.',
    en: 'Arena: your confirmation code is {code}. It is valid for {validity}. Do not share it with anyone.',
    ua: 'Arena: код підтвердження {code}. Термін дії — {validity}. Нікому його не повідомляйте.',
    kz: 'Arena: растау коды {code}. Жарамдылық мерзімі — {validity}. Кодты ешкімге айтпаңыз.',
    az: 'Arena: təsdiq kodu {code}. Etibarlılıq müddəti — {validity}. Kodu heç kimə deməyin.',
    ar: 'Arena: رمز التأكيد {code}. مدة الصلاحية: {validity}. لا تشارك هذا الرمز مع أي شخص.',
  },
  two_step: {
    ru: 'Arena: код для входа {code}. Срок действия — {validity}. Если вы не входили в аккаунт, смените пароль.',
    en: 'Arena: your sign-in code is {code}. It is valid for {validity}. If you did not try to sign in, change your password.',
    ua: 'Arena: код для входу {code}. Термін дії — {validity}. Якщо ви не входили в акаунт, змініть пароль.',
    kz: 'Arena: кіру коды {code}. Жарамдылық мерзімі — {validity}. Аккаунтқа кірмеген болсаңыз, құпиясөзді өзгертіңіз.',
    az: 'Arena: giriş kodu {code}. Etibarlılıq müddəti — {validity}. Hesaba daxil olmamısınızsa, şifrənizi dəyişin.',
    ar: 'Arena: رمز تسجيل الدخول {code}. مدة الصلاحية: {validity}. إذا لم تحاول تسجيل الدخول، فغيّر كلمة المرور.',
  },
  recovery: {
    ru: 'Arena: код для восстановления пароля {code}. Срок действия — {validity}. Если вы не запрашивали восстановление, просто проигнорируйте это сообщение.',
    en: 'Arena: your password recovery code is {code}. It is valid for {validity}. If you did not ask to recover your password, simply ignore this message.',
    ua: 'Arena: код для відновлення пароля {code}. Термін дії — {validity}. Якщо ви не запитували відновлення, просто проігноруйте це повідомлення.',
    kz: 'Arena: құпиясөзді қалпына келтіру коды {code}. Жарамдылық мерзімі — {validity}. Қалпына келтіруді сұрамаған болсаңыз, бұл хабарламаны елемеңіз.',
    az: 'Arena: şifrənin bərpası üçün kod {code}. Etibarlılıq müddəti — {validity}. Bərpa tələb etməmisinizsə, bu mesajı nəzərə almayın.',
    ar: 'Arena: رمز استعادة كلمة المرور {code}. مدة الصلاحية: {validity}. إذا لم تطلب استعادة كلمة المرور، فتجاهل هذه الرسالة.',
  },
  activation: {
    ru: 'Arena: код активации аккаунта {code}. Срок действия — {validity}. Введите его на сайте, чтобы завершить регистрацию.',
    en: 'Arena: your account activation code is {code}. It is valid for {validity}. Enter it on the site to finish signing up.',
    ua: 'Arena: код активації акаунта {code}. Термін дії — {validity}. Введіть його на сайті, щоб завершити реєстрацію.',
    kz: 'Arena: аккаунтты белсендіру коды {code}. Жарамдылық мерзімі — {validity}. Тіркелуді аяқтау үшін оны сайтқа енгізіңіз.',
    az: 'Arena: hesabın aktivləşdirilməsi üçün kod {code}. Etibarlılıq müddəti — {validity}. Qeydiyyatı tamamlamaq üçün onu saytda daxil edin.',
    ar: 'Arena: رمز تفعيل الحساب {code}. مدة الصلاحية: {validity}. أدخله في الموقع لإكمال التسجيل.',
  },
};

/** A lifetime in whole days, else whole hours, else minutes (rounded up), with the language's plural form. */
export function validityText(seconds: number, language: string): string {
  const [unit, count] =
    seconds >= 86_400 && seconds % 86_400 === 0 ? (['day', seconds / 86_400] as const)
    : seconds >= 3_600 && seconds % 3_600 === 0 ? (['hour', seconds / 3_600] as const)
    : (['minute', Math.max(1, Math.ceil(seconds / 60))] as const);
  return new Intl.NumberFormat(intlLocale(interfaceLanguageOf(language)), { style: 'unit', unit, unitDisplay: 'long' }).format(count);
}

/** The message the player receives with a code of this kind, in their language (any other language reads English). */
export function deliveryText(kind: DeliveredKind, language: string, code: string, ttlSeconds: number): string {
  return localize(DELIVERY_TEXTS[kind], language, { code, validity: validityText(ttlSeconds, language) });
}
