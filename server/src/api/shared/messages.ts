/** The reference backend's API-wide answer texts (each concept adds its own table with the platform's createMessages). */
import { createMessages, type Localized, type MessageLookup } from '../../platform/messages.ts';
import { PLATFORM_MESSAGES } from '../../platform/errors.ts';

/** The API-wide texts; exported so a test can check that every entry has all six languages. */
export const MESSAGE_TABLE = {
  ...PLATFORM_MESSAGES,
  unauthorized: {
    ru: 'Требуется вход', en: 'Sign-in required',
    ua: 'Потрібно увійти', kz: 'Аккаунтқа кіру қажет', az: 'Daxil olmaq tələb olunur', ar: 'يلزم تسجيل الدخول',
  },
  token_invalid: {
    ru: 'Токен недействителен или истёк', en: 'Token is invalid or expired',
    ua: 'Токен недійсний або термін його дії минув', kz: 'Токен жарамсыз немесе мерзімі өтіп кеткен',
    az: 'Token etibarsızdır və ya müddəti bitib', ar: 'الرمز المميّز غير صالح أو انتهت صلاحيته',
  },
  forbidden: {
    ru: 'Доступ запрещён', en: 'Forbidden',
    ua: 'Доступ заборонено', kz: 'Кіруге рұқсат жоқ', az: 'Giriş qadağandır', ar: 'الوصول مرفوض',
  },
  banned: {
    ru: 'Аккаунт ограничен', en: 'The account is restricted',
    ua: 'Акаунт обмежено', kz: 'Аккаунт шектелген', az: 'Hesab məhdudlaşdırılıb', ar: 'الحساب مقيَّد',
  },
  not_found: {
    ru: 'Не найдено', en: 'Not found',
    ua: 'Не знайдено', kz: 'Табылмады', az: 'Tapılmadı', ar: 'غير موجود',
  },
  captcha_required: {
    ru: 'Подтвердите, что вы не робот', en: 'Please solve the captcha',
    ua: 'Підтвердьте, що ви не робот', kz: 'Робот емес екеніңізді растаңыз', az: 'Robot olmadığınızı təsdiqləyin', ar: 'أكّد أنك لست روبوتًا',
  },
  captcha_wrong: {
    ru: 'Неверный ответ', en: 'Wrong answer',
    ua: 'Неправильна відповідь', kz: 'Жауап қате', az: 'Yanlış cavab', ar: 'إجابة خاطئة',
  },
  captcha_expired: {
    ru: 'Время капчи истекло', en: 'The captcha has expired',
    ua: 'Термін дії капчі минув', kz: 'Капчаның мерзімі өтті', az: 'Kapçanın müddəti bitib', ar: 'انتهت صلاحية اختبار التحقّق',
  },
  fingerprint_missing: {
    ru: 'Нет отпечатка устройства', en: 'Device fingerprint missing',
    ua: 'Немає відбитка пристрою', kz: 'Құрылғының цифрлық ізі жоқ', az: 'Cihazın rəqəmsal izi yoxdur', ar: 'بصمة الجهاز مفقودة',
  },
  fingerprint_expired: {
    ru: 'Отпечаток устройства истёк', en: 'Device fingerprint expired',
    ua: 'Термін дії відбитка пристрою минув', kz: 'Құрылғының цифрлық ізінің мерзімі өтті',
    az: 'Cihazın rəqəmsal izinin müddəti bitib', ar: 'انتهت صلاحية بصمة الجهاز',
  },
  terms_not_accepted: {
    ru: 'Примите новые правила', en: 'Please accept the new terms',
    ua: 'Прийміть нові правила', kz: 'Жаңа ережелерді қабылдаңыз', az: 'Yeni şərtləri qəbul edin', ar: 'يُرجى قبول الشروط الجديدة',
  },
  wrong_credentials: {
    ru: 'Неверный логин или пароль', en: 'Wrong login or password',
    ua: 'Неправильний логін або пароль', kz: 'Логин немесе құпиясөз қате', az: 'Yanlış istifadəçi adı və ya şifrə',
    ar: 'اسم المستخدم أو كلمة المرور غير صحيحة',
  },
  // Protocol words (spec): the same text in every language; the client translates them itself.
  wrong_code: { ru: 'wrong code', en: 'wrong code', ua: 'wrong code', kz: 'wrong code', az: 'wrong code', ar: 'wrong code' },
  time_up: { ru: 'time up', en: 'time up', ua: 'time up', kz: 'time up', az: 'time up', ar: 'time up' },
  code_attempts_exceeded: {
    ru: 'Слишком много неверных попыток: этот код больше не действует. Запросите новый код.',
    en: 'Too many wrong attempts: this code no longer works. Please request a new code.',
    ua: 'Забагато невдалих спроб: цей код більше не діє. Запросіть новий код.',
    kz: 'Қате әрекет тым көп: бұл код енді жарамсыз. Жаңа код сұраңыз.',
    az: 'Həddindən çox yanlış cəhd: bu kod artıq etibarlı deyil. Yeni kod istəyin.',
    ar: 'محاولات خاطئة كثيرة جدًا: لم يعد هذا الرمز صالحًا. يُرجى طلب رمز جديد.',
  },
  registration_disabled: {
    ru: 'Регистрация недоступна', en: 'Registration is not available',
    ua: 'Реєстрація недоступна', kz: 'Тіркелу қолжетімсіз', az: 'Qeydiyyat mümkün deyil', ar: 'التسجيل غير متاح',
  },
  already_exists: {
    ru: 'Пользователь с такими данными уже существует', en: 'A user with these details already exists',
    ua: 'Користувач із такими даними вже існує', kz: 'Мұндай деректері бар пайдаланушы бұрыннан бар',
    az: 'Bu məlumatlarla istifadəçi artıq mövcuddur', ar: 'يوجد مستخدم بهذه البيانات بالفعل',
  },
  bad_encoding: {
    ru: 'Логин и пароль должны быть в base64', en: 'Login and password must be base64 of UTF-8',
    ua: 'Логін і пароль мають бути закодовані в base64 (UTF-8)', kz: 'Логин мен құпиясөз base64 (UTF-8) пішімінде берілуі керек',
    az: 'İstifadəçi adı və şifrə base64 (UTF-8) formatında olmalıdır', ar: 'يجب ترميز اسم المستخدم وكلمة المرور بصيغة base64 لنص UTF-8',
  },
  unknown_currency: {
    ru: 'Неизвестная валюта', en: 'Unknown currency',
    ua: 'Невідома валюта', kz: 'Белгісіз валюта', az: 'Naməlum valyuta', ar: 'عملة غير معروفة',
  },
  unknown_country: {
    ru: 'Неизвестная страна', en: 'Unknown country',
    ua: 'Невідома країна', kz: 'Белгісіз ел', az: 'Naməlum ölkə', ar: 'دولة غير معروفة',
  },
  missing_fields: {
    ru: 'Не заполнены обязательные поля', en: 'Required fields are missing',
    ua: 'Не заповнено обов’язкові поля', kz: 'Міндетті өрістер толтырылмаған', az: 'Məcburi xanalar doldurulmayıb', ar: 'لم تُملأ الحقول المطلوبة',
  },
  // Weak-password reasons (auth/password-policy.ts); the numbers are its PASSWORD_POLICY (a test checks).
  weak_password: {
    ru: 'Пароль слишком простой', en: 'The password is too weak',
    ua: 'Пароль занадто простий', kz: 'Құпиясөз тым қарапайым', az: 'Şifrə çox sadədir', ar: 'كلمة المرور ضعيفة جدًا',
  },
  weak_password_too_short: {
    ru: 'Пароль слишком короткий: нужно не меньше 8 символов', en: 'The password is too short: use at least 8 characters',
    ua: 'Пароль занадто короткий: потрібно щонайменше 8 символів', kz: 'Құпиясөз тым қысқа: кемінде 8 таңба болуы керек',
    az: 'Şifrə çox qısadır: ən azı 8 simvol olmalıdır', ar: 'كلمة المرور قصيرة جدًا: استخدم 8 أحرف على الأقل',
  },
  weak_password_common: {
    ru: 'Этот пароль есть в списке распространённых паролей: выберите другой',
    en: 'This password is on the list of common passwords: choose another one',
    ua: 'Цей пароль є в списку поширених паролів: виберіть інший',
    kz: 'Бұл құпиясөз кең тараған құпиясөздер тізімінде бар: басқасын таңдаңыз',
    az: 'Bu şifrə geniş yayılmış şifrələr siyahısındadır: başqasını seçin',
    ar: 'كلمة المرور هذه موجودة في قائمة كلمات المرور الشائعة: اختر كلمة مرور أخرى',
  },
  weak_password_same_as_login: {
    ru: 'Пароль не должен совпадать с логином', en: 'The password must not be the same as the login',
    ua: 'Пароль не повинен збігатися з логіном', kz: 'Құпиясөз логинмен бірдей болмауы керек',
    az: 'Şifrə istifadəçi adı ilə eyni olmamalıdır', ar: 'يجب ألّا تكون كلمة المرور مطابقة لاسم المستخدم',
  },
  weak_password_repetitive: {
    ru: 'В пароле должно быть не меньше 4 разных символов', en: 'The password needs at least 4 different characters',
    ua: 'У паролі має бути щонайменше 4 різні символи', kz: 'Құпиясөзде кемінде 4 түрлі таңба болуы керек',
    az: 'Şifrədə ən azı 4 müxtəlif simvol olmalıdır', ar: 'يجب أن تحتوي كلمة المرور على 4 أحرف مختلفة على الأقل',
  },
  session_id_in_url: {
    ru: 'Идентификатор сессии не передаётся в адресе: он берётся из cookie или токена',
    en: 'The session id is never sent in the URL: it comes from the cookie or the token',
    ua: 'Ідентифікатор сесії не передається в адресі: він береться з cookie або токена',
    kz: 'Сессия идентификаторы мекенжайда берілмейді: ол cookie файлынан немесе токеннен алынады',
    az: 'Sessiya identifikatoru ünvanda ötürülmür: o, cookie faylından və ya tokendən götürülür',
    ar: 'لا يُرسَل معرّف الجلسة في العنوان أبدًا: بل يُؤخذ من ملف cookie أو من الرمز المميّز',
  },
  currency_exists: {
    ru: 'Счёт в этой валюте уже есть', en: 'An account in this currency already exists',
    ua: 'Рахунок у цій валюті вже є', kz: 'Бұл валютадағы шот бұрыннан бар', az: 'Bu valyutada hesab artıq var', ar: 'لديك بالفعل حساب بهذه العملة',
  },
  currency_added: {
    ru: 'Счёт будет открыт через несколько секунд', en: 'The account will appear in a few seconds',
    ua: 'Рахунок з’явиться за кілька секунд', kz: 'Шот бірнеше секундтан кейін пайда болады',
    az: 'Hesab bir neçə saniyəyə görünəcək', ar: 'سيظهر الحساب خلال بضع ثوانٍ',
  },
  account_not_found: {
    ru: 'Счёт не найден', en: 'Account not found',
    ua: 'Рахунок не знайдено', kz: 'Шот табылмады', az: 'Hesab tapılmadı', ar: 'لم يتم العثور على الحساب',
  },
  account_not_removable: {
    ru: 'Этот счёт нельзя удалить', en: 'This account cannot be removed',
    ua: 'Цей рахунок не можна видалити', kz: 'Бұл шотты жоюға болмайды', az: 'Bu hesabı silmək olmaz', ar: 'لا يمكن إزالة هذا الحساب',
  },
  account_removed: {
    ru: 'Счёт удалён', en: 'Account removed',
    ua: 'Рахунок видалено', kz: 'Шот жойылды', az: 'Hesab silindi', ar: 'تمت إزالة الحساب',
  },
  account_activated: {
    ru: 'Счёт выбран', en: 'Account selected',
    ua: 'Рахунок вибрано', kz: 'Шот таңдалды', az: 'Hesab seçildi', ar: 'تم اختيار الحساب',
  },
  code_sent: {
    ru: 'Код отправлен', en: 'Code sent',
    ua: 'Код надіслано', kz: 'Код жіберілді', az: 'Kod göndərildi', ar: 'تم إرسال الرمز',
  },
  unknown_provider: {
    ru: 'Неизвестная соцсеть', en: 'Unknown social network',
    ua: 'Невідома соцмережа', kz: 'Белгісіз әлеуметтік желі', az: 'Naməlum sosial şəbəkə', ar: 'شبكة اجتماعية غير معروفة',
  },
  bad_credential: {
    ru: 'Неверные данные соцсети', en: 'Invalid social credential',
    ua: 'Некоректні дані соцмережі', kz: 'Әлеуметтік желі деректері қате', az: 'Sosial şəbəkə məlumatları yanlışdır',
    ar: 'بيانات الشبكة الاجتماعية غير صالحة',
  },
  provider_not_configured: {
    ru: 'Вход через эту соцсеть на сайте не настроен', en: 'Sign-in with this social network is not set up on this site',
    ua: 'Вхід через цю соцмережу на сайті не налаштовано', kz: 'Бұл сайтта осы әлеуметтік желі арқылы кіру бапталмаған',
    az: 'Bu sosial şəbəkə ilə giriş bu saytda qurulmayıb', ar: 'تسجيل الدخول عبر هذه الشبكة الاجتماعية غير مُعدّ على هذا الموقع',
  },
  provider_unavailable: {
    ru: 'Соцсеть сейчас недоступна, попробуйте позже', en: 'The social network is unavailable, try again later',
    ua: 'Соцмережа зараз недоступна, спробуйте пізніше', kz: 'Әлеуметтік желі қазір қолжетімсіз, кейінірек қайталап көріңіз',
    az: 'Sosial şəbəkə əlçatan deyil, bir az sonra yenidən cəhd edin', ar: 'الشبكة الاجتماعية غير متاحة، حاول مرة أخرى لاحقًا',
  },
  demo_provider_two_factor: {
    ru: 'Для аккаунта с двухэтапной проверкой демо-соцсеть недоступна: войдите по логину и коду',
    en: 'The demo social network is not available for an account with two-step verification: sign in with the login and code',
    ua: 'Для акаунта з двоетапною перевіркою демонстраційна соцмережа недоступна: увійдіть за логіном і кодом',
    kz: 'Екі қадамды тексеру қосылған аккаунт үшін демо әлеуметтік желі қолжетімсіз: логин мен код арқылы кіріңіз',
    az: 'İkiaddımlı təsdiqləməsi olan hesab üçün demo sosial şəbəkə əlçatan deyil: istifadəçi adı və kodla daxil olun',
    ar: 'الشبكة الاجتماعية التجريبية غير متاحة لحساب مفعَّل فيه التحقّق بخطوتين: سجّل الدخول باسم المستخدم والرمز',
  },
  injected_fault: {
    ru: 'Искусственная ошибка (тест)', en: 'Injected fault (test control)',
    ua: 'Штучна помилка (тест)', kz: 'Жасанды қате (тест)', az: 'Süni xəta (test)', ar: 'خطأ مصطنع (اختبار)',
  },
  invalid_config: {
    ru: 'Недопустимая конфигурация', en: 'Invalid site configuration',
    ua: 'Неприпустима конфігурація сайту', kz: 'Сайт конфигурациясы жарамсыз', az: 'Saytın konfiqurasiyası yanlışdır', ar: 'إعدادات الموقع غير صالحة',
  },
} satisfies Record<string, Localized>;

export type MessageKey = keyof typeof MESSAGE_TABLE;

export const message: MessageLookup<MessageKey> = createMessages(MESSAGE_TABLE);
