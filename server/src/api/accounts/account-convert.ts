/**
 * Converting money between the main account and an additional currency account (spec §4 "Convert-account
 * reminder": status 0 not allowed, 1 main account allowed, 2 additional account allowed). The shell's
 * convert modals read the status and the suggested pair, then post the conversion.
 *
 * - status 2: an additional currency account holds money → it may be converted into the main account;
 * - status 1: otherwise, the main account holds money and the player has an additional account → the main
 *   account's money may be converted into it;
 * - status 0: nothing to convert.
 * The bonus account (type 4) never takes part: bonus money is not cash. Amounts convert at the reference
 * rate table (currencies/rates.ts) and are rounded down to the target currency's minor unit, so the site
 * never credits a fraction it did not receive; an amount worth less than one minor unit of the target is
 * refused (it would debit money and credit nothing). The conversion moves money: an Idempotency-Key is
 * required, and it is journaled (conversion-journal.ts) in the transaction that moves it.
 */
import { ConvertAnswer, ConvertRequest, ConvertStatusAnswer } from '@arena/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { AccountRow } from '../db/repositories/accounts.ts';
import { authedUser, requireUser } from '../shared/auth-guard.ts';
import type { ContextOptions } from '../shared/context.ts';
import { sendIdempotent } from '../shared/idempotency.ts';
import { requestLanguage } from '../../platform/language.ts';
import { createMessages } from '../../platform/messages.ts';
import { checkPrecision, precisionStep, toMajor, toMinor } from '../shared/money.ts';
import { currencyById, currencyPrecision } from '../shared/reference-data.ts';
import { convertAmount } from '../currencies/rates.ts';
import { conversionJournal } from './conversion-journal.ts';

export const CONVERT_STATUS = { notAllowed: 0, mainAllowed: 1, additionalAllowed: 2 } as const;
const MAIN = 0;
const CURRENCY = 9;

const convertMessage = createMessages({
  convert_done: {
    ru: 'Готово: {amount} {currency} зачислено на счёт', en: 'Done: {amount} {currency} credited to the account',
    ua: 'Готово: {amount} {currency} зараховано на рахунок', kz: 'Дайын: шотқа {amount} {currency} түсті',
    az: 'Hazırdır: {amount} {currency} hesaba köçürüldü', ar: 'تم: أُضيف {amount} {currency} إلى الحساب',
  },
  convert_bad_pair: {
    ru: 'Переводить можно только между основным и дополнительным валютным счётом',
    en: 'Money can only be converted between the main account and an additional currency account',
    ua: 'Переказувати кошти можна лише між основним і додатковим валютним рахунком',
    kz: 'Қаражатты тек негізгі шот пен қосымша валюталық шот арасында аударуға болады',
    az: 'Pulu yalnız əsas hesab ilə əlavə valyuta hesabı arasında köçürmək olar',
    ar: 'لا يمكن تحويل الأموال إلا بين الحساب الرئيسي وحساب إضافي بعملة أخرى',
  },
  convert_insufficient: {
    ru: 'На счёте недостаточно средств', en: 'The account does not hold enough money',
    ua: 'На рахунку недостатньо коштів', kz: 'Шотта қаражат жеткіліксіз', az: 'Hesabda kifayət qədər vəsait yoxdur', ar: 'الرصيد في الحساب غير كافٍ',
  },
  convert_too_small: {
    ru: 'Сумма слишком мала: после перевода по курсу на счёт не поступит даже {step} {currency}',
    en: 'The amount is too small: converted at the rate it would not reach {step} {currency}',
    ua: 'Сума замала: після переказу за курсом на рахунок не надійде навіть {step} {currency}',
    kz: 'Сома тым аз: бағам бойынша аударғанда шотқа {step} {currency} де түспейді',
    az: 'Məbləğ çox kiçikdir: məzənnə ilə köçürüldükdə hesaba hətta {step} {currency} da daxil olmaz',
    ar: 'المبلغ صغير جدًا: بعد تحويله بسعر الصرف لن يصل إلى {step} {currency}',
  },
  convert_no_rate: {
    ru: 'Для этой пары валют нет курса', en: 'There is no exchange rate for this pair of currencies',
    ua: 'Для цієї пари валют немає курсу', kz: 'Бұл валюта жұбы үшін бағам жоқ', az: 'Bu valyuta cütü üçün məzənnə yoxdur',
    ar: 'لا يوجد سعر صرف لهذا الزوج من العملات',
  },
});

type ConvertMessageKey = Parameters<typeof convertMessage>[0];

export interface ConvertPair {
  from: AccountRow;
  to: AccountRow;
}

/** The status and the pair the reminder suggests (see the module comment). */
export function convertSuggestion(accounts: readonly AccountRow[]): { status: 0 | 1 | 2; pair: ConvertPair | null } {
  const main = accounts.find((a) => a.type === MAIN);
  const additional = accounts.filter((a) => a.type === CURRENCY);
  if (!main || additional.length === 0) return { status: CONVERT_STATUS.notAllowed, pair: null };
  const funded = additional.find((a) => a.money > 0);
  if (funded) return { status: CONVERT_STATUS.additionalAllowed, pair: { from: funded, to: main } };
  if (main.money > 0) return { status: CONVERT_STATUS.mainAllowed, pair: { from: main, to: additional[0]! } };
  return { status: CONVERT_STATUS.notAllowed, pair: null };
}

/** The credited amount: converted at the rate table and rounded DOWN to the target's minor unit; null without a rate. */
export function convertedAmount(amount: number, from: AccountRow, to: AccountRow): number | null {
  const raw = convertAmount(amount, currencyById(from.currency_id)?.iso ?? '', currencyById(to.currency_id)?.iso ?? '');
  if (raw === null) return null;
  const precision = currencyPrecision(to.currency_id);
  // The epsilon absorbs float noise (0.29 * 100 = 28.999999999999996) before flooring.
  return toMajor(Math.floor(raw * 10 ** precision + 1e-6), precision);
}

const accountView = (a: AccountRow) => ({ id: a.id, type: a.type, iso: currencyById(a.currency_id)?.iso ?? '', money: a.money });

export const accountConvertRoutes: FastifyPluginAsync<ContextOptions> = async (app, { ctx }) => {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();
  const journal = conversionJournal(ctx.database.db);

  api.get('/office-api/accounts/convert-status', { preHandler: requireUser(ctx), schema: { response: { 200: ConvertStatusAnswer } } }, async (request, reply) => {
    reply.header('Cache-Control', 'no-store');
    const { status, pair } = convertSuggestion(ctx.repos.accounts.visible(authedUser(request).user.id, ctx.clock.now()));
    if (!pair) return { status, from: null, to: null, rate: null };
    return { status, from: accountView(pair.from), to: accountView(pair.to), rate: convertAmount(1, accountView(pair.from).iso, accountView(pair.to).iso) };
  });

  api.post(
    '/office-api/accounts/convert',
    {
      preHandler: requireUser(ctx, { denyBanned: true }),
      schema: {
        body: ConvertRequest,
        response: { 200: ConvertAnswer },
      },
    },
    async (request, reply) =>
      sendIdempotent(ctx, request, reply, { required: true }, () => {
        const language = requestLanguage(request);
        const refuse = (status: number, code: ConvertMessageKey) => ({ status, body: { code, message: convertMessage(code, language) } });
        const { user } = authedUser(request);
        const accounts = ctx.repos.accounts.visible(user.id, ctx.clock.now());
        const from = accounts.find((a) => a.id === request.body.from_id);
        const to = accounts.find((a) => a.id === request.body.to_id);
        // Exactly one side is the main account and the other an additional currency account.
        if (!from || !to || from.id === to.id || !((from.type === MAIN && to.type === CURRENCY) || (from.type === CURRENCY && to.type === MAIN))) {
          return refuse(400, 'convert_bad_pair');
        }
        const precision = checkPrecision([request.body.amount], from.currency_id, language);
        if (precision) return { status: 400, body: precision };
        const credited = convertedAmount(request.body.amount, from, to);
        if (credited === null) return refuse(400, 'convert_no_rate');
        const targetIso = currencyById(to.currency_id)?.iso ?? '';
        if (credited <= 0) {
          const step = precisionStep(currencyPrecision(to.currency_id));
          return { status: 400, body: { code: 'convert_too_small', message: convertMessage('convert_too_small', language, { step, currency: targetIso }), step, currency: targetIso } };
        }
        const moved = ctx.repos.transaction(() => {
          if (!ctx.repos.accounts.debit(from.id, request.body.amount)) return false;
          ctx.repos.accounts.credit(to.id, credited);
          journal.record({
            user_id: user.id, from_account_id: from.id, to_account_id: to.id, from_currency_id: from.currency_id, to_currency_id: to.currency_id,
            debited_minor: toMinor(request.body.amount, currencyPrecision(from.currency_id)),
            credited_minor: toMinor(credited, currencyPrecision(to.currency_id)),
            created_at: ctx.clock.nowSeconds(),
          });
          return true;
        });
        if (!moved) return refuse(409, 'convert_insufficient');
        const text = convertMessage('convert_done', language, { amount: credited, currency: targetIso });
        return { status: 200, body: { success: true, message: text, data: { message: text, credited, currency: targetIso } } };
      }),
  );
};
