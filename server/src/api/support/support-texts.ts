/**
 * The reference backend's support agent: topics a ticket may have and the agent's answers (stored as
 * keys, shown in the reader's language), plus how long the agent takes (the clock decides; demo: at once).
 */
import { IdeaCategory, SupportTopic as SupportTopicSchema } from '@arena/contracts';
import { createMessages, type Localized } from '../../platform/messages.ts';

/** The topics and idea categories are @arena/contracts support.ts's: the form offers what the route accepts. */
export const SUPPORT_TOPICS = SupportTopicSchema.enum;
export type SupportTopic = (typeof SUPPORT_TOPICS)[number];

export const IDEA_CATEGORIES = IdeaCategory.enum;

/** Seconds until the agent answers a waiting ticket / an appeal (a demo server answers at once). */
export const AGENT_DELAY_SECONDS = { ticket: 10 * 60, appeal: 24 * 3600 } as const;
export const agentDelay = (kind: keyof typeof AGENT_DELAY_SECONDS, demoMode: boolean) => (demoMode ? 0 : AGENT_DELAY_SECONDS[kind]);

/** At most this many tickets may wait for the agent at once (a flood guard, not a product limit). */
export const MAX_WAITING_TICKETS = 5;

const AGENT = {
  agent_account: {
    ru: 'Здравствуйте! Мы проверили ваш аккаунт: изменения в личных данных и настройках безопасности можно сделать в разделах «Личные данные» и «Безопасность». Если вопрос остался — ответьте в этом обращении.',
    en: 'Hello! We have checked your account: personal data and security settings can be changed under "Personal data" and "Security". If anything is still unclear, reply in this request.',
    ua: 'Вітаємо! Ми перевірили ваш акаунт: змінити особисті дані й налаштування безпеки можна в розділах «Особисті дані» та «Безпека». Якщо питання залишилося — дайте відповідь у цьому зверненні.',
    kz: 'Сәлеметсіз бе! Аккаунтыңызды тексердік: жеке деректер мен қауіпсіздік баптауларын «Жеке деректер» және «Қауіпсіздік» бөлімдерінде өзгертуге болады. Сұрағыңыз қалса, осы өтінішке жауап жазыңыз.',
    az: 'Salam! Hesabınızı yoxladıq: şəxsi məlumatları və təhlükəsizlik parametrlərini “Şəxsi məlumatlar” və “Təhlükəsizlik” bölmələrində dəyişə bilərsiniz. Sualınız qalıbsa, bu müraciətdə cavab yazın.',
    ar: 'مرحبًا! راجعنا حسابك: يمكنك تغيير بياناتك الشخصية وإعدادات الأمان من قسمَي «البيانات الشخصية» و«الأمان». إذا بقي لديك سؤال، فاكتب ردّك في هذا الطلب.',
  },
  agent_deposit: {
    ru: 'Здравствуйте! Пополнение обычно зачисляется за несколько минут. Если деньги списаны, а баланс не изменился, пришлите, пожалуйста, чек или скриншот операции — мы найдём платёж.',
    en: 'Hello! Deposits are usually credited within a few minutes. If the money left your card but the balance has not changed, please send a receipt or a screenshot of the payment and we will trace it.',
    ua: 'Вітаємо! Поповнення зазвичай зараховується за кілька хвилин. Якщо гроші списано, а баланс не змінився, надішліть, будь ласка, квитанцію або знімок екрана операції — ми знайдемо платіж.',
    kz: 'Сәлеметсіз бе! Толтыру әдетте бірнеше минутта шотқа түседі. Егер ақша шешіліп, бірақ баланс өзгермесе, операцияның түбіртегін немесе скриншотын жіберіңіз — біз төлемді табамыз.',
    az: 'Salam! Depozit adətən bir neçə dəqiqəyə hesaba köçürülür. Əgər pul tutulub, amma balans dəyişməyibsə, lütfən, əməliyyatın qəbzini və ya ekran görüntüsünü göndərin — ödənişi tapacağıq.',
    ar: 'مرحبًا! يُضاف الإيداع عادةً خلال بضع دقائق. إذا خُصمت الأموال ولم يتغيّر الرصيد، فيُرجى إرسال إيصال العملية أو لقطة شاشة لها وسنتتبّع الدفعة.',
  },
  agent_withdrawal: {
    ru: 'Здравствуйте! Заявки на вывод обрабатываются в порядке очереди; статус виден в истории платежей. Пока заявка ожидает обработки, её можно отменить.',
    en: 'Hello! Withdrawal requests are processed in turn; you can follow the status in the payment history. While a request is pending you can cancel it.',
    ua: 'Вітаємо! Заявки на виведення обробляються в порядку черги; статус видно в історії платежів. Поки заявка очікує на обробку, її можна скасувати.',
    kz: 'Сәлеметсіз бе! Шығаруға өтінімдер кезек бойынша өңделеді; мәртебесі төлемдер тарихында көрінеді. Өтінім өңдеуді күтіп тұрғанда, оны тоқтатуға болады.',
    az: 'Salam! Pul çıxarışı sorğuları növbə ilə emal olunur; vəziyyəti ödəniş tarixçəsində görə bilərsiniz. Sorğu emal gözlədiyi müddətdə onu ləğv etmək olar.',
    ar: 'مرحبًا! تُعالَج طلبات السحب حسب دورها، ويمكنك متابعة حالتها في سجل المدفوعات. ما دام الطلب قيد الانتظار، يمكنك إلغاؤه.',
  },
  agent_bets: {
    ru: 'Здравствуйте! Мы проверили расчёт ваших ставок: результаты по каждому событию показаны в истории ставок. Если вы не согласны с расчётом, укажите номер купона.',
    en: 'Hello! We have checked the settlement of your bets: the result of every selection is shown in the bet history. If you disagree with a settlement, please give us the coupon number.',
    ua: 'Вітаємо! Ми перевірили розрахунок ваших ставок: результат кожної події показано в історії ставок. Якщо ви не згодні з розрахунком, вкажіть номер купона.',
    kz: 'Сәлеметсіз бе! Бәстеріңіздің есептелуін тексердік: әр оқиғаның нәтижесі бәстер тарихында көрсетілген. Есептеумен келіспесеңіз, купон нөмірін көрсетіңіз.',
    az: 'Salam! Mərclərinizin hesablanmasını yoxladıq: hər hadisənin nəticəsi mərc tarixçəsində göstərilir. Hesablama ilə razı deyilsinizsə, kuponun nömrəsini bildirin.',
    ar: 'مرحبًا! راجعنا تسوية رهاناتك: تظهر نتيجة كل اختيار في سجل الرهانات. إذا كنت لا توافق على التسوية، فيُرجى تزويدنا برقم القسيمة.',
  },
  agent_bonuses: {
    ru: 'Здравствуйте! Условия отыгрыша и срок действия бонуса указаны в разделе «Бонусы». Прогресс отыгрыша обновляется после расчёта каждой ставки.',
    en: 'Hello! The wagering terms and the expiry of your bonus are listed under "Bonuses". Wagering progress updates once each bet is settled.',
    ua: 'Вітаємо! Умови відіграшу й термін дії бонусу вказано в розділі «Бонуси». Прогрес відіграшу оновлюється після розрахунку кожної ставки.',
    kz: 'Сәлеметсіз бе! Бонусты ойнап шығу шарттары мен оның әрекет ету мерзімі «Бонустар» бөлімінде көрсетілген. Ойнап шығу барысы әр бәс есептелгеннен кейін жаңарады.',
    az: 'Salam! Bonusun oynanılma şərtləri və etibarlılıq müddəti “Bonuslar” bölməsində göstərilib. Oynanılma gedişatı hər mərc hesablandıqdan sonra yenilənir.',
    ar: 'مرحبًا! شروط المراهنة على المكافأة ومدة صلاحيتها مذكورة في قسم «المكافآت». ويُحدَّث تقدّم المراهنة بعد تسوية كل رهان.',
  },
  agent_verification: {
    ru: 'Здравствуйте! Документы проверяются по очереди; статус каждого документа виден на странице верификации. Фото должно быть чётким, все углы документа — в кадре.',
    en: 'Hello! Documents are checked in turn; the status of each one is shown on the verification page. The photo must be sharp, with every corner of the document in view.',
    ua: 'Вітаємо! Документи перевіряються в порядку черги; статус кожного документа видно на сторінці верифікації. Фото має бути чітким, а всі кути документа — у кадрі.',
    kz: 'Сәлеметсіз бе! Құжаттар кезек бойынша тексеріледі; әр құжаттың мәртебесі верификация бетінде көрінеді. Фото анық болуы керек, құжаттың барлық бұрыштары кадрға сыюы тиіс.',
    az: 'Salam! Sənədlər növbə ilə yoxlanılır; hər sənədin vəziyyəti verifikasiya səhifəsində göstərilir. Foto aydın olmalı, sənədin bütün küncləri kadra düşməlidir.',
    ar: 'مرحبًا! تُراجَع الوثائق حسب دورها، وتظهر حالة كل وثيقة في صفحة التحقّق. يجب أن تكون الصورة واضحة وأن تظهر زوايا الوثيقة كلها.',
  },
  agent_technical: {
    ru: 'Здравствуйте! Спасибо за сообщение о проблеме. Попробуйте обновить страницу и очистить кэш браузера; если ошибка повторится, пришлите скриншот.',
    en: 'Hello! Thank you for reporting the problem. Please reload the page and clear the browser cache; if the error comes back, send us a screenshot.',
    ua: 'Вітаємо! Дякуємо, що повідомили про проблему. Спробуйте оновити сторінку й очистити кеш браузера; якщо помилка повториться, надішліть знімок екрана.',
    kz: 'Сәлеметсіз бе! Мәселе туралы хабарлағаныңызға рақмет. Бетті жаңартып, браузер кэшін тазалап көріңіз; қате қайталанса, скриншот жіберіңіз.',
    az: 'Salam! Problem barədə məlumat verdiyiniz üçün təşəkkür edirik. Səhifəni yeniləyin və brauzerin keşini təmizləyin; xəta təkrarlansa, ekran görüntüsü göndərin.',
    ar: 'مرحبًا! شكرًا لإبلاغنا بالمشكلة. يُرجى إعادة تحميل الصفحة ومسح ذاكرة التخزين المؤقت للمتصفح؛ وإذا تكرّر الخطأ، فأرسل إلينا لقطة شاشة.',
  },
  agent_other: {
    ru: 'Здравствуйте! Спасибо за обращение, мы его изучили. Если понадобится что-то уточнить, просто ответьте в этом обращении.',
    en: 'Hello! Thank you for your message, we have looked into it. If you need anything else, simply reply in this request.',
    ua: 'Вітаємо! Дякуємо за звернення, ми його розглянули. Якщо знадобиться щось уточнити, просто дайте відповідь у цьому зверненні.',
    kz: 'Сәлеметсіз бе! Өтінішіңізге рақмет, біз оны қарастырдық. Бірдеңені нақтылау қажет болса, осы өтінішке жауап жазыңыз.',
    az: 'Salam! Müraciətiniz üçün təşəkkür edirik, ona baxdıq. Nəyisə dəqiqləşdirmək lazım olsa, sadəcə bu müraciətdə cavab yazın.',
    ar: 'مرحبًا! شكرًا على رسالتك، لقد اطّلعنا عليها. إذا احتجت إلى أي توضيح آخر، فما عليك إلا الرد في هذا الطلب.',
  },
  agent_appeal: {
    ru: 'Ваша апелляция рассмотрена. Ограничение (уровень {level}) пока сохраняется: для его пересмотра пройдите верификацию и дождитесь подтверждения документов.',
    en: 'Your appeal has been reviewed. The restriction (level {level}) stays for now: to have it reconsidered, complete verification and wait for your documents to be confirmed.',
    ua: 'Ваше звернення розглянуто. Обмеження (рівень {level}) поки що зберігається: щоб його переглянули, пройдіть верифікацію й дочекайтеся підтвердження документів.',
    kz: 'Шағымыңыз қаралды. Шектеу (деңгейі {level}) әзірге сақталады: оны қайта қарау үшін верификациядан өтіп, құжаттарыңыздың расталуын күтіңіз.',
    az: 'Apellyasiyanıza baxıldı. Məhdudiyyət (səviyyə {level}) hələlik qalır: onun yenidən nəzərdən keçirilməsi üçün verifikasiyadan keçin və sənədlərinizin təsdiqlənməsini gözləyin.',
    ar: 'تمت مراجعة طعنك. يبقى التقييد (المستوى {level}) ساريًا حاليًا: لإعادة النظر فيه، أكمل التحقّق وانتظر تأكيد وثائقك.',
  },
} satisfies Record<string, Localized>;

export type AgentTextKey = keyof typeof AGENT;
export const agentText = createMessages<AgentTextKey>(AGENT);
export const agentKeyFor = (topic: string): AgentTextKey => (`agent_${topic}` in AGENT ? (`agent_${topic}` as AgentTextKey) : 'agent_other');
