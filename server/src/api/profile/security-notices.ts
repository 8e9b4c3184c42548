/**
 * What the player's existing contacts receive after a sensitive change of the account (issue 32, finding 4):
 * a stolen session that re-binds the phone or switches two-step off must not go unnoticed by the owner.
 * The notice goes to the contacts the account had before the change (the old phone, the e-mail), through
 * the outbox like every message of the reference backend (`[notice to <target>] <text>`).
 */
import type { UserRow } from '../db/repositories/users.ts';
import type { ApiContext } from '../shared/context.ts';
import { localize, type Localized } from '../../platform/messages.ts';

export type SecurityChange = 'phone_changed' | 'email_changed' | 'two_step_on' | 'two_step_off';

const NOTICES: Readonly<Record<SecurityChange, Localized>> = {
  phone_changed: {
    ru: 'Arena: номер телефона вашего аккаунта изменён, все другие сеансы завершены. Если это были не вы, срочно смените пароль и напишите в поддержку.',
    en: 'Arena: the phone number of your account was changed and every other session was signed out. If this was not you, change your password at once and contact support.',
    ua: 'Arena: номер телефону вашого акаунта змінено, усі інші сеанси завершено. Якщо це були не ви, негайно змініть пароль і напишіть у підтримку.',
    kz: 'Arena: аккаунтыңыздың телефон нөмірі өзгертілді, басқа сеанстардың бәрі аяқталды. Бұл сіз болмасаңыз, құпиясөзді дереу өзгертіп, қолдау қызметіне жазыңыз.',
    az: 'Arena: hesabınızın telefon nömrəsi dəyişdirildi, bütün digər seanslar bağlandı. Bunu siz etməmisinizsə, dərhal şifrənizi dəyişin və dəstək xidmətinə yazın.',
    ar: 'Arena: تم تغيير رقم هاتف حسابك وتسجيل الخروج من جميع الجلسات الأخرى. إذا لم تكن أنت من فعل ذلك، فغيّر كلمة المرور فورًا وتواصل مع الدعم.',
  },
  email_changed: {
    ru: 'Arena: адрес электронной почты вашего аккаунта изменён, все другие сеансы завершены. Если это были не вы, срочно смените пароль и напишите в поддержку.',
    en: 'Arena: the e-mail address of your account was changed and every other session was signed out. If this was not you, change your password at once and contact support.',
    ua: 'Arena: адресу електронної пошти вашого акаунта змінено, усі інші сеанси завершено. Якщо це були не ви, негайно змініть пароль і напишіть у підтримку.',
    kz: 'Arena: аккаунтыңыздың электрондық пошта мекенжайы өзгертілді, басқа сеанстардың бәрі аяқталды. Бұл сіз болмасаңыз, құпиясөзді дереу өзгертіп, қолдау қызметіне жазыңыз.',
    az: 'Arena: hesabınızın e-poçt ünvanı dəyişdirildi, bütün digər seanslar bağlandı. Bunu siz etməmisinizsə, dərhal şifrənizi dəyişin və dəstək xidmətinə yazın.',
    ar: 'Arena: تم تغيير البريد الإلكتروني لحسابك وتسجيل الخروج من جميع الجلسات الأخرى. إذا لم تكن أنت من فعل ذلك، فغيّر كلمة المرور فورًا وتواصل مع الدعم.',
  },
  two_step_on: {
    ru: 'Arena: для вашего аккаунта включена двухэтапная проверка, все другие сеансы завершены. Если это были не вы, срочно смените пароль и напишите в поддержку.',
    en: 'Arena: two-step verification was turned on for your account and every other session was signed out. If this was not you, change your password at once and contact support.',
    ua: 'Arena: для вашого акаунта увімкнено двоетапну перевірку, усі інші сеанси завершено. Якщо це були не ви, негайно змініть пароль і напишіть у підтримку.',
    kz: 'Arena: аккаунтыңыз үшін екі кезеңді тексеру қосылды, басқа сеанстардың бәрі аяқталды. Бұл сіз болмасаңыз, құпиясөзді дереу өзгертіп, қолдау қызметіне жазыңыз.',
    az: 'Arena: hesabınız üçün iki mərhələli yoxlama aktivləşdirildi, bütün digər seanslar bağlandı. Bunu siz etməmisinizsə, dərhal şifrənizi dəyişin və dəstək xidmətinə yazın.',
    ar: 'Arena: تم تفعيل التحقق بخطوتين لحسابك وتسجيل الخروج من جميع الجلسات الأخرى. إذا لم تكن أنت من فعل ذلك، فغيّر كلمة المرور فورًا وتواصل مع الدعم.',
  },
  two_step_off: {
    ru: 'Arena: для вашего аккаунта отключена двухэтапная проверка, все другие сеансы завершены. Если это были не вы, срочно смените пароль и напишите в поддержку.',
    en: 'Arena: two-step verification was turned off for your account and every other session was signed out. If this was not you, change your password at once and contact support.',
    ua: 'Arena: для вашого акаунта вимкнено двоетапну перевірку, усі інші сеанси завершено. Якщо це були не ви, негайно змініть пароль і напишіть у підтримку.',
    kz: 'Arena: аккаунтыңыз үшін екі кезеңді тексеру өшірілді, басқа сеанстардың бәрі аяқталды. Бұл сіз болмасаңыз, құпиясөзді дереу өзгертіп, қолдау қызметіне жазыңыз.',
    az: 'Arena: hesabınız üçün iki mərhələli yoxlama söndürüldü, bütün digər seanslar bağlandı. Bunu siz etməmisinizsə, dərhal şifrənizi dəyişin və dəstək xidmətinə yazın.',
    ar: 'Arena: تم إيقاف التحقق بخطوتين لحسابك وتسجيل الخروج من جميع الجلسات الأخرى. إذا لم تكن أنت من فعل ذلك، فغيّر كلمة المرور فورًا وتواصل مع الدعم.',
  },
};

/** The contacts the account had before the change: its phone (with dial code) and e-mail, where set. */
export function contactsOf(user: UserRow): string[] {
  const contacts: string[] = [];
  if (user.phone_number) contacts.push(`+${user.phone_code}${user.phone_number}`);
  if (user.email) contacts.push(user.email);
  return contacts;
}

/** Sends the notice of a change to each contact the account had before it. */
export function notifyContacts(ctx: ApiContext, before: UserRow, change: SecurityChange, language: string): void {
  const text = localize(NOTICES[change], language);
  for (const contact of contactsOf(before)) ctx.outbox(`[notice to ${contact}] ${text}`);
}
