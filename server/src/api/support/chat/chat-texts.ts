/**
 * What the chat bot says, in the six interface languages, and the words that ask for a person. The help
 * pages themselves come from the content store, in the chat's language (help-index.ts).
 */
import { createMessages, type Localized } from '../../../platform/messages.ts';
import { terms } from './help-index.ts';

const BOT = {
  bot_found: {
    ru: 'Вот что об этом сказано в справке:',
    en: 'Here is what our help says about it:',
    ua: 'Ось що про це сказано в довідці:',
    kz: 'Анықтамада бұл туралы былай делінген:',
    az: 'Arayışda bu barədə belə deyilir:',
    ar: 'إليك ما تقوله صفحات المساعدة عن ذلك:',
  },
  bot_more: {
    ru: 'Если ответ не помог, нажмите «Позвать оператора» или напишите «оператор».',
    en: 'If this did not help, press "Talk to a person" or type "operator".',
    ua: 'Якщо відповідь не допомогла, натисніть «Покликати оператора» або напишіть «оператор».',
    kz: 'Жауап көмектеспесе, «Операторды шақыру» батырмасын басыңыз немесе «оператор» деп жазыңыз.',
    az: 'Cavab kömək etmədisə, «Operatoru çağır» düyməsini basın və ya «operator» yazın.',
    ar: 'إذا لم تساعدك هذه الإجابة، فاضغط «التحدث إلى موظف» أو اكتب «موظف».',
  },
  bot_not_found: {
    ru: 'Я не нашёл ответа в справке. Передаю ваш вопрос оператору — он ответит здесь же.',
    en: 'I could not find an answer in our help. I am passing your question to an operator, who will answer right here.',
    ua: 'Я не знайшов відповіді в довідці. Передаю ваше питання оператору — він відповість тут же.',
    kz: 'Анықтамадан жауап таппадым. Сұрағыңызды операторға беремін — ол осы жерде жауап береді.',
    az: 'Arayışda cavab tapmadım. Sualınızı operatora ötürürəm — o, elə burada cavab verəcək.',
    ar: 'لم أجد إجابة في صفحات المساعدة. سأحوّل سؤالك إلى موظف، وسيجيبك هنا مباشرة.',
  },
  bot_handover: {
    ru: 'Соединяю с оператором. Пожалуйста, оставайтесь в чате — ответ придёт сюда.',
    en: 'Connecting you to an operator. Please stay in the chat — the answer will appear here.',
    ua: 'З’єдную з оператором. Будь ласка, залишайтеся в чаті — відповідь з’явиться тут.',
    kz: 'Операторға қосып жатырмын. Чаттан шықпаңыз — жауап осында келеді.',
    az: 'Operatorla əlaqə yaradıram. Zəhmət olmasa, çatda qalın — cavab burada görünəcək.',
    ar: 'جارٍ توصيلك بموظف. يُرجى البقاء في المحادثة، وسيظهر الرد هنا.',
  },
  bot_handover_payment: {
    ru: 'Соединяю со специалистом по платежам. Пожалуйста, оставайтесь в чате — ответ придёт сюда.',
    en: 'Connecting you to a payments specialist. Please stay in the chat — the answer will appear here.',
    ua: 'З’єдную з фахівцем із платежів. Будь ласка, залишайтеся в чаті — відповідь з’явиться тут.',
    kz: 'Төлемдер жөніндегі маманға қосып жатырмын. Чаттан шықпаңыз — жауап осында келеді.',
    az: 'Ödənişlər üzrə mütəxəssislə əlaqə yaradıram. Zəhmət olmasa, çatda qalın — cavab burada görünəcək.',
    ar: 'جارٍ توصيلك بمختص في المدفوعات. يُرجى البقاء في المحادثة، وسيظهر الرد هنا.',
  },
  bot_closed: {
    ru: 'Разговор завершён. Его можно найти в истории обращений в личном кабинете.',
    en: 'The conversation has ended. You can find it in the support history in your account.',
    ua: 'Розмову завершено. Її можна знайти в історії звернень в особистому кабінеті.',
    kz: 'Әңгіме аяқталды. Оны жеке кабинеттегі өтініштер тарихынан табуға болады.',
    az: 'Söhbət başa çatdı. Onu şəxsi kabinetdəki müraciətlər tarixçəsində tapa bilərsiniz.',
    ar: 'انتهت المحادثة. يمكنك العثور عليها في سجل طلبات الدعم في حسابك.',
  },
} satisfies Record<string, Localized>;

export type BotTextKey = keyof typeof BOT;
export const botText = createMessages<BotTextKey>(BOT);

/** Words asking for a person, in every interface language (normalised like the questions: help-index terms). */
const HUMAN_WORDS = new Set(
  terms(
    // «person» is left out in English: its stem is the one of «personal» (personal data is a help question).
    'оператор человек живой сотрудник консультант людина працівник фахівець адам маман қызметкер insan əməkdaş mütəxəssis ' +
      'operator human agent consultant موظف إنسان شخص وكيل',
  ),
);

export function asksForHuman(text: string): boolean {
  return terms(text).some((t) => HUMAN_WORDS.has(t));
}
