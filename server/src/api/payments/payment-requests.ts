/**
 * Payment requests (office payment/requests and payment/create-request): the player writes to the payments
 * desk about a topic, optionally a sub-topic, and — for topics about money that moved — one of their own
 * deposits or withdrawals ("transactions"). The reference backend answers each request after
 * ANSWER_DELAY_SECONDS of the server clock with the topic's standard answer.
 */
import { localize, type Localized } from '../../platform/messages.ts';

export interface RequestTopic {
  id: string;
  title: Localized;
  /** Topics about a deposit or withdrawal let the player attach one of their transactions. */
  transactions: 'deposit' | 'withdrawal' | null;
  subTopics: ReadonlyArray<{ id: string; title: Localized }>;
  answer: Localized;
}

export const ANSWER_DELAY_SECONDS = 10 * 60;

export const REQUEST_TOPICS: readonly RequestTopic[] = [
  {
    id: 'deposit',
    title: { ru: 'Пополнение не зачислено', en: 'Deposit not credited', ua: 'Поповнення не зараховано', kz: 'Толтыру шотқа түспеді', az: 'Depozit hesaba köçürülməyib', ar: 'لم تتم إضافة الإيداع' },
    transactions: 'deposit',
    subTopics: [
      { id: 'card', title: { ru: 'Оплата картой', en: 'Card payment', ua: 'Оплата карткою', kz: 'Картамен төлеу', az: 'Kartla ödəniş', ar: 'الدفع بالبطاقة' } },
      { id: 'ewallet', title: { ru: 'Электронный кошелёк', en: 'E-wallet', ua: 'Електронний гаманець', kz: 'Электрондық әмиян', az: 'Elektron pul kisəsi', ar: 'محفظة إلكترونية' } },
      { id: 'bank', title: { ru: 'Банковский перевод', en: 'Bank transfer', ua: 'Банківський переказ', kz: 'Банк аударымы', az: 'Bank köçürməsi', ar: 'تحويل مصرفي' } },
    ],
    answer: {
      ru: 'Мы проверили платёж у платёжной системы. Если деньги списаны, а платёж отклонён, банк вернёт их в течение 3–5 рабочих дней.',
      en: 'We checked the payment with the payment system. If the money was charged but the payment was declined, the bank returns it within 3–5 working days.',
      ua: 'Ми перевірили платіж у платіжній системі. Якщо гроші списано, а платіж відхилено, банк поверне їх протягом 3–5 робочих днів.',
      kz: 'Төлемді төлем жүйесінен тексердік. Егер ақша шешіліп, бірақ төлем қабылданбаса, банк оны 3–5 жұмыс күні ішінде қайтарады.',
      az: 'Ödənişi ödəniş sistemində yoxladıq. Əgər pul tutulub, lakin ödəniş rədd edilibsə, bank onu 3–5 iş günü ərzində qaytaracaq.',
      ar: 'تحقّقنا من الدفعة لدى نظام الدفع. إذا خُصمت الأموال ورُفضت الدفعة، فسيعيدها البنك خلال 3–5 أيام عمل.',
    },
  },
  {
    id: 'withdrawal',
    title: { ru: 'Вопрос по выводу средств', en: 'Question about a withdrawal', ua: 'Питання щодо виведення коштів', kz: 'Қаражат шығару туралы сұрақ', az: 'Pul çıxarışı ilə bağlı sual', ar: 'سؤال عن السحب' },
    transactions: 'withdrawal',
    subTopics: [
      { id: 'delay', title: { ru: 'Вывод задерживается', en: 'The withdrawal is late', ua: 'Виведення затримується', kz: 'Шығару кешігіп жатыр', az: 'Pul çıxarışı gecikir', ar: 'السحب متأخر' } },
      { id: 'rejected', title: { ru: 'Вывод отклонён', en: 'The withdrawal was rejected', ua: 'Виведення відхилено', kz: 'Шығару қабылданбады', az: 'Pul çıxarışı rədd edildi', ar: 'تم رفض السحب' } },
    ],
    answer: {
      ru: 'Заявки обрабатываются в порядке очереди. Если заявка отклонена, деньги уже вернулись на ваш счёт, а причина указана в истории платежей.',
      en: 'Requests are processed in turn. If a request was rejected, the money is already back in your account and the reason is shown in your payment history.',
      ua: 'Заявки обробляються в порядку черги. Якщо заявку відхилено, гроші вже повернулися на ваш рахунок, а причину вказано в історії платежів.',
      kz: 'Өтінімдер кезек бойынша өңделеді. Егер өтінім қабылданбаса, ақша шотыңызға қайтарылып қойған, ал себебі төлемдер тарихында көрсетілген.',
      az: 'Sorğular növbə ilə emal olunur. Sorğu rədd edilibsə, pul artıq hesabınıza qaytarılıb, səbəbi isə ödəniş tarixçənizdə göstərilir.',
      ar: 'تُعالَج الطلبات حسب دورها. إذا رُفض الطلب، فقد أُعيدت الأموال بالفعل إلى حسابك ويظهر السبب في سجل المدفوعات.',
    },
  },
  {
    id: 'methods',
    title: { ru: 'Способы оплаты', en: 'Payment methods', ua: 'Способи оплати', kz: 'Төлем тәсілдері', az: 'Ödəniş üsulları', ar: 'طرق الدفع' },
    transactions: null,
    subTopics: [
      { id: 'limits', title: { ru: 'Лимиты и комиссии', en: 'Limits and fees', ua: 'Ліміти й комісії', kz: 'Лимиттер мен комиссиялар', az: 'Limitlər və komissiyalar', ar: 'الحدود والرسوم' } },
      { id: 'new-method', title: { ru: 'Добавить способ оплаты', en: 'Add a payment method', ua: 'Додати спосіб оплати', kz: 'Төлем тәсілін қосу', az: 'Ödəniş üsulu əlavə etmək', ar: 'إضافة طريقة دفع' } },
    ],
    answer: {
      ru: 'Лимиты и комиссии каждой системы указаны на странице «Способы оплаты». Новые системы появляются там же.',
      en: 'Each system’s limits and fees are listed on the “Payment methods” page. New systems appear there too.',
      ua: 'Ліміти й комісії кожної системи вказано на сторінці «Способи оплати». Там само з’являються й нові системи.',
      kz: 'Әр жүйенің лимиттері мен комиссиялары «Төлем тәсілдері» бетінде көрсетілген. Жаңа жүйелер де сонда пайда болады.',
      az: 'Hər sistemin limitləri və komissiyaları “Ödəniş üsulları” səhifəsində göstərilib. Yeni sistemlər də orada görünür.',
      ar: 'حدود كل نظام ورسومه مذكورة في صفحة «طرق الدفع»، وتظهر فيها الأنظمة الجديدة أيضًا.',
    },
  },
  {
    id: 'other',
    title: { ru: 'Другой вопрос', en: 'Another question', ua: 'Інше питання', kz: 'Басқа сұрақ', az: 'Başqa sual', ar: 'سؤال آخر' },
    transactions: null,
    subTopics: [],
    answer: {
      ru: 'Спасибо за обращение. Специалист платёжного отдела ответил вам по электронной почте.',
      en: 'Thank you for your request. A payments specialist has answered you by e-mail.',
      ua: 'Дякуємо за звернення. Фахівець платіжного відділу відповів вам електронною поштою.',
      kz: 'Өтінішіңізге рақмет. Төлем бөлімінің маманы сізге электрондық пошта арқылы жауап берді.',
      az: 'Müraciətiniz üçün təşəkkür edirik. Ödəniş xidmətinin əməkdaşı sizə e-poçtla cavab verdi.',
      ar: 'شكرًا على طلبك. لقد ردّ عليك أحد مختصّي قسم المدفوعات عبر البريد الإلكتروني.',
    },
  },
];

export function findTopic(id: string): RequestTopic | undefined {
  return REQUEST_TOPICS.find((t) => t.id === id);
}

export function topicView(topic: RequestTopic, lang: string) {
  return {
    id: topic.id,
    title: localize(topic.title, lang),
    transactions: topic.transactions,
    subTopics: topic.subTopics.map((s) => ({ id: s.id, title: localize(s.title, lang) })),
  };
}
